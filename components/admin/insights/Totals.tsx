import type { InsightsReport } from '@/lib/api/contract/insights';
import type { InsightsTexts } from './insights-texts';
import styles from './Insights.module.css';

/** The range's headline figures, each with the previous period's beside it when compared. */
export default function Totals({ totals, t }: { totals: InsightsReport['totals']; t: InsightsTexts }) {
  const figures = [
    { key: 'views', value: totals.views, before: totals.previous_views },
    { key: 'leads', value: totals.leads, before: totals.previous_leads },
    { key: 'orders', value: totals.orders, before: null },
    { key: 'won', value: totals.won, before: null },
  ] as const;
  return (
    <div className={styles.totals}>
      {figures.map((f) => (
        <p key={f.key} className={styles.total} data-testid={`insights-total-${f.key}`}>
          <span className={styles.totalNumber}>{f.value}</span>
          {t(f.key)}
          {f.before !== null ? <span className={styles.totalBefore}>{t('before', { count: f.before })}</span> : null}
        </p>
      ))}
    </div>
  );
}
