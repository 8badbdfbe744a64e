import type { ReactNode } from 'react';
import adminStyles from '@/components/admin/Admin.module.css';
import type { InsightsTexts } from './insights-texts';
import styles from './Insights.module.css';

/**
 * One panel of figures: its heading (named by `id`, also its test id), an optional line saying
 * what it counts, then its table in a box that scrolls sideways if it must (by keyboard too), or
 * "nothing counted".
 */
export default function FigurePanel({
  id,
  title,
  intro,
  empty,
  className,
  t,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  empty: boolean;
  className?: string;
  t: InsightsTexts;
  children: ReactNode;
}) {
  return (
    <section className={className ? `${adminStyles.panel} ${className}` : adminStyles.panel} aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {empty ? (
        <p className={adminStyles.muted}>{t('nothingYet')}</p>
      ) : (
        // Focusable: a table wider than the screen scrolls from the keyboard too (the section is the named region).
        <div className={adminStyles.tableScroll} tabIndex={0}>
          {children}
        </div>
      )}
    </section>
  );
}
