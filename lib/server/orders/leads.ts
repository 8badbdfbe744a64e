import 'server-only';
import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@/lib/config';
import { products } from '@/lib/server/catalogue/schema';
import { resolveText } from '@/lib/server/catalogue/localized';
import { consultAttachments, consultRequests } from '@/lib/server/consult/schema';
import type { Db } from '@/lib/server/db/types';
import { users } from '@/lib/server/members/schema';
import { addEvent, asDb } from './views';
import { withReference } from './reference';
import { orderFiles, orders } from './schema';
import { awardFirstOrder } from '@/lib/server/ledger/points';
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

/** The leads of a member that claimLeadsAsOrders would make orders of (the rule below). */
export function claimableLeads(member: { id: number; email: string | null; emailVerifiedAt: Date | null }): SQL | undefined {
  const byEmail = member.email && member.emailVerifiedAt ? and(isNull(consultRequests.userId), sql`lower(${consultRequests.email}) = lower(${member.email})`) : undefined;
  const unclaimed = sql`not exists (select 1 from ${orders} o where o.lead_id = ${consultRequests.id})`;
  return and(byEmail ? or(eq(consultRequests.userId, member.id), byEmail) : eq(consultRequests.userId, member.id), ne(consultRequests.status, 'spam'), unclaimed);
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
  const [member] = await db.select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, memberId));
  if (!member) return 0;
  const leads = await db
    .select({ lead: consultRequests, productName: products.name })
    .from(consultRequests)
    .leftJoin(products, eq(products.id, consultRequests.productId))
    .where(claimableLeads(member))
    .orderBy(asc(consultRequests.createdAt))
    .limit(100);
  let made = 0;
  for (const { lead, productName } of leads) {
    const created = await withReference((reference) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            reference,
            memberId,
            leadId: lead.id,
            productId: lead.productId,
            title: leadTitle(lead.message, productName ? resolveText(productName, locale).value || null : null),
            spec: { size: '', material: '', colours: [], printMethod: '', logoPlacement: '', notes: '' },
            memberNote: lead.message,
            quantity: lead.quantity && lead.quantity > 0 ? lead.quantity : 1,
            createdAt: lead.createdAt,
            updatedAt: lead.createdAt,
          })
          .onConflictDoNothing({ target: orders.leadId })
          .returning();
        if (!row) return false;
        const files = await tx
          .select({ fileId: consultAttachments.fileId })
          .from(consultAttachments)
          .where(eq(consultAttachments.consultId, lead.id))
          .orderBy(asc(consultAttachments.sort));
        if (files.length) await tx.insert(orderFiles).values(files.map((f, sort) => ({ orderId: row.id, fileId: f.fileId, sort })));
        await addEvent(asDb(tx), row.id, { kind: 'status', status: 'inquiry', note: lead.reference, actorId: null, at: lead.createdAt });
        await awardFirstOrder(asDb(tx), memberId, row);
        return true;
      }),
    );
    if (created) made += 1;
  }
  countCreated('order', 'lead', made);
  return made;
}
