import type { ReactNode } from 'react';
import styles from './MemberColumns.module.css';

/**
 * A member page of two columns of cards under its title and intro (school verification, the account
 * team), inside the page's MemberMessages. `width`: the page's measure; `lean`: which column is the
 * wider one on large screens.
 */
export default function MemberColumns({
  title,
  intro,
  width,
  lean,
  first,
  second,
}: {
  title: string;
  intro: string;
  width: 'narrow' | 'wide';
  lean: 'first' | 'second';
  first: ReactNode;
  second: ReactNode;
}) {
  return (
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
  );
}

/** One titled card in a MemberColumns column; `id` names the heading the card is labelled by. */
export function MemberCard({ id, title, testId, children }: { id: string; title: string; testId?: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
