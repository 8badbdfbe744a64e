import 'server-only';
import type { ConsultReceipt } from '@/lib/api/contract';
import type { ConsultFields } from '@/lib/api/contract/consult';
import type { Actor } from '@/lib/server/access';
import { productExists } from '@/lib/server/catalogue/service';
import type { Db } from '@/lib/server/db/types';
import type { ClientMeta } from '@/lib/server/http/client';
import { claimInquiryFiles } from '@/lib/server/files/service';
import { InvalidInput } from '@/lib/server/problems';
import { enqueueLeadMessages } from '@/lib/server/outbox/service';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { countCreated } from '@/lib/server/observability/metrics.mjs';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { makeReference } from './reference';
import { consultAttachments, consultRequests } from './schema';

/** Whether an error is the unique index on the reference (two leads drew the same one). */
const isReferenceCollision = (error: unknown) => isUniqueViolation(error, 'reference');

/** A lead's reference has 31^4 (~924,000) values a month: a collision is rare, and then another is drawn. */
const REFERENCE_ATTEMPTS = 5;

/**
 * Stores a consultation request (the business's most valuable write), committed before the answer
 * leaves, so an answered request is never lost. Its notifications (e-mail to the business, the
 * buyer's acknowledgement, the chat) go into the outbox in the same transaction and are sent by
 * the worker: a mail server that is down never loses or delays the lead itself. A product that
 * does not exist is a field error, and nothing is stored. A logged-in member's request is tied to
 * them (the back office lists it on their page); anyone may send one without a session.
 *
 * The request carries a reference (`HX-2611-7K3Q`, ./reference.ts) that the buyer, the e-mails and
 * the back office use; the rare draw of a reference already taken is retried with a new one. The
 * files uploaded for it (POST /consult/files) are attached in the same transaction, after checking
 * that each is this sender's, recent, and not attached elsewhere (files/service.ts).
 */
export async function submitConsult(
  db: Db,
  value: ConsultFields,
  client: ClientMeta,
  actor: Actor | null = null,
  options: { reference?: () => string } = {},
): Promise<ConsultReceipt> {
  if (value.productId !== null && !(await productExists(db, value.productId))) {
    throw new InvalidInput({ product_id: { key: 'product' } });
  }
  const draw = options.reference ?? (() => makeReference());
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await insertLead(db, value, client, actor, draw());
      kickOutbox();
      countCreated('lead');
      return { id: row.id, reference: row.reference, created_at: row.createdAt.toISOString() };
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !isReferenceCollision(error)) throw error;
    }
  }
}

async function insertLead(db: Db, value: ConsultFields, client: ClientMeta, actor: Actor | null, reference: string) {
  return db.transaction(async (tx) => {
    const files = await claimInquiryFiles(tx as unknown as Db, value.files, actor, client);
    const [lead] = await tx
      .insert(consultRequests)
      .values({
        reference,
        name: value.name,
        company: value.company,
        email: value.email,
        phone: value.phone,
        country: value.country,
        productId: value.productId,
        quantity: value.quantity,
        message: value.message,
        locale: value.locale,
        sourcePage: value.sourcePage,
        clientAddress: client.address,
        userAgent: client.userAgent,
        userId: actor?.user.id ?? null,
      })
      .returning();
    if (files.length) {
      await tx.insert(consultAttachments).values(files.map((file, sort) => ({ consultId: lead.id, fileId: file.id, sort })));
    }
    await enqueueLeadMessages(tx as unknown as Db, lead);
    return lead;
  });
}
