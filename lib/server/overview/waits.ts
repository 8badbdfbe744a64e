import 'server-only';
import type { AddressView } from '@/lib/api/contract/addresses';
import { ADDRESS_STAFF_ROLES } from '@/lib/api/contract/addresses';
import { ALL_LEADS, LEADS_STAFF_ROLES } from '@/lib/api/contract/leads';
import { MESSAGE_STAFF_ROLES } from '@/lib/api/contract/messages';
import { ALL_ORDERS, ORDER_STAFF_ROLES } from '@/lib/api/contract/orders';
import type { OurTurn } from '@/lib/api/contract/orders-staff';
import { REDEMPTIONS_STAFF_ROLES } from '@/lib/api/contract/points';
import { WAITS_SHOWN, type Waiting, type WaitingOrder, type WaitingRedemption, type WhatWaits } from '@/lib/api/contract/waits';
import type { Locale } from '@/lib/config';
import { hasRole, type Actor } from '@/lib/server/access';
import { addressesOfMember } from '@/lib/server/addresses/service';
import { listLeads } from '@/lib/server/consult/leads';
import type { Db } from '@/lib/server/db/types';
import { listRedemptions } from '@/lib/server/ledger/shop';
import { staffThreads } from '@/lib/server/messages/manage';
import { listAdminOrders } from '@/lib/server/orders/manage';

/*
 * The back office's overview: what waits for the reader, per kind of work their role can act on.
 * Each kind is asked of its own domain through the same service the filtered list calls (so the
 * count and the list a link opens agree), and each service checks the role again.
 */

const firstFew = <T>(page: { list: T[]; total: number }) => ({ total: page.total, list: page.list.slice(0, WAITS_SHOWN) });

async function ordersWaiting(db: Db, actor: Actor | null, turn: OurTurn): Promise<Waiting<WaitingOrder>> {
  const { total, list } = firstFew(await listAdminOrders(db, actor, { ...ALL_ORDERS, turn }));
  return { total, items: list.map((o) => ({ id: o.id, reference: o.reference, title: o.title, member: o.member.name, updated_at: o.updated_at })) };
}

/** An address as the lines a parcel label carries. */
function addressLines(a: AddressView): string[] {
  const region = a.region ? `${a.region.province.name} ${a.region.city.name} ${a.region.area.name}` : '';
  return [[a.recipient, a.company].filter(Boolean).join(' · '), a.phone, region, a.line1, a.line2, [a.postal_code, a.city].filter(Boolean).join(' '), a.country].filter(Boolean);
}

/** Pending redemptions (the queue's oldest first), each with the member's default ship-to address when sales may read it. */
async function redemptionsToShip(db: Db, actor: Actor | null, locale: Locale): Promise<Waiting<WaitingRedemption>> {
  const { total, list } = firstFew(await listRedemptions(db, actor, { status: 'pending', page: 1 }, locale));
  const readsAddresses = hasRole(actor, ...ADDRESS_STAFF_ROLES);
  const items = await Promise.all(
    list.map(async (r) => {
      const shipping = readsAddresses ? (await addressesOfMember(db, actor, r.member.id)).filter((a) => a.kind === 'shipping') : [];
      const chosen = shipping.find((a) => a.is_default) ?? shipping[0];
      return { id: r.id, member: r.member.name, reward: r.reward.title, created_at: r.created_at, ship_to: chosen ? addressLines(chosen) : null };
    }),
  );
  return { total, items };
}

/** What waits for the reader: only the kinds their role can act on. */
export async function whatWaits(db: Db, actor: Actor | null, locale: Locale, now: Date = new Date()): Promise<WhatWaits> {
  const can = (roles: readonly Parameters<typeof hasRole>[1][]) => hasRole(actor, ...roles);
  const [quotes, proofs, messages, redemptions, leads] = await Promise.all([
    can(ORDER_STAFF_ROLES) ? ordersWaiting(db, actor, 'quote') : undefined,
    can(ORDER_STAFF_ROLES) ? ordersWaiting(db, actor, 'proof') : undefined,
    can(MESSAGE_STAFF_ROLES) ? staffThreads(db, actor, { filter: 'unread', keyword: '', page: 1 }).then(firstFew) : undefined,
    can(REDEMPTIONS_STAFF_ROLES) ? redemptionsToShip(db, actor, locale) : undefined,
    can(LEADS_STAFF_ROLES) ? listLeads(db, actor, { ...ALL_LEADS, due: true }, now, locale).then(firstFew) : undefined,
  ]);
  return {
    ...(quotes ? { quotes } : {}),
    ...(proofs ? { proofs } : {}),
    ...(messages
      ? {
          messages: {
            total: messages.total,
            items: messages.list.map((th) => ({
              id: th.id,
              member: th.member.name,
              order_reference: th.order?.reference ?? null,
              unread: th.unread,
              last_message_at: th.last_message_at,
            })),
          },
        }
      : {}),
    ...(redemptions ? { redemptions } : {}),
    ...(leads
      ? { leads: { total: leads.total, items: leads.list.map((l) => ({ id: l.id, reference: l.reference, name: l.name, company: l.company, follow_up_at: l.follow_up_at })) } }
      : {}),
  };
}
