import 'server-only';
import { adminTranslator } from '@/i18n/admin';
import { siteUrl } from '@/lib/site-url';
import type { Db } from '@/lib/server/db/types';
import { queueMail } from '@/lib/server/outbox/queue-mail';
import { mailSettings } from '@/lib/server/outbox/settings';

/*
 * Staff hear of a new sample request the way they hear of a new lead: an e-mail to the business's
 * addresses (LEADS_NOTIFY_EMAIL through SMTP_URL), queued in the request's own transaction so it
 * goes out only if the request is kept. In Chinese and English, the back office's languages; the
 * buyer's note and address stay in the back office (the mail names the order only).
 */
export async function noticeSampleRequest(tx: Db, order: { id: number; reference: string }, quantity: number, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const mail = mailSettings(env);
  if (!mail || mail.notify.length === 0) return 0;
  const [zh, en] = await Promise.all([adminTranslator('zh-CN', 'mail'), adminTranslator('en', 'mail')]);
  const url = (prefix: string) => `${siteUrl()}${prefix}/admin/orders/${order.id}#samples`;
  const subject = `${zh('sample.subject', { reference: order.reference, count: quantity })} / ${en('sample.subject', { reference: order.reference, count: quantity })}`;
  const text = [
    zh('sample.intro', { reference: order.reference, count: quantity }),
    zh('sample.open', { url: url('') }),
    '',
    en('sample.intro', { reference: order.reference, count: quantity }),
    en('sample.open', { url: url('/en') }),
  ].join('\n');
  for (const to of mail.notify) await queueMail(tx, 'order.sample', { to, subject, text });
  return mail.notify.length;
}
