import type { InsightsRow } from '@/lib/api/contract/insights';
import type { InsightsTexts } from './insights-texts';
import FigurePanel from './FigurePanel';
import styles from './Insights.module.css';

/**
 * A ranking (pages, products, referrers …) as a table with a bar under each name, its length the
 * row's share of the first row; the previous period's count beside it when compared.
 */
export default function Ranking({ id, title, head, rows, empty, t }: { id: string; title: string; head: string; rows: readonly InsightsRow[]; empty?: string; t: InsightsTexts }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const compared = rows.some((r) => r.previous !== null);
  return (
    <FigurePanel id={id} title={title} empty={rows.length === 0} t={t}>
      <table className={styles.rank}>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col" className={styles.num}>
              {t('count')}
            </th>
            {compared ? (
              <th scope="col" className={styles.num}>
                {t('previous')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td className={styles.rankName}>
                <span dir="auto">{row.label || empty || row.key}</span>
                <span className={styles.bar} style={{ inlineSize: `${(row.count / max) * 100}%` }} aria-hidden="true" />
              </td>
              <td className={styles.num}>{row.count}</td>
              {compared ? <td className={styles.num}>{row.previous ?? 0}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </FigurePanel>
  );
}
