import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config';
import MemberMessages from '@/components/member/MemberMessages';
import type { MemberMessagesPage } from '@/components/member/page-messages';
import styles from './MemberColumns.module.css';

/**
 * A member page of two columns of cards under its title and intro, with the member area's messages
 * (school verification, the account team). `width`: the page's measure; `lean`: which column is
 * the wider one on large screens.
 */
export default function MemberColumns({ locale, page, title, intro, width, lean, first, second }: {
  locale: Locale;
  /** The page's path, for its messages. */
  page: MemberMessagesPage;
  title: string;
  intro: string;
  width: 'narrow' | 'wide';
  lean: 'first' | 'second';
  first: ReactNode;
  second: ReactNode;
}) {
  return (
    <MemberMessages locale={locale} page={page}>
      <div className={`container ${styles.page} ${styles[width]}`}>
        <header className={styles.head}>
          <h1>{title}</h1>
          <p>{intro}</p>
        </header>
        <div className={`${styles.layout} ${lean === 'first' ? styles.leanFirst : styles.leanSecond}`}>
          <div className={styles.column}>{first}</div>
          <div className={styles.column}>{second}</div>
        </div>
      </div>
    </MemberMessages>
  );
}
