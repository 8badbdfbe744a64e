/**
 * `work` on each item with at most `limit` running at once; the results in the items' order,
 * whatever order they finish in. After a failure nothing more is started, and the answer rejects
 * with it once the work under way has ended (so the caller's clean-up never runs beside it).
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  async function worker(): Promise<void> {
    while (!failure && next < items.length) {
      const at = next++;
      try {
        results[at] = await work(items[at], at);
      } catch (error) {
        failure ??= { error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
