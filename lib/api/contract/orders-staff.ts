import * as z from 'zod/mini';
import { fields, positiveInt } from '@/lib/validation/kit';

/*
 * The back office's side of orders beyond the list and one order (./orders.ts): who looks after an
 * order (its assignee) and what the business owes the buyer next ("waiting on us"). Not server-only.
 */

/** A sales or admin account as the assignee choice shows it. */
export interface OrderAssignee {
  id: number;
  name: string;
}

/** The history's kind of an assignment (staff only: left out of the buyer's history); its note is the assignee's name. */
export const ASSIGNED_EVENT = 'assigned';

/** PUT /admin/orders/{id}/assignee: the account to give the order to; empty (or absent) leaves it to nobody. */
export const orderAssignSchema = z.pipe(
  fields({ assignee_id: positiveInt({ key: 'invalid' }) }),
  z.transform((v) => ({ assigneeId: v.assignee_id })),
);
export type OrderAssignInput = z.output<typeof orderAssignSchema>;

/**
 * What the business owes the buyer next on an order (lib/server/orders/our-turn.ts decides):
 * a quote (a new inquiry, or a revised one after the buyer declined), a new proof (the buyer asked
 * for changes), a sample or first proof (the buyer accepted the quote), production (the buyer
 * approved a proof).
 */
export const OUR_TURNS = ['sample', 'quote', 'proof', 'start', 'production'] as const;
export type OurTurn = (typeof OUR_TURNS)[number];

/** The orders list's `turn` filter: every order waiting on us, or those waiting for one step. */
export const TURN_FILTERS = ['ours', ...OUR_TURNS] as const;
export type TurnFilter = (typeof TURN_FILTERS)[number];

/** How many orders wait on us, per step and in all, and how many are assigned to the reader (the list's filter counts). */
export interface OrderTurnCounts {
  ours: number;
  turns: Record<OurTurn, number>;
  mine: number;
}
