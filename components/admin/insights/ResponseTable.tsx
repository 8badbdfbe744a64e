import type { ResponseRow } from '@/lib/api/contract/insights';
import adminStyles from '@/components/admin/Admin.module.css';
import type { InsightsTexts } from './insights-texts';
import FigurePanel from './FigurePanel';
import styles from './Insights.module.css';

/** Minutes as people read a waiting time: minutes under two hours, then hours, then days. */
export function durationText(minutes: number | null, t: InsightsTexts): string {
  if (minutes === null) return '—';
  if (minutes < 120) return t('minutes', { minutes });
  if (minutes < 48 * 60) return t('hours', { hours: minutes / 60 });
  return t('days', { days: minutes / 1440 });
}

/** First-response times per staff member (median, 90th percentile), and the leads still waiting. */
export default function ResponseTable({ rows, t }: { rows: readonly ResponseRow[]; t: InsightsTexts }) {
  return (
    <FigurePanel id="insights-response" title={t('response')} intro={t('responseIntro')} empty={rows.length === 0} className={styles.cards} t={t}>
      <table className={adminStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('staff')}</th>
            <th scope="col" className={styles.num}>
              {t('answered')}
            </th>
            <th scope="col" className={styles.num}>
              {t('median')}
            </th>
            <th scope="col" className={styles.num}>
              {t('p90')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.staff_id ?? 'waiting'}>
              <td className={styles.rankName}>{row.staff_id === null ? t('waiting') : row.name}</td>
              <td className={styles.num} data-label={t('answered')}>
                {row.leads}
              </td>
              <td className={styles.num} data-label={t('median')}>
                {durationText(row.median_minutes, t)}
              </td>
              <td className={styles.num} data-label={t('p90')}>
                {durationText(row.p90_minutes, t)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </FigurePanel>
  );
}
