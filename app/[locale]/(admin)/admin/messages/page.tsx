import Link from 'next/link';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { ALL_THREADS, MESSAGE_STAFF_ROLES, STAFF_THREAD_FILTERS, staffThreadQuerySchema, type StaffThreadFilter } from '@/lib/api/contract/messages';
import { staffInbox } from '@/lib/server/messages/pages';
import { KeptField, ListHead, ListResults } from '@/components/admin/list/AdminList';
import { openListPage } from '@/components/admin/list/list-page';
import { listResults, pageLink, type ListPageProps } from '@/components/admin/list/list-query';
import styles from '@/components/admin/Admin.module.css';
import own from '@/components/admin/messages/AdminMessages.module.css';

/** /admin/messages: every conversation with members, unread ones first; filters and search in the address. */
export default async function AdminMessagesPage(props: ListPageProps) {
  const { locale, here, query, invalid } = await openListPage(props, '/admin/messages', MESSAGE_STAFF_ROLES, staffThreadQuerySchema, ALL_THREADS);
  const [t, page] = await Promise.all([adminTranslator(locale, 'messages'), staffInbox(query)]);
  // What the links keep: the filter ("all" is the bare list) and the search, as the query read them.
  const kept = (filter: StaffThreadFilter) => {
    const q = new URLSearchParams();
    if (filter !== 'all') q.set('filter', filter);
    if (query.keyword) q.set('keyword', query.keyword);
    return q;
  };

  return (
    <>
      <ListHead title={t('title')} intro={t('intro')} />

      <form className={styles.panel} method="get" action={here} aria-label={t('filters')}>
        <div className={own.filterBar}>
          <nav className={own.tabs} aria-label={t('show')}>
            {STAFF_THREAD_FILTERS.map((filter) => (
              <Link key={filter} href={pageLink(here, kept(filter))(1)} className={own.tab} aria-current={query.filter === filter ? 'page' : undefined}>
                {t(filter)}
                {filter === 'unread' && page.unread_threads ? <span className={own.tabCount}>{page.unread_threads}</span> : null}
              </Link>
            ))}
          </nav>
          <KeptField name="filter" value={query.filter !== 'all' ? query.filter : ''} />
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
        {invalid === null ? null : <p className={styles.problem}>{t('invalid', { fields: invalid })}</p>}
      </form>

      <ListResults {...listResults(t, page, query.page, pageLink(here, kept(query.filter)))}>
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
      </ListResults>
    </>
  );
}
