import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { outbox } from './schema';
import type { MailPayload } from './senders';

/*
 * An e-mail queued by another domain that belongs to no lead (a member's e-mail code, a reply's
 * notice to a member): one outbox row, written in the caller's transaction so the mail goes out
 * only if the rest of the change is kept. The worker (./worker.ts) sends it.
 */

/** Queues `mail` (to, subject, text, and a reply-to when it has one) under `purpose`. */
export async function queueMail(tx: Db, purpose: string, mail: MailPayload): Promise<void> {
  await tx.insert(outbox).values({ leadId: null, purpose, channel: 'mail', recipient: mail.to, payload: { ...mail } });
}
