import 'server-only';
import type { Db } from '@/lib/server/db/types';
import { outbox } from './schema';

/*
 * An e-mail queued by another domain (a member's e-mail code): one outbox row, written in the
 * caller's transaction so the mail goes out only if the rest of the change is kept. The worker
 * (./worker.ts) sends it.
 */

/** The mail itself: whom it goes to, its subject and plain text. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
}

/** Queues `mail` for `purpose` (e.g. 'member.email-code') on the mail channel. */
export async function queueMail(tx: Db, purpose: string, mail: QueuedMail): Promise<void> {
  await tx.insert(outbox).values({ purpose, channel: 'mail', recipient: mail.to, payload: { to: mail.to, subject: mail.subject, text: mail.text } });
}
