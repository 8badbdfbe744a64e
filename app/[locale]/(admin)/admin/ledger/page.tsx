import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { parseId } from '@/lib/parse-id';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { guardStaffPage } from '@/lib/server/http/page';
import { STATEMENT_STAFF_ROLES, type StatementMemberDue } from '@/lib/api/contract/statement';
import { ledgerDesk, postingFor } from '@/lib/server/ledger/pages';
import CurrencyTotals from '@/components/admin/ledger/CurrencyTotals';
import EntriesTable from '@/components/admin/ledger/EntriesTable';
import PostEntryForm from '@/components/admin/ledger/PostEntryForm';
import { ledgerFormTexts } from '@/components/admin/ledger/texts';
import { ListHead, ListTable, type Column } from '@/components/admin/list/AdminList';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/ledger/Ledger.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * /admin/ledger: members with an amount due (per currency, largest first), the newest entries of
 * everyone with "Reverse", and "Post an entry": find the member, then the form with their orders
 * (sales, admin).
 */
export default async function LedgerPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const query = await searchParams;
  const memberId = parseId(one(query.member));
  const keyword = one(query.q).slice(0, 100).trim();
  const here = localizedPath(locale, '/admin/ledger');
  await guardStaffPage(locale, '/admin/ledger', STATEMENT_STAFF_ROLES);
  const [t, { overview, found }, texts] = await Promise.all([adminTranslator(locale, 'ledger'), ledgerDesk(keyword), ledgerFormTexts(locale)]);
  const chosen = memberId ? await postingFor(memberId) : null;
  const today = formatDateTime(new Date(), 'YYYY-MM-DD');

  // One row a member and currency; the headings are not repeated on a phone's cards (no column is labelled).
  const dueColumns: Column<StatementMemberDue>[] = [
    {
      head: t('col.member'),
      labelled: false,
      cell: (d) => (
        <>
          <Link href={localizedPath(locale, `/admin/members/${d.member.id}`)}>{d.member.name}</Link>
          {d.member.company ? <span className={styles.muted}> · {d.member.company}</span> : null}
        </>
      ),
    },
    { head: t('col.due'), labelled: false, headClassName: own.num, className: own.num, cell: (d) => <strong>{formatMoney(d.due, d.currency, locale)}</strong> },
    {
      head: t('col.lastEntry'),
      labelled: false,
      cell: (d) => (d.last_entry_at ? formatDateTime(new Date(d.last_entry_at), 'YYYY-MM-DD') : <span className={styles.muted}>—</span>),
    },
    { head: t('col.actions'), labelled: false, cell: (d) => <Link href={`${here}?member=${d.member.id}#post`}>{t('postTitle')}</Link> },
  ];

  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />
      <div className={own.grid}>
        <div className={own.stack}>
          <section className={styles.panel} aria-labelledby="ledger-due">
            <h2 id="ledger-due">{t('dueTitle')}</h2>
            <p className={styles.muted}>{t('dueHint')}</p>
            {overview.due.length === 0 ? (
              <p className={styles.muted}>{t('noDue')}</p>
            ) : (
              <ListTable rows={overview.due} columns={dueColumns} rowKey={(d) => `${d.member.id}-${d.currency}`} testId="ledger-due" />
            )}
          </section>
        </div>

        <section className={styles.panel} aria-labelledby="post-title" id="post">
          <h2 id="post-title">{t('postTitle')}</h2>
          {chosen ? (
            <>
              <div className={own.chosen}>
                <strong>{t('postingTo', { name: chosen[0].member.name })}</strong>
                {chosen[0].member.company ? <span className={styles.muted}>{chosen[0].member.company}</span> : null}
                <Link href={here}>{t('changeMember')}</Link>
              </div>
              {chosen[0].totals.length ? <CurrencyTotals totals={chosen[0].totals} locale={locale} /> : null}
              <PostEntryForm memberId={chosen[0].member.id} orders={chosen[1]} locale={locale} texts={texts.post} today={today} />
              <Link href={localizedPath(locale, `/admin/members/${chosen[0].member.id}`)}>{t('section')} →</Link>
            </>
          ) : (
            <>
              <form method="get" action={here} className={styles.formRow} role="search">
                <label className={styles.field}>
                  <span>{t('findMember')}</span>
                  <input className={styles.input} type="search" name="q" defaultValue={keyword} placeholder={t('findPlaceholder')} maxLength={100} />
                </label>
                <button type="submit" className="button">
                  {t('search')}
                </button>
              </form>
              {keyword ? (
                found.length === 0 ? (
                  <p className={styles.muted}>{t('noMatch', { keyword })}</p>
                ) : (
                  <ul className={own.memberResults}>
                    {found.map((m) => (
                      <li key={m.id}>
                        <span>
                          <strong>{m.name}</strong>
                          <span className={styles.muted}>
                            {[m.company, m.email]
                              .filter(Boolean)
                              .map((v) => ` · ${v}`)
                              .join('')}
                          </span>
                        </span>
                        <Link className="button button--ghost" href={`${here}?member=${m.id}#post`}>
                          {t('choose')}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )
              ) : null}
            </>
          )}
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="ledger-recent">
        <h2 id="ledger-recent">{t('recentTitle')}</h2>
        {overview.recent.length === 0 ? <p className={styles.muted}>{t('noRecent')}</p> : <EntriesTable entries={overview.recent} locale={locale} showMember showBalance={false} />}
      </section>
    </>
  );
}
