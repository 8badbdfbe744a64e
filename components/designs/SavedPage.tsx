import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { PageHeadRow } from '@/components/ui/PageHead';
import styles from './Designs.module.css';

/**
 * The frame of the member's two pages of saved things (/user/myProduct's designs, /user/myFavorite's
 * products): the title and intro with a "browse the products" button beside them, then the list.
 */
export default function SavedPage({ locale, title, intro, browse, children }: { locale: Locale; title: string; intro: string; browse: string; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <PageHeadRow className={styles.head} title={title} intro={intro}>
        <a className="button button--ghost" href={localizedPath(locale, '/products')}>
          {browse}
        </a>
      </PageHeadRow>
      {children}
    </div>
  );
}
