import 'server-only';
import { ORDER_STAFF_ROLES, type OrderDocument, type OrderDocumentKind } from '@/lib/api/contract/orders';
import { QUOTE_VALID_DAYS } from '@/lib/config';
import { hasRole, requireMember, type Actor } from '@/lib/server/access';
import { paymentDetailsForDocuments } from '@/lib/server/catalogue/for-orders';
import type { Db } from '@/lib/server/db/types';
import { memberById } from '@/lib/server/members/for-orders';
import { notFound } from '@/lib/server/problems';
import { anyOrder, ownOrder, quoteView, shipToView } from './views';

/*
 * An order's printable documents: the quote, once there is one, and the proforma invoice, once the
 * buyer accepted it (with the business's payment details). The order's member and order staff may
 * open them; anyone else, and a document the order does not have yet, is a 404.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function orderDocument(db: Db, actor: Actor | null, id: number, kind: OrderDocumentKind): Promise<OrderDocument> {
  const row = hasRole(actor, ...ORDER_STAFF_ROLES) ? await anyOrder(db, id) : await ownOrder(db, requireMember(actor).user.id, id);
  const quote = quoteView(row);
  if (!quote || (kind === 'proforma' && quote.decision !== 'accepted')) throw notFound();
  const [member, payment] = await Promise.all([memberById(db, row.memberId), kind === 'proforma' ? paymentDetailsForDocuments(db) : null]);
  // member_id is not null and restricts deletion: an order without its member is an internal error.
  if (!member) throw new Error(`order ${row.id} has no member`);
  return {
    kind,
    id: row.id,
    reference: row.reference,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    quote,
    valid_until: row.quotedAt ? new Date(row.quotedAt.getTime() + QUOTE_VALID_DAYS * DAY_MS).toISOString() : null,
    buyer: { name: member.nickname || member.account || '', company: member.company, email: member.email, phone: member.phone },
    ship_to: shipToView(row.shipTo),
    payment,
  };
}
