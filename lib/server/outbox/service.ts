import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type Locale } from '@/lib/config';
import { isLocale } from '@/i18n/locale';
import { LEADS_STAFF_ROLES } from '@/lib/api/contract';
import { requireRole, type Actor } from '@/lib/server/access';
import { listSystemConfig, productName } from '@/lib/server/catalogue/service';
import type { Db } from '@/lib/server/db/types';
import { filesOfLeads } from '@/lib/server/files/service';
import { ACK_LIMIT, mayAcknowledge } from './ack-limit';
import { ackMail, notifyMail, webhookMessage, type LeadFacts, type LeadToAnnounce } from './lead-messages';
import { outbox } from './schema';
import { sendMail, sendWebhook, type MailPayload, type WebhookPayload } from './senders';
import { mailSettings, webhookSettings, workerTimings } from './settings';

/*
 * The outbox of lead notifications: rows written in the lead's own transaction (so a lead is never
 * announced without being stored, nor stored without its announcements), delivered later by the
 * worker, retried with backoff until they go through, each sent once whatever the instances.
 */

type OutboxRow = typeof outbox.$inferSelect;

/**
 * Writes the lead's notifications for the channels configured now; call it inside the lead's
 * transaction. The buyer's acknowledgement goes to an unconfirmed address: at most ACK_LIMIT a day
 * per address (ack-limit.ts); staff's e-mail and the chat always go.
 */
export async function enqueueLeadMessages(tx: Db, lead: LeadToAnnounce, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const mail = mailSettings(env);
  const webhook = webhookSettings(env);
  if (!mail && !webhook) return 0;
  const locale: Locale = isLocale(lead.locale) ? lead.locale : 'en';
  const [product, config, files] = await Promise.all([
    // The product as the business names it (the staff's e-mail is in Chinese first).
    lead.productId !== null ? productName(tx, lead.productId, 'zh-CN') : Promise.resolve(null),
    listSystemConfig(tx, locale),
    filesOfLeads(tx, [lead.id]),
  ]);
  const facts: LeadFacts = {
    lead,
    productName: product,
    companyName: config.find((c) => c.name === 'company name')?.value ?? '',
    files: files.get(lead.id) ?? [],
  };
  const rows: (typeof outbox.$inferInsert)[] = [];
  if (mail) {
    for (const to of mail.notify) rows.push({ leadId: lead.id, purpose: 'lead.notify', channel: 'mail', recipient: to, payload: { ...(await notifyMail(facts, to)) } });
    if (await mayAcknowledge(tx, lead.email)) {
      rows.push({ leadId: lead.id, purpose: 'lead.ack', channel: 'mail', recipient: lead.email, payload: { ...(await ackMail(facts)) } });
    } else {
      console.warn(`[outbox] no acknowledgement for lead ${lead.reference}: its address had ${ACK_LIMIT.max} today`);
    }
  }
  if (webhook) rows.push({ leadId: lead.id, purpose: 'lead.webhook', channel: 'webhook', recipient: webhook.kind, payload: { ...(await webhookMessage(facts)) } });
  await tx.insert(outbox).values(rows);
  return rows.length;
}

/**
 * Claims up to `limit` due messages for this process: a lease taken in one statement over rows
 * locked with SKIP LOCKED, so two instances never claim the same row, and a claim whose process
 * died expires with its lease.
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit = 10): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.status, ['queued', 'failed']), lte(outbox.nextAttemptAt, now), or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, now))))
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(outbox.id, due))
    .returning();
}

/** The wait before attempt n+1: base × 2^(n−1), at most `max`. */
export function backoff(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export interface DeliveryOptions {
  now?: Date;
  env?: NodeJS.ProcessEnv;
  fetcher?: typeof fetch;
}

/** Sends one claimed message and records the outcome; never throws. */
export async function deliver(db: Db, row: OutboxRow, options: DeliveryOptions = {}): Promise<'sent' | 'failed'> {
  const env = options.env ?? process.env;
  const timings = workerTimings(env);
  let failure: string | null = null;
  try {
    if (row.channel === 'mail') {
      const settings = mailSettings(env);
      if (!settings) throw new Error('e-mail is off (SMTP_URL is not set)');
      await sendMail(settings, row.payload as unknown as MailPayload);
    } else {
      const settings = webhookSettings(env);
      if (!settings) throw new Error('the webhook is off (LEADS_WEBHOOK_URL is not set)');
      await sendWebhook(settings, row.payload as unknown as WebhookPayload, options.fetcher);
    }
  } catch (error) {
    failure = (error instanceof Error ? error.message : String(error)).slice(0, 300) || 'error';
  }
  const now = new Date();
  const attempts = row.attempts + 1;
  await db
    .update(outbox)
    .set(
      failure === null
        ? { status: 'sent', attempts, sentAt: now, leaseUntil: null, lastError: null }
        : {
            status: 'failed',
            attempts,
            lastError: failure,
            leaseUntil: null,
            nextAttemptAt: new Date((options.now ?? now).getTime() + backoff(attempts, timings.retryBaseMs, timings.retryMaxMs)),
          },
    )
    .where(eq(outbox.id, row.id));
  if (failure !== null) console.warn(`[outbox] ${row.purpose} #${row.id} to ${row.channel} failed (attempt ${attempts}): ${failure}`);
  return failure === null ? 'sent' : 'failed';
}

/** Delivers everything due now, batch after batch. */
export async function deliverDue(db: Db, options: DeliveryOptions = {}): Promise<{ sent: number; failed: number }> {
  const timings = workerTimings(options.env ?? process.env);
  const result = { sent: 0, failed: 0 };
  for (let batch = 0; batch < 100; batch += 1) {
    const rows = await claimDue(db, options.now ?? new Date(), timings.leaseMs);
    if (rows.length === 0) break;
    for (const row of rows) result[await deliver(db, row, options)] += 1;
  }
  return result;
}

export interface LeadNotification {
  id: number;
  purpose: string;
  recipient: string;
  status: 'queued' | 'failed' | 'sent';
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
}

/** The notifications of a lead and how each went (the lead page: the leads inbox's role). */
export async function leadNotifications(db: Db, actor: Actor | null, leadId: number): Promise<LeadNotification[]> {
  requireRole(actor, ...LEADS_STAFF_ROLES);
  const rows = await db.select().from(outbox).where(eq(outbox.leadId, leadId)).orderBy(asc(outbox.id));
  return rows.map((r) => ({
    id: r.id,
    purpose: r.purpose,
    recipient: r.recipient,
    status: r.status as LeadNotification['status'],
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: r.status === 'sent' ? null : r.nextAttemptAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  }));
}

/** Messages waiting (for the startup log and the tests). */
export async function pendingCount(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(inArray(outbox.status, ['queued', 'failed']));
  return n;
}
