import { getTranslations } from 'next-intl/server';
import type { PointsRuleView } from '@/lib/api/contract/points';
import type { Locale } from '@/lib/config';
import { levelAmount } from './level-amount';
import styles from './Points.module.css';

/**
 * How points are earned, from the ledger's active rules (never a fixed text): on the member level
 * page's points card and in the points shop, so a member with no points learns how to get some.
 */
export default async function EarnRules({ rules, locale, tone = 'dark' }: { rules: readonly PointsRuleView[]; locale: Locale; tone?: 'dark' | 'light' }) {
  if (rules.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'member.points' });
  return (
    <ul className={`${styles.earn} ${tone === 'light' ? styles.earnLight : ''}`}>
      {rules.map((r) => (
        <li key={r.key}>
          {r.key === 'per_amount_paid'
            ? t('rules.per_amount_paid', { points: r.points, amount: levelAmount(r.per_amount ?? 0, locale) })
            : t(`rules.${r.key}`, { points: r.points })}
        </li>
      ))}
    </ul>
  );
}
