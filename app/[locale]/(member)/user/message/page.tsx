import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { parseId } from '@/lib/parse-id';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import { myReplyAddress } from '@/lib/server/members/pages';
import { myThread, myThreads } from '@/lib/server/messages/pages';
import MessagesView, { type ThreadKey } from '@/components/member/messages/MessagesView';
import styles from '@/components/member/messages/Messages.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.messages' });
  return { title: t('metaTitle') };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * /user/message: the member's conversations with the business, rendered on the server (the
 * threads and the one asked for: `?order={id}` opens, or starts, that order's thread; `?thread=`
 * a thread by id; else the general one), then kept fresh in the browser while it is visible.
 * A thread becomes read only by the page's own POST once it is shown, never by this render.
 */
export default async function MessagePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const order = parseId(first(query.order));
  const threadId = parseId(first(query.thread));
  const path = order ? `/user/message?order=${order}` : threadId ? `/user/message?thread=${threadId}` : '/user/message';
  await guardMemberPage(locale, path);
  const [t, list, replyAddress] = await Promise.all([getTranslations({ locale, namespace: 'member.messages' }), myThreads(), myReplyAddress()]);
  // Nothing asked for: the list only (and, from 992 px, a way to start). Rendering writes nothing:
  // the conversation, once shown in the browser, marks itself read (MessagesView).
  let selected: ThreadKey | null = order ? { order } : threadId ? { thread: threadId } : null;
  const page = selected ? await myThread('order' in selected ? { order: selected.order } : 'thread' in selected ? { thread: selected.thread } : { general: true }) : null;
  // Another member's order or thread (or none): the list, as if nothing had been asked.
  if (!page) selected = null;
  return (
    <MemberMessages locale={locale} page="/user/message">
      <div className={`container ${styles.page}`}>
        <header className={styles.head}>
          <h1>{t('title')}</h1>
          <p>
            {t('intro')} {replyAddress ? t.rich('repliesByMail', { address: replyAddress, email: (chunks) => <bdi dir="ltr">{chunks}</bdi> }) : t('repliesHere')}
          </p>
        </header>
        <MessagesView
          initialList={list}
          initialKey={selected}
          initialPage={page}
          orderHref={localizedPath(locale, '/user/myOrder/{id}')}
          pageHref={localizedPath(locale, '/user/message')}
          filesHref={localizedPath(locale, '/user/uploading')}
        />
      </div>
    </MemberMessages>
  );
}
