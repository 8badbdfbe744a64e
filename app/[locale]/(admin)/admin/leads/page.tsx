import Link from 'next/link';
import { notFound } from 'next/navigation';
import { API, LEAD_STATUSES, type LeadStatus } from '@/lib/config';
import { countryLabel } from '@/lib/countries';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { ALL_LEADS, validateLeadQuery } from '@/lib/validation/leads';
import { staffPage } from '@/lib/server/access/member-page';
import { productChoices } from '@/lib/server/catalogue/service';
import { listLeads } from '@/lib/server/consult/leads';
import { getDb } from '@/lib/server/db';
import Pager from '@/components/admin/Pager';
import StatusBadge from '@/components/admin/StatusBadge';
import StatusOptions from '@/components/admin/StatusOptions';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const FILTERS = ['status', 'from', 'to', 'product', 'country', 'keyword', 'due'] as const;

/** /admin/leads: the inbox, newest first, with its filters in the address (a filtered list can be shared). */
export default async function LeadsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const here = localizedPath(locale, '/admin/leads');
  const actor = await staffPage(locale, `/admin/leads`, 'sales');
  const checked = validateLeadQuery(raw);
  const query = checked.ok ? checked.value : ALL_LEADS;
  const db = await getDb();
  const [t, tStatus, tLead, page, choices] = await Promise.all([
    adminTranslator(locale, 'leads'),
    adminTranslator(locale, 'status'),
    adminTranslator(locale, 'lead'),
    listLeads(db, actor, query, new Date(), locale),
    productChoices(db, locale),
  ]);
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const statuses = Object.fromEntries(LEAD_STATUSES.map((s) => [s, tStatus(s)])) as Record<LeadStatus, string>;
  const kept = new URLSearchParams();
  for (const name of FILTERS) if (checked.ok && typeof raw[name] === 'string' && raw[name]) kept.set(name, raw[name] as string);
  const pageHref = (n: number) => {
    const q = new URLSearchParams(kept);
    if (n > 1) q.set('page', String(n));
    const s = q.toString();
    return s ? `${here}?${s}` : here;
  };
  const csv = `${API.base}${API.prefix}/admin/leads.csv${kept.size ? `?${kept}` : ''}`;
  const now = Date.now();
  const value = (name: string) => (checked.ok && typeof raw[name] === 'string' ? (raw[name] as string) : '');

  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <div className={styles.headActions}>
          <a className="button button--ghost" href={csv} download>
            {t('export')}
          </a>
        </div>
        <p>{t('intro')}</p>
      </div>

      <form className={styles.panel} method="get" action={here} aria-label={t('filters')}>
        <div className={styles.filters}>
          <label className={styles.field}>
            <span>{t('keyword')}</span>
            <input className={styles.input} type="search" name="keyword" defaultValue={value('keyword')} placeholder={t('keywordHint')} maxLength={100} />
          </label>
          <label className={styles.field}>
            <span>{t('status')}</span>
            <select className={styles.input} name="status" defaultValue={value('status')}>
              <option value="">{t('any')}</option>
              <StatusOptions labels={statuses} />
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('product')}</span>
            <select className={styles.input} name="product" defaultValue={value('product')}>
              <option value="">{t('anyProduct')}</option>
              {choices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('country')}</span>
            <input className={styles.input} name="country" defaultValue={value('country')} maxLength={80} />
          </label>
          <label className={styles.field}>
            <span>{t('from')}</span>
            <input className={styles.input} type="date" name="from" defaultValue={value('from')} />
          </label>
          <label className={styles.field}>
            <span>{t('to')}</span>
            <input className={styles.input} type="date" name="to" defaultValue={value('to')} />
          </label>
          <div className={styles.filterActions}>
            <label className={styles.check}>
              <input type="checkbox" name="due" value="1" defaultChecked={value('due') === '1'} />
              {t('due')}
            </label>
            <button type="submit" className="button">
              {t('apply')}
            </button>
            <Link className="button button--ghost" href={here}>
              {t('reset')}
            </Link>
          </div>
        </div>
        {checked.ok ? null : <p className={styles.problem}>{t('invalid', { fields: Object.keys(checked.errors).join(', ') })}</p>}
      </form>

      <p className={styles.summary} role="status">
        {t('count', { total: page.total })}
      </p>
      <section className={styles.panel} aria-label={t('title')}>
        {page.list.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('assignee')}</th>
                <th scope="col">{t('followUp')}</th>
                <th scope="col">{t('received')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((lead) => {
                const overdue = lead.follow_up_at !== null && new Date(lead.follow_up_at).getTime() <= now && !['won', 'lost', 'spam'].includes(lead.status);
                return (
                  <tr key={lead.id} className={lead.read ? undefined : styles.rowUnread}>
                    <td>
                      {lead.read ? null : <span className={styles.dot} role="img" aria-label={t('unread')} />}
                      <Link className={styles.leadName} href={localizedPath(locale, `/admin/leads/${lead.id}`)}>
                        {lead.name}
                      </Link>
                      <div className={styles.muted}>
                        <span dir="ltr">{lead.reference}</span>
                        {lead.files_count ? ` · ${t('filesCount', { count: lead.files_count })}` : ''}
                      </div>
                      <div className={styles.muted}>
                        {[lead.company, lead.country ? countryLabel(lead.country, locale) : ''].filter(Boolean).join(' · ') || lead.email}
                      </div>
                    </td>
                    <td data-label={t('status')}>
                      <StatusBadge status={lead.status} label={tStatus(lead.status)} />
                    </td>
                    <td data-label={t('product')}>{lead.product?.name ?? <span className={styles.muted}>{tLead('none')}</span>}</td>
                    <td data-label={t('assignee')}>{lead.assignee?.name ?? <span className={styles.muted}>{t('nobody')}</span>}</td>
                    <td data-label={t('followUp')}>
                      {lead.follow_up_at ? (
                        <span className={overdue ? styles.overdue : undefined}>
                          {lead.follow_up_at.slice(0, 10)}
                          {overdue ? ` · ${t('overdue')}` : ''}
                        </span>
                      ) : (
                        <span className={styles.muted}>{tLead('none')}</span>
                      )}
                    </td>
                    <td data-label={t('received')}>
                      <time dateTime={lead.created_at}>{formatDateTime(new Date(lead.created_at))}</time>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          </div>
        )}
        <Pager
          page={query.page}
          pages={pages}
          href={pageHref}
          texts={{ label: t('pagination'), previous: t('previous'), next: t('next'), position: t('page', { page: query.page, pages }) }}
        />
      </section>
    </>
  );
}
