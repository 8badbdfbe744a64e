import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/ui/LocaleLink';
import styles from './not-found.module.css';

/** 404 layout (SPEC §2): a calm page of its own with ways back. */
export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return (
    <main id="main" className={styles.page}>
      <p className={styles.code} aria-hidden="true">404</p>
      <h1>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <Link className="button" href="/">{t('backHome')}</Link>
        <Link className="button button--ghost" href="/products">{t('browseProducts')}</Link>
      </div>
    </main>
  );
}
