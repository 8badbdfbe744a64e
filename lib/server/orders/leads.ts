import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@/lib/config';
import { productNamesByIds } from '@/lib/server/catalogue/for-orders';
import { claimableLeadRows, hasClaimableLead, leadClaimer, leadFileIds, type LeadClaimer, type UnclaimedLead } from '@/lib/server/consult/for-orders';
import type { Db } from '@/lib/server/db/types';
import { memberContact } from '@/lib/server/members/for-orders';
import { addEvent, asDb } from './views';
import { assigneeForRequest } from './assignees';
import { withReference } from './reference';
import { orderFiles, orders } from './schema';
import { ORDER_EVENTS } from '@/lib/server/order-events';
import { countCreated } from '@/lib/server/observability/metrics.mjs';

/*
 * The /contact requests of a member that become their inquiries (listed on /user/myOrder).
 */

const LEAD_TITLE_MAX = 80;

/** A lead's title for the orders list: its product's name, else the first line of its message. */
function leadTitle(message: string, productName: string | null): string {
  if (productName) return productName;
  const line =
    message
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? message.trim();
  const chars = [...line];
  return chars.length > LEAD_TITLE_MAX ? `${chars.slice(0, LEAD_TITLE_MAX - 1).join('')}…` : line;
}

/** A lead no order was made of yet: orders knows which leads it holds, so it tells consult. */
const unclaimed: UnclaimedLead = (leadId) => sql`not exists (select 1 from ${orders} o where o.lead_id = ${leadId})`;

/** `exists (…)`: whether the member has a lead claimLeadsAsOrders would make an order of (the rule below), for the caller's own query. */
export function hasClaimableLeads(member: LeadClaimer): SQL {
  return hasClaimableLead(member, unclaimed);
}

/**
 * A /contact request is the member's inquiry when they sent it logged in (`user_id`), or when it
 * came from the e-mail the member has verified (users.email_verified_at) and nobody's session sent
 * it. Each such lead (not marked spam) becomes an order in the `inquiry` state with `lead_id` set,
 * dated when the lead was sent, with the lead's message as the member's note and its files.
 * Idempotent: the unique `lead_id` keeps one order per lead however often (and however
 * concurrently) this runs; it runs whenever the member opens their orders. Answers how many orders
 * it made.
 */
export async function claimLeadsAsOrders(db: Db, memberId: number, locale: Locale = DEFAULT_LOCALE): Promise<number> {
  const member = await memberContact(db, memberId);
  if (!member) return 0;
  const leads = await claimableLeadRows(db, leadClaimer(member), unclaimed, 100);
  const names = await productNamesByIds(
    db,
    leads.flatMap((l) => (l.productId === null ? [] : [l.productId])),
    locale,
  );
  let made = 0;
  for (const lead of leads) {
    const productName = lead.productId === null ? undefined : names.get(lead.productId);
    const created = await withReference((reference) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            reference,
            memberId,
            leadId: lead.id,
            productId: lead.productId,
            title: leadTitle(lead.message, productName || null),
            spec: { size: '', material: '', colours: [], printMethod: '', logoPlacement: '', notes: '' },
            memberNote: lead.message,
            quantity: lead.quantity && lead.quantity > 0 ? lead.quantity : 1,
            createdAt: lead.createdAt,
            updatedAt: lead.createdAt,
            assignedTo: await assigneeForRequest(asDb(tx), member),
          })
          .onConflictDoNothing({ target: orders.leadId })
          .returning();
        if (!row) return false;
        const fileIds = await leadFileIds(asDb(tx), lead.id);
        if (fileIds.length) await tx.insert(orderFiles).values(fileIds.map((fileId, sort) => ({ orderId: row.id, fileId, sort })));
        await addEvent(asDb(tx), row.id, { kind: 'status', status: 'inquiry', note: lead.reference, actorId: null, at: lead.createdAt });
        await ORDER_EVENTS.created(asDb(tx), { memberId, order: row });
        return true;
      }),
    );
    if (created) made += 1;
  }
  countCreated('order', 'lead', made);
  return made;
}
