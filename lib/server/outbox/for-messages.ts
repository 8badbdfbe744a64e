import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { outbox } from './schema';
import type { MailPayload } from './senders';

/**
 * Queues one e-mail that belongs to no lead (a reply's notice to a member), for the worker to send;
 * call it inside the write's transaction so the mail goes out only if the write is stored.
 */
export async function enqueueMail(tx: Db, purpose: string, recipient: string, payload: MailPayload): Promise<void> {
  await tx.insert(outbox).values({ leadId: null, purpose, channel: 'mail', recipient, payload: { ...payload } });
}
