import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { MemberSamples, SampleRequestInput } from '@/lib/api/contract/samples';
import { SAMPLE_REQUESTS } from '@/lib/config';
import { requireMember, type Actor } from '@/lib/server/access';
import { memberShippingAddress } from '@/lib/server/addresses/for-orders';
import type { Db } from '@/lib/server/db/types';
import { ApiProblem, badRequest, notFound, TooManyRequests } from '@/lib/server/problems';
import { hitRateLimit } from '@/lib/server/rate-limit/counters';
import { maySampleBeRequested, SAMPLE_RECEIPT } from './sample-flow';
import { noticeSampleRequest } from './sample-notice';
import { sampleRequests } from './sample-schema';
import { hasOpenSample, sampleOfOrder, samplesOfOrder, sampleView } from './sample-views';
import { orders } from './schema';
import { addressLine, shipToCopy } from './ship-to-copy';
import { addEvent, asDb, ownOrder } from './views';

/*
 * The buyer's side of pre-production samples (/user/myOrder/{id}): ask for one, read them, confirm
 * one arrived. Only the member's own order: another member's id is a 404 and nothing is stored.
 * The order row is locked (FOR UPDATE) for each write, so two requests sent at once cannot both
 * open a sample (the second is told one is open: 409).
 */

/** GET /orders/{id}/samples: the order's samples, newest first, and whether a new one may be asked for. */
export async function listMemberSamples(db: Db, actor: Actor | null, orderId: number): Promise<MemberSamples> {
  const member = requireMember(actor);
  const order = await ownOrder(db, member.user.id, orderId);
  const rows = await samplesOfOrder(db, order.id);
  return { list: rows.map(sampleView), can_request: maySampleBeRequested(order.status, await hasOpenSample(db, order.id)) };
}

/**
 * POST /orders/{id}/samples: a sample of the order to one of the member's ship-to addresses (a
 * copy is kept). Refused when the order is past the sample stage (400), when a sample is open
 * (409), or beyond SAMPLE_REQUESTS.max requests an hour (429). Staff are told by e-mail.
 */
export async function requestSample(db: Db, actor: Actor | null, orderId: number, input: SampleRequestInput): Promise<MemberSamples> {
  const member = requireMember(actor);
  await ownOrder(db, member.user.id, orderId);
  const hit = await hitRateLimit(db, `samples:member:${member.user.id}`, SAMPLE_REQUESTS);
  if (!hit.allowed) throw new TooManyRequests(hit.retryAfterSeconds);
  await db.transaction(async (tx) => {
    const order = await ownOrder(asDb(tx), member.user.id, orderId, true);
    const address = await memberShippingAddress(asDb(tx), member.user.id, input.addressId);
    if (!address) throw notFound();
    if (!maySampleBeRequested(order.status, false)) throw badRequest('orders.sampleClosed');
    if (await hasOpenSample(asDb(tx), order.id)) throw new ApiProblem(409, 'orders.sampleOpen');
    await tx.insert(sampleRequests).values({ orderId: order.id, quantity: input.quantity, shipTo: shipToCopy(address), note: input.note, requestedBy: member.user.id });
    await tx
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const line = `${input.quantity} × ${addressLine(address)}`;
    await addEvent(asDb(tx), order.id, { kind: 'sample_requested', note: input.note ? `${line}: ${input.note}` : line, actorId: member.user.id });
    await noticeSampleRequest(asDb(tx), order, input.quantity);
  });
  return listMemberSamples(db, actor, orderId);
}

/** POST /orders/{id}/samples/{sampleId}/received: the buyer confirms a shipped sample arrived (any other state: 409). */
export async function confirmSampleReceived(db: Db, actor: Actor | null, orderId: number, sampleId: number): Promise<MemberSamples> {
  const member = requireMember(actor);
  await db.transaction(async (tx) => {
    const order = await ownOrder(asDb(tx), member.user.id, orderId, true);
    const sample = await sampleOfOrder(asDb(tx), order.id, sampleId);
    if (sample.status !== SAMPLE_RECEIPT.from) throw new ApiProblem(409, 'orders.sampleState');
    await tx
      .update(sampleRequests)
      .set({ status: SAMPLE_RECEIPT.to, receivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(sampleRequests.id, sample.id), eq(sampleRequests.status, SAMPLE_RECEIPT.from)));
    await addEvent(asDb(tx), order.id, { kind: SAMPLE_RECEIPT.event, actorId: member.user.id });
  });
  return listMemberSamples(db, actor, orderId);
}
