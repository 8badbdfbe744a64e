import { test } from '@playwright/test';

/**
 * One step of a long journey, with a time budget of its own. A busy machine slows every step a
 * little, and a single limit for the whole journey is exceeded without any step being wrong; here
 * the test's limit grows by each step's budget as the step begins, and a step that overruns its
 * own budget fails by its name (the report says where the time went, and a retry that passes does
 * not hide it). Budgets are sized to what the step does: a cold page render or an upload on a
 * loaded 2-core machine takes seconds, a click on a rendered page does not.
 */
export async function step<T>(title: string, budgetMs: number, body: () => Promise<T>): Promise<T> {
  const info = test.info();
  info.setTimeout(info.timeout + budgetMs);
  return test.step(title, body, { timeout: budgetMs });
}
