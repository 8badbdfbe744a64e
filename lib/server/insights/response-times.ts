import 'server-only';
import type { ResponseRow } from '@/lib/api/contract/insights';

/*
 * The first response to each lead: minutes from its arrival to the first note or change a staff
 * member recorded on it, grouped by who answered, as the median and the 90th percentile.
 */

/** The p-th percentile by nearest rank (sorted ascending input), rounded to a minute. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return Math.round(sorted[rank - 1]);
}

export function responseRows(
  arrivals: readonly { id: number; createdAt: Date }[],
  first: ReadonlyMap<number, { actorId: number; at: Date }>,
  names: ReadonlyMap<number, string>,
): ResponseRow[] {
  const byStaff = new Map<number, number[]>();
  let waiting = 0;
  for (const lead of arrivals) {
    const answer = first.get(lead.id);
    if (!answer) {
      waiting += 1;
      continue;
    }
    const minutes = Math.max(0, (answer.at.getTime() - lead.createdAt.getTime()) / 60_000);
    byStaff.set(answer.actorId, [...(byStaff.get(answer.actorId) ?? []), minutes]);
  }
  const rows: ResponseRow[] = [...byStaff].map(([staffId, minutes]) => {
    const sorted = [...minutes].sort((a, b) => a - b);
    return { staff_id: staffId, name: names.get(staffId) ?? `#${staffId}`, leads: sorted.length, median_minutes: percentile(sorted, 50), p90_minutes: percentile(sorted, 90) };
  });
  rows.sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name));
  if (waiting > 0) rows.push({ staff_id: null, name: '', leads: waiting, median_minutes: null, p90_minutes: null });
  return rows;
}
