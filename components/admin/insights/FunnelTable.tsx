import type { FunnelRow } from '@/lib/api/contract/insights';
import adminStyles from '@/components/admin/Admin.module.css';
import type { InsightsTexts } from './insights-texts';
import FigurePanel from './FigurePanel';
import styles from './Insights.module.css';

/** The funnel per product and language: views → requests → orders → won, each with a bar of its share of the views. */
export default function FunnelTable({ rows, t }: { rows: readonly FunnelRow[]; t: InsightsTexts }) {
  const steps = ['views', 'requests', 'orders', 'won'] as const;
  return (
    <FigurePanel id="insights-funnel" title={t('funnel')} intro={t('funnelIntro')} empty={rows.length === 0} className={`${styles.wide} ${styles.cards}`} t={t}>
      <table className={adminStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('locale')}</th>
            {steps.map((step) => (
              <th key={step} scope="col" className={styles.num}>
                {t(step)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.product_id ?? ''}/${row.locale}`}>
              <td className={styles.rankName}>{row.product || t('noProduct')}</td>
              <td data-label={t('locale')}>{row.language || t('noLocale')}</td>
              {steps.map((step) => (
                <td key={step} className={styles.num} data-label={t(step)}>
                  {row[step]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </FigurePanel>
  );
}
