import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { OurTurn, TurnFilter } from '@/lib/api/contract/orders-staff';
import { orders, proofs } from './schema';
import { sampleRequests } from './sample-schema';

/*
 * "Waiting on us": the one definition of the orders whose next step is the business's, used by the
 * orders list's filter, its counts and the back office's overview. An order is ours when:
 *   sample      the buyer asked for a sample that is not answered, or accepted and not shipped yet
 *               (first: the buyer asked for it by name, whatever else the order waits for);
 *   quote       a new inquiry has no quote yet, or the buyer declined the quote (revise or cancel);
 *   start       the buyer accepted the quote and no proof was sent yet (send a sample or a proof);
 *   proof       the buyer answered the latest proof asking for changes (send a new version);
 *   production  the buyer approved a proof and production has not started.
 * Shipped, delivered, closed and cancelled orders wait on nobody; a quote or a proof the buyer has
 * not answered waits on them (views.ts `waitingExpr`).
 *
 * The outer order's id is written with its table on purpose: drizzle writes a column bare when a
 * query reads one table, and a bare id inside the subquery would be the proof's own.
 */

const outerId = sql`${orders}.${sql.identifier(orders.id.name)}`;

/** The status of the order's latest proof version (null: none sent). */
const latestProof = sql`(select p.status from ${proofs} p where p.order_id = ${outerId} order by p.version desc limit 1)`;

/** Whether the order has a sample request staff still owe an answer or a parcel. */
const sampleOwed = sql`exists (select 1 from ${sampleRequests} s where s.order_id = ${outerId} and s.status in ('requested', 'accepted'))`;

export const ourTurnExpr: SQL<OurTurn | null> = sql<OurTurn | null>`case
  when ${sampleOwed} then 'sample'
  when ${orders.status} = 'inquiry' then 'quote'
  when ${orders.status} = 'quoted' and ${orders.quoteDecision} = 'declined' then 'quote'
  when ${orders.status} in ('quoted', 'sample') and ${orders.quoteDecision} = 'accepted' and ${latestProof} is null then 'start'
  when ${orders.status} in ('quoted', 'sample', 'proof') and ${latestProof} = 'changes_requested' then 'proof'
  when ${orders.status} = 'proof' and ${latestProof} = 'approved' then 'production'
  else null end`;

/** The list's `turn` filter as a condition: any step of ours, or one. */
export function turnCondition(turn: TurnFilter): SQL {
  return turn === 'ours' ? sql`(${ourTurnExpr}) is not null` : sql`(${ourTurnExpr}) = ${turn}`;
}
