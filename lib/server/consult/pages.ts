import 'server-only';
import type { Locale } from '@/lib/config';
import type { LeadQuery } from '@/lib/api/contract/leads';
import { findAsActor, readAsActor } from '@/lib/server/http/page';
import { leadNotifications } from '@/lib/server/outbox/service';
import { getLead, leadCounts, listLeads, salesPeople } from './leads';

/** The leads inbox's page door (lib/server/http/page.ts): the services the /admin/leads routes call, as the page's actor. */

/** /admin/leads: a page of the inbox. */
export const leadsPage = (query: LeadQuery, locale: Locale) => readAsActor((db, actor) => listLeads(db, actor, query, new Date(), locale));

/** /admin/leads/{id}: the lead, who may be assigned and its e-mails (null: no such lead). */
export const leadPage = (id: number, locale: Locale) =>
  findAsActor(async (db, actor) => {
    const lead = await getLead(db, actor, id, locale);
    const [people, notifications] = await Promise.all([salesPeople(db, actor), leadNotifications(db, actor, id)]);
    return { lead, people, notifications };
  });

/** /admin: the inbox's unread, due and per-status counts (null: staff who do not work the inbox). */
export const inboxCounts = () => findAsActor((db, actor) => leadCounts(db, actor));
