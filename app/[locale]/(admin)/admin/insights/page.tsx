import { notFound } from 'next/navigation';
import { API } from '@/lib/config';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';
import { insightsQuerySchema, rangeOf } from '@/lib/api/contract/insights';
import { validate } from '@/lib/validation/kit';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { guardStaffPage } from '@/lib/server/http/page';
import { insightsPage } from '@/lib/server/insights/pages';
import { ListHead } from '@/components/admin/list/AdminList';
import { firstValues, type ListPageProps } from '@/components/admin/list/list-query';
import FunnelTable from '@/components/admin/insights/FunnelTable';
import RangeForm from '@/components/admin/insights/RangeForm';
import Ranking from '@/components/admin/insights/Ranking';
import ResponseTable from '@/components/admin/insights/ResponseTable';
import TimelineChart from '@/components/admin/insights/TimelineChart';
import Totals from '@/components/admin/insights/Totals';
import adminStyles from '@/components/admin/Admin.module.css';
import styles from '@/components/admin/insights/Insights.module.css';

/** /admin/insights (sales, admin): first-party counts over a date range, drawn on the server. */
export default async function InsightsPage({ params, searchParams }: ListPageProps) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  await guardStaffPage(locale, '/admin/insights', LEADS_STAFF_ROLES);
  const raw = firstValues(await searchParams);
  const checked = validate(insightsQuerySchema, raw);
  const now = new Date();
  const query = checked.ok ? checked.value : rangeOf(null, null, false, now);
  const [t, report] = await Promise.all([adminTranslator(locale, 'insights'), insightsPage(query, locale)]);
  const here = localizedPath(locale, '/admin/insights');
  const csv = `${API.base}${API.prefix}/admin/insights.csv?${new URLSearchParams({ from: report.from, to: report.to, ...(query.compare ? { compare: '1' } : {}) })}`;
  const { views } = report;
  return (
    <>
      <ListHead
        title={t('title')}
        intro={t('intro')}
        actions={
          <a className="button button--ghost" href={csv} download>
            {t('export')}
          </a>
        }
      />
      <RangeForm here={here} from={report.from} to={report.to} compare={query.compare} today={now.toISOString().slice(0, 10)} problem={checked.ok ? null : t('invalid')} t={t} />
      <p className={styles.period}>
        {t('period', { from: report.from, to: report.to })}
        {report.previous ? ` · ${t('previousPeriod', report.previous)}` : ''}
      </p>
      <Totals totals={report.totals} t={t} />
      <section className={adminStyles.panel} aria-labelledby="insights-timeline">
        <h2 id="insights-timeline">{t('timeline')}</h2>
        <TimelineChart timeline={report.timeline} t={t} />
      </section>
      <div className={styles.grid}>
        <Ranking id="insights-product" title={t('byProduct')} head={t('product')} rows={views.product} t={t} />
        <Ranking id="insights-family" title={t('byFamily')} head={t('name')} rows={views.family} t={t} />
        <Ranking id="insights-page" title={t('byPage')} head={t('name')} rows={views.page} t={t} />
        <Ranking id="insights-locale" title={t('byLocale')} head={t('locale')} rows={views.locale} t={t} />
        <Ranking id="insights-referrer" title={t('byReferrer')} head={t('name')} rows={views.referrer} t={t} />
        <Ranking id="insights-campaign" title={t('byCampaign')} head={t('name')} rows={views.campaign} t={t} />
      </div>
      <FunnelTable rows={report.funnel} t={t} />
      <div className={styles.grid}>
        <ResponseTable rows={report.response} t={t} />
        <Ranking id="insights-searches" title={t('searches')} head={t('term')} rows={report.searches} t={t} />
        <Ranking id="insights-countries" title={t('countries')} head={t('country')} rows={report.countries} empty={t('noCountry')} t={t} />
      </div>
    </>
  );
}
