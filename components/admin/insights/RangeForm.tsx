import Link from 'next/link';
import { RANGE_PRESETS } from '@/lib/api/contract/insights';
import adminStyles from '@/components/admin/Admin.module.css';
import { FilterForm, InputField } from '@/components/admin/list/AdminList';
import type { InsightsTexts } from './insights-texts';
import styles from './Insights.module.css';

/**
 * The date range (a plain GET form: no script) with "compare with the previous period", and the
 * preset ranges as links ending today.
 */
export default function RangeForm({
  here,
  from,
  to,
  compare,
  today,
  problem,
  t,
}: {
  here: string;
  from: string;
  to: string;
  compare: boolean;
  today: string;
  problem: string | null;
  t: InsightsTexts;
}) {
  const presetHref = (days: number) => {
    const start = new Date(new Date(`${today}T00:00:00Z`).getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    return `${here}?${new URLSearchParams({ from: start, to: today, ...(compare ? { compare: '1' } : {}) })}`;
  };
  const isPreset = (days: number) => to === today && presetHref(days).includes(`from=${from}&`);
  return (
    <FilterForm
      action={here}
      label={t('range')}
      texts={{ apply: t('apply'), reset: t('reset') }}
      problem={problem}
      options={
        <label className={adminStyles.check}>
          <input type="checkbox" name="compare" value="1" defaultChecked={compare} />
          {t('compare')}
        </label>
      }
    >
      <InputField label={t('from')} name="from" value={from} type="date" />
      <InputField label={t('to')} name="to" value={to} type="date" />
      <nav className={styles.presets} aria-label={t('presets')}>
        {RANGE_PRESETS.map((days) => (
          <Link key={days} href={presetHref(days)} aria-current={isPreset(days) ? 'true' : undefined}>
            {t('preset', { days })}
          </Link>
        ))}
      </nav>
    </FilterForm>
  );
}
