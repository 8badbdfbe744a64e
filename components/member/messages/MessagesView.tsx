'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { api } from '@/lib/api/client';
import type { MemberThreadList, ThreadMessage, ThreadPage, ThreadReadRequest, ThreadReadResult, ThreadSummary } from '@/lib/api/contract/messages';
import { MESSAGES } from '@/lib/config';
import { markSeenWhenVisible } from '@/components/ui/mark-seen';
import MessageComposer from './MessageComposer';
import MessageFiles from './MessageFiles';
import { fetchThread, keyOf, keyOfSummary, LIST_KEY, sameThread, type ThreadKey } from './thread-keys';
import styles from './Messages.module.css';

export type { ThreadKey } from './thread-keys';

/**
 * The member's messages: the threads (left from 992 px; the first pane on phones) and the open
 * conversation (right; the second pane on phones, with a way back). Both come rendered from the
 * server and are polled every MESSAGES.pollMs while the page is visible (SWR stops when hidden).
 */
export default function MessagesView({
  initialList,
  initialKey,
  initialPage,
  orderHref,
  pageHref,
  filesHref,
}: {
  initialList: MemberThreadList;
  /** The conversation the address named (shown, and on phones instead of the list), or none. */
  initialKey: ThreadKey | null;
  initialPage: ThreadPage | null;
  /** The order page, with `{id}`. */
  orderHref: string;
  pageHref: string;
  /** The member's files page (the picker's "manage my files"). */
  filesHref: string;
}) {
  const t = useTranslations('member.messages');
  const format = useFormatter();
  const [key, setKey] = useState<ThreadKey | null>(initialKey);
  const [pane, setPane] = useState<'list' | 'thread'>(initialKey ? 'thread' : 'list');
  const [older, setOlder] = useState<{ key: string; messages: ThreadMessage[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const list = useSWR<MemberThreadList>(LIST_KEY, () => api.get<MemberThreadList>('/messages', { errorMessageMode: 'none', ignoreCancelToken: true }), {
    fallbackData: initialList,
    revalidateOnMount: false,
    refreshInterval: MESSAGES.pollMs,
  });
  const threadKey = key ? keyOf(key) : null;
  const initialThreadKey = initialKey ? keyOf(initialKey) : null;
  const thread = useSWR<ThreadPage>(threadKey, () => fetchThread(key!), {
    fallbackData: threadKey === initialThreadKey && initialPage ? initialPage : undefined,
    revalidateOnMount: threadKey !== initialThreadKey,
    refreshInterval: MESSAGES.pollMs,
    onSuccess: () => void list.mutate(),
  });

  // The member menu's unread badge is drawn on the server: when reading here changes the count,
  // the page's server parts are drawn again so the badge follows.
  const router = useRouter();
  const shownTotal = useRef(initialList.unread_total);
  const listTotal = list.data?.unread_total;
  useEffect(() => {
    if (listTotal === undefined || listTotal === shownTotal.current) return;
    shownTotal.current = listTotal;
    router.refresh();
  }, [listTotal, router]);

  const threads = list.data?.list ?? initialList.list;
  const page = thread.data;
  const summary = page?.thread ?? (key ? threads.find((item) => sameThread(key, item)) : null) ?? null;
  const earlier = older && older.key === threadKey ? older : null;
  const shown = [...(earlier?.messages ?? []), ...(page?.messages ?? [])];
  const hasMore = earlier ? earlier.hasMore : (page?.has_more ?? false);

  const open = useCallback(
    (next: ThreadKey) => {
      setKey(next);
      setOlder(null);
      setPane('thread');
      const query = 'order' in next ? `?order=${next.order}` : 'thread' in next ? `?thread=${next.thread}` : '';
      window.history.replaceState(window.history.state, '', `${pageHref}${query}`);
    },
    [pageHref],
  );

  async function loadOlder() {
    const oldest = shown[0];
    if (!oldest || !key || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const more = await fetchThread(key, oldest.id);
      setOlder({ key: keyOf(key), messages: [...more.messages, ...(earlier?.messages ?? [])], hasMore: more.has_more });
    } catch {
      /* the button stays for another try */
    } finally {
      setLoadingOlder(false);
    }
  }

  // The newest message in view when a conversation opens or grows.
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = page?.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    // The conversation's own scroll (from 992 px), never the page's.
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [threadKey, newestId]);

  // Reading writes nothing on the server (a link from another site must not mark a thread read):
  // once the conversation is shown, and only while the page is visible, the page says up to which
  // message it was seen, with a POST from its own origin (the member route refuses any other).
  const openThreadId = page?.thread.id ?? null;
  const unseen = page?.thread.unread ?? 0;
  const { mutate: refreshList } = list;
  const { mutate: refreshThread } = thread;
  useEffect(() => {
    if (openThreadId === null || newestId === 0 || unseen === 0) return;
    const marker: ThreadReadRequest = { up_to: newestId };
    // A failure leaves it shown as unread: the next poll or visit marks it.
    return markSeenWhenVisible<ThreadReadResult>(`/messages/${openThreadId}/read`, marker, (answer) => {
      if (!answer.changed) return;
      void refreshThread();
      void refreshList();
    });
  }, [openThreadId, newestId, unseen, refreshList, refreshThread]);

  const unreadTotal = list.data?.unread_total ?? initialList.unread_total;
  const title = (item: ThreadSummary | null) => (item?.order ? t('order', { reference: item.order.reference }) : t('general'));
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className={styles.layout} data-pane={pane}>
      <section className={styles.threads} aria-labelledby="message-threads">
        <div className={styles.threadsHead}>
          <h2 id="message-threads">{t('listLabel')}</h2>
          <span className={unreadTotal ? styles.totalUnread : styles.totalRead} role="status">
            {unreadTotal ? t('unreadTotal', { count: unreadTotal }) : t('allRead')}
          </span>
        </div>
        <ul className={styles.threadList}>
          {threads.map((item) => {
            const current = key !== null && sameThread(key, item);
            return (
              <li key={item.id ?? `new-${item.kind}`}>
                <button type="button" className={styles.threadItem} aria-current={current ? 'true' : undefined} onClick={() => open(keyOfSummary(item))}>
                  <span className={styles.threadTop}>
                    <span className={styles.threadTitle}>{title(item)}</span>
                    {item.last_message_at ? <time className={styles.threadTime}>{format.dateTime(new Date(item.last_message_at), { dateStyle: 'short' })}</time> : null}
                  </span>
                  {item.order ? (
                    <span className={styles.threadSub}>
                      <span className={styles.status} data-status={item.order.status}>
                        {t(`status.${item.order.status}`)}
                      </span>
                      <span className={styles.orderTitle}>{item.order.title}</span>
                    </span>
                  ) : (
                    <span className={styles.threadSub}>{t('generalHint')}</span>
                  )}
                  <span className={styles.threadBottom}>
                    <span className={`${styles.preview} ${item.unread ? styles.previewUnread : ''}`}>
                      {item.last_message ? `${item.last_message.from_staff ? `${t('team')}: ` : `${t('you')}: `}${item.last_message.body}` : t('noMessages')}
                    </span>
                    {item.unread ? (
                      <span className={styles.badge} aria-label={t('unreadCount', { count: item.unread })} data-testid="thread-unread">
                        {item.unread}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      {key === null ? (
        <section className={`${styles.conversation} ${styles.choose}`} aria-label={t('listLabel')}>
          <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" className={styles.chooseIcon}>
            <path d="M4 5h16v11H9l-5 4z M8 9h8 M8 12h6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
          </svg>
          <p>{t('choose')}</p>
          <button type="button" className="button" onClick={() => open({ general: true })}>
            {t('writeToUs')}
          </button>
        </section>
      ) : (
        <section className={styles.conversation} aria-labelledby="message-conversation">
          <header className={styles.convHead}>
            <button type="button" className={styles.back} onClick={() => setPane('list')}>
              <svg className="bidi-flip" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t('back')}
            </button>
            <div className={styles.convTitleRow}>
              <h2 id="message-conversation">{title(summary)}</h2>
              {summary?.order ? (
                <span className={styles.status} data-status={summary.order.status}>
                  {t(`status.${summary.order.status}`)}
                </span>
              ) : null}
            </div>
            {summary?.order ? (
              <p className={styles.convSub}>
                <span>{summary.order.title}</span>
                <Link href={orderHref.replace('{id}', String(summary.order.id))} className={styles.orderLink}>
                  {t('viewOrder')}
                </Link>
              </p>
            ) : (
              <p className={styles.convSub}>{t('generalHint')}</p>
            )}
          </header>

          <div className={styles.messages} aria-live="polite" ref={scroller}>
            {hasMore ? (
              <button type="button" className={`button button--ghost ${styles.earlier}`} onClick={loadOlder} disabled={loadingOlder}>
                {loadingOlder ? t('loading') : t('earlier')}
              </button>
            ) : null}
            {!page && thread.error ? (
              <div className={styles.state} role="alert">
                <p>{t('loadError')}</p>
                <button type="button" className="button" onClick={() => void thread.mutate()}>
                  {t('retry')}
                </button>
              </div>
            ) : !page ? (
              <p className={styles.state}>{t('loading')}</p>
            ) : shown.length === 0 ? (
              <p className={styles.state}>{summary?.order ? t('startOrder') : t('startGeneral')}</p>
            ) : (
              <ol className={styles.messageList}>
                {shown.map((message) => (
                  <li key={message.id} className={message.from_staff ? styles.theirs : styles.mine}>
                    <div className={styles.bubble}>
                      <p className={styles.meta}>
                        <strong>{message.from_staff ? t('team') : t('you')}</strong>
                        <time dateTime={message.created_at}>{when(message.created_at)}</time>
                      </p>
                      <p className={styles.body}>{message.body}</p>
                      {message.files.length ? <MessageFiles files={message.files} label={t('attachments')} downloadLabel={(name) => t('download', { name })} /> : null}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </div>

          <MessageComposer
            key={threadKey ?? ''}
            filesHref={filesHref}
            target={'thread' in key ? { thread_id: key.thread } : 'order' in key ? { order_id: key.order } : { general: true }}
            onSent={(posted) => {
              void thread.mutate(
                (current) => (current ? { ...current, thread: { ...current.thread, id: posted.thread_id }, messages: [...current.messages, posted.message] } : current),
                { revalidate: true },
              );
              void list.mutate();
            }}
          />
        </section>
      )}
    </div>
  );
}
