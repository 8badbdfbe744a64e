import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator, isAdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { validate } from '@/lib/validation/kit';
import { ALL_THREADS, MESSAGE_STAFF_ROLES, STAFF_THREAD_FILTERS, staffThreadQuerySchema } from '@/lib/api/contract/messages';
import { guardStaffPage } from '@/lib/server/http/page';
import { staffInbox } from '@/lib/server/messages/pages';
import Pager from '@/components/admin/Pager';
import { pagerTexts } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/messages/AdminMessages.module.css';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/messages: every conversation with members, unread ones first; filters and search in the address. */
export default async function AdminMessagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isAdminLocale(locale)) notFound();
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const here = localizedPath(locale, '/admin/messages');
  await guardStaffPage(locale, '/admin/messages', MESSAGE_STAFF_ROLES);
  const checked = validate(staffThreadQuerySchema, raw);
  const query = checked.ok ? checked.value : ALL_THREADS;
  const [t, page] = await Promise.all([adminTranslator(locale, 'messages'), staffInbox(query)]);
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const link = (patch: Record<string, string | number | null>) => {
    const q = new URLSearchParams();
    const next = { filter: query.filter === 'all' ? null : query.filter, keyword: query.keyword || null, ...patch };
    for (const [k, v] of Object.entries(next)) if (v !== null && v !== '' && !(k === 'page' && String(v) === '1')) q.set(k, String(v));
    const s = q.toString();
    return s ? `${here}?${s}` : here;
  };

  return (
    <>
      <div className={styles.head}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>

      <form className={styles.panel} method="get" action={here} aria-label={t('filters')}>
        <div className={own.filterBar}>
          <nav className={own.tabs} aria-label={t('show')}>
            {STAFF_THREAD_FILTERS.map((filter) => (
              <Link
                key={filter}
                href={link({ filter: filter === 'all' ? null : filter, page: null })}
                className={own.tab}
                aria-current={query.filter === filter ? 'page' : undefined}
              >
                {t(filter)}
                {filter === 'unread' && page.unread_threads ? <span className={own.tabCount}>{page.unread_threads}</span> : null}
              </Link>
            ))}
          </nav>
          {query.filter !== 'all' ? <input type="hidden" name="filter" value={query.filter} /> : null}
          <label className={own.search}>
            <span className="visually-hidden">{t('keyword')}</span>
            <input className={styles.input} type="search" name="keyword" defaultValue={query.keyword} placeholder={t('keywordHint')} maxLength={100} />
          </label>
          <button type="submit" className="button">
            {t('apply')}
          </button>
          {query.keyword || query.filter !== 'all' ? (
            <Link className="button button--ghost" href={here}>
              {t('reset')}
            </Link>
          ) : null}
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
          <ul className={own.threadRows}>
            {page.list.map((thread) => (
              <li key={thread.id} className={thread.unread ? own.unreadRow : undefined}>
                <Link className={own.threadRow} href={localizedPath(locale, `/admin/messages/${thread.id}`)}>
                  <span className={own.rowMain}>
                    <span className={own.rowTop}>
                      {thread.unread ? <span className={styles.dot} aria-hidden="true" /> : null}
                      <strong className={own.memberName}>{thread.member.name}</strong>
                      {thread.member.company ? <span className={styles.muted}>{thread.member.company}</span> : null}
                    </span>
                    <span className={own.rowSubject}>
                      {thread.order ? (
                        <>
                          <span dir="ltr">{t('order', { reference: thread.order.reference })}</span>
                          <span className={own.statusChip}>{t(`status.${thread.order.status}`)}</span>
                        </>
                      ) : (
                        t('general')
                      )}
                    </span>
                    <span className={own.rowPreview}>
                      {thread.last_message ? `${thread.last_message.from_staff ? t('fromUs') : t('fromMember')}: ${thread.last_message.body}` : t('noMessages')}
                    </span>
                  </span>
                  <span className={own.rowSide}>
                    {thread.last_message_at ? <time dateTime={thread.last_message_at}>{formatDateTime(new Date(thread.last_message_at))}</time> : null}
                    {thread.unread ? <span className={own.unreadBadge}>{t('unreadBadge', { count: thread.unread })}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pager page={query.page} pages={pages} href={(n) => link({ page: n })} texts={pagerTexts(t, query.page, pages)} />
      </section>
    </>
  );
}
