import 'server-only';
import type { ConsultReceipt } from '@/lib/api/contract';
import type { ConsultFields } from '@/lib/validation/consult';
import type { Actor } from '@/lib/server/access';
import { productExists } from '@/lib/server/catalogue/service';
import type { Db } from '@/lib/server/db/types';
import type { ClientMeta } from '@/lib/server/http/client';
import { InvalidInput } from '@/lib/server/problems';
import { enqueueLeadMessages } from '@/lib/server/outbox/service';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { makeReference } from './reference';
import { consultRequests } from './schema';

/**
 * Stores a consultation request (the business's most valuable write), committed before the answer
 * leaves, so an answered request is never lost. Its notifications (e-mail to the business, the
 * buyer's acknowledgement, the chat) go into the outbox in the same transaction and are sent by
 * the worker: a mail server that is down never loses or delays the lead itself. A product that
 * does not exist is a field error, and nothing is stored. A logged-in member's request is tied to
 * them (the back office lists it on their page); anyone may send one without a session.
 */
export async function submitConsult(db: Db, value: ConsultFields, client: ClientMeta, actor: Actor | null = null): Promise<ConsultReceipt> {
  if (value.productId !== null && !(await productExists(db, value.productId))) {
    throw new InvalidInput({ product_id: { key: 'product' } });
  }
  const row = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(consultRequests)
      .values({
        reference: makeReference(),
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
    await enqueueLeadMessages(tx as unknown as Db, lead);
    return lead;
  });
  kickOutbox();
  return { id: row.id, created_at: row.createdAt.toISOString() };
}
