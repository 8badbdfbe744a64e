import Link from 'next/link';
import type { AdminLocale } from '@/i18n/admin';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import type { StaffThreadPage } from '@/lib/api/contract/messages';
import { MESSAGES } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { MEMBER_FILES } from '@/lib/uploads';
import MessageFiles from '@/components/member/messages/MessageFiles';
import bubbles from '@/components/member/messages/Messages.module.css';
import styles from '@/components/admin/Admin.module.css';
import own from './AdminMessages.module.css';
import StaffReplyForm from './StaffReplyForm';

/**
 * A conversation in the back office: who the member is (and a link to their page), the order it
 * is about (and a link to it), the messages oldest first (older pages through `?before=`), and
 * the reply form.
 */
export default async function StaffConversation({
  locale,
  page,
  target,
  before,
}: {
  locale: AdminLocale;
  page: StaffThreadPage;
  target: { thread_id: number } | { order_id: number } | { member_id: number };
  before: number | null;
}) {
  const t = await adminTranslator(locale, 'messages');
  const { thread, messages } = page;
  const here = localizedPath(locale, `/admin/messages/${thread.id}`);
  return (
    <>
      <Link className={styles.back} href={localizedPath(locale, '/admin/messages')}>
        {t('back')}
      </Link>
      <div className={styles.head}>
        <h1>
          {thread.member.name}
          {' · '}
          {thread.order ? <span dir="ltr">{t('order', { reference: thread.order.reference })}</span> : t('general')}
        </h1>
        <div className={styles.headActions}>
          <Link className="button button--ghost" href={localizedPath(locale, `/admin/members/${thread.member.id}`)}>
            {t('memberPage')}
          </Link>
          {thread.order ? (
            <Link className="button button--ghost" href={localizedPath(locale, `/admin/orders/${thread.order.id}`)}>
              {t('orderPage')}
            </Link>
          ) : null}
        </div>
        <p className={own.facts}>
          {[thread.member.account ? `@${thread.member.account}` : null, thread.member.company || null].filter(Boolean).join(' · ')}
          {thread.order ? (
            <>
              {' · '}
              {thread.order.title} <span className={own.statusChip}>{t(`status.${thread.order.status}`)}</span>
            </>
          ) : null}
        </p>
      </div>

      <section className={`${styles.panel} ${own.conversation}`} aria-label={t('title')}>
        {page.has_more && messages[0] ? (
          <Link className={`button button--ghost ${own.earlier}`} href={`${here}?before=${messages[0].id}`}>
            {t('earlier')}
          </Link>
        ) : null}
        {before !== null ? (
          <Link className={own.earlier} href={here}>
            {t('back')}
          </Link>
        ) : null}
        {messages.length === 0 ? (
          <p className={styles.empty}>{t('firstMessage')}</p>
        ) : (
          <ol className={bubbles.messageList}>
            {messages.map((message) => (
              <li key={message.id} className={message.from_staff ? bubbles.mine : bubbles.theirs}>
                <div className={bubbles.bubble}>
                  <p className={bubbles.meta}>
                    <strong>{message.from_staff ? t('staffAuthor', { name: message.author ?? '' }) : (message.author ?? thread.member.name)}</strong>
                    <time dateTime={message.created_at}>{formatDateTime(new Date(message.created_at))}</time>
                  </p>
                  <p className={bubbles.body}>{message.body}</p>
                  {message.files.length ? <MessageFiles files={message.files} label={t('attach')} downloadLabel={(name) => t('download', { name })} locale={locale} /> : null}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className={styles.panel} aria-label={t('reply')}>
        <p className={styles.muted}>{thread.member.email ? t('emailTo', { email: thread.member.email }) : t('noEmail')}</p>
        <StaffReplyForm
          target={target}
          threadHref={localizedPath(locale, '/admin/messages/{id}')}
          texts={{
            reply: t('reply'),
            placeholder: t('replyPlaceholder'),
            send: t('send'),
            sending: t('sending'),
            attach: t('attach'),
            attachHint: t('attachHint', { mb: Math.round(MEMBER_FILES.maxBytes / 1024 / 1024), max: MESSAGES.maxFiles }),
            uploading: t('uploading', { name: '{name}' }),
            remove: t('remove', { name: '{name}' }),
          }}
        />
      </section>
    </>
  );
}
