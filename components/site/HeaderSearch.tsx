import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import SearchBox from '@/components/catalogue/SearchBox';
import styles from './HeaderSearch.module.css';

/**
 * The header's product search (992 px and up; below, the search is at the top of the product
 * list): a field of about 240 px from 1200 px, a magnifier from 992 to 1199 px whose field opens
 * over the row while it has focus (CSS only). It never adds width to the row, so the header's
 * no-wrap rule (e2e/header-layout.spec.ts) holds.
 */
export default async function HeaderSearch({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'search' });
  return (
    <div className={styles.slot}>
      <SearchBox locale={locale} id="site-search" variant="header" className={styles.box} labels={{ label: t('label'), placeholder: t('placeholder'), submit: t('submit') }} />
    </div>
  );
}
