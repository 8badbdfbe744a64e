import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, type Locale } from '@/lib/config';
import { isLocale } from '@/i18n/locale';
import { loadMessages } from '@/i18n/messages';
import { localizedPath } from '@/i18n/paths';
import { siteUrl } from '@/lib/site-url';
import { formatBytes } from '@/lib/uploads';
import { listSystemConfig } from '@/lib/server/catalogue/service';
import type { Db } from '@/lib/server/db/types';
import type { StoredFileInfo } from '@/lib/server/files/service';
import { mailRecipient } from '@/lib/server/members/for-messages';
import { orderReference } from '@/lib/server/orders/for-messages';
import { enqueueMail } from '@/lib/server/outbox/for-messages';
import type { MailPayload } from '@/lib/server/outbox/senders';
import { mailSettings } from '@/lib/server/outbox/settings';
import { messages, messageThreads } from './schema';

/*
 * The e-mail that tells a member the business replied (through the outbox, so a mail server that
 * is down never loses or delays the reply itself). Only when e-mail is configured (SMTP_URL) and
 * the member has an address. Members have no language of their own: the mail is in the language
 * of the page they last wrote a message from (stored with each of their messages), else the
 * site's default (zh-CN). Files are named, never attached: the member downloads them signed in.
 */

type ThreadRow = typeof messageThreads.$inferSelect;
type MessageRow = typeof messages.$inferSelect;
/** What the mail names of a file sent with the reply. */
type NamedFile = Pick<StoredFileInfo, 'name' | 'bytes'>;

/** The language of a member's mail: their latest message's, else the site's default. */
export async function memberMailLocale(tx: Db, memberId: number): Promise<Locale> {
  const [row] = await tx
    .select({ locale: messages.locale })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(and(eq(messageThreads.memberId, memberId), eq(messages.fromStaff, false), isNotNull(messages.locale)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row?.locale && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
}

export interface ReplyFacts {
  locale: Locale;
  to: string;
  memberName: string;
  companyName: string;
  orderReference: string | null;
  body: string;
  files: readonly NamedFile[];
  /** The conversation's page (absolute). */
  url: string;
}

/** The mail's subject and text in the member's language. */
export async function replyMail(facts: ReplyFacts): Promise<MailPayload> {
  const t = createTranslator({ locale: facts.locale, messages: await loadMessages(facts.locale), namespace: 'member.messages.mail' });
  const subject = facts.orderReference ? t('subjectOrder', { reference: facts.orderReference, company: facts.companyName }) : t('subjectGeneral', { company: facts.companyName });
  const text = [
    facts.memberName ? t('greeting', { name: facts.memberName }) : t('greetingPlain'),
    '',
    facts.orderReference ? t('introOrder', { reference: facts.orderReference }) : t('introGeneral'),
    '',
    facts.body,
    '',
    ...(facts.files.length ? [t('files', { count: facts.files.length }), ...facts.files.map((f) => `- ${f.name} (${formatBytes(f.bytes, facts.locale)})`), ''] : []),
    t('open', { url: facts.url }),
    '',
    t('closing', { company: facts.companyName }),
  ].join('\n');
  return { to: facts.to, subject, text };
}

/** Writes the reply's e-mail to the outbox, in the reply's transaction; nothing when mail is off or the member has no address. */
export async function enqueueReplyMail(
  tx: Db,
  reply: { thread: ThreadRow; message: MessageRow; files: readonly NamedFile[] },
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (!mailSettings(env)) return false;
  const member = await mailRecipient(tx, reply.thread.memberId);
  const to = member?.email?.trim();
  if (!member || !to || member.disabledAt) return false;
  const locale = await memberMailLocale(tx, member.id);
  const reference = reply.thread.orderId !== null ? await orderReference(tx, reply.thread.orderId) : null;
  const config = await listSystemConfig(tx, locale);
  const query = reply.thread.orderId !== null ? `?order=${reply.thread.orderId}` : '';
  const payload = await replyMail({
    locale,
    to,
    memberName: member.nickname || member.account || '',
    companyName: config.find((c) => c.name === 'company name')?.value ?? '',
    orderReference: reference,
    body: reply.message.body,
    files: reply.files,
    url: `${siteUrl()}${localizedPath(locale, '/user/message')}${query}`,
  });
  await enqueueMail(tx, 'message.reply', to, payload);
  return true;
}
