import { ApiProblem, InvalidInput, Unauthorized } from '@/lib/server/problems';
import type { Validation } from '@/lib/validation/kit';

/** A fixture's checked value: a fixture the schema refuses fails the test with its errors. */
export function valid<T>(checked: Validation<T>): T {
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

/** The message key of each refused field ({} when the input passed). */
export function errorKeys(checked: Validation<unknown>): Record<string, string> {
  return checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).map(([k, e]) => [k, e.key]));
}

/** What a service call answers, as a route would: 'ok', the message key of each refused field, or the refusal's HTTP status (401 for nobody). */
export async function outcomeOf(promise: Promise<unknown>): Promise<number | 'ok' | Record<string, string>> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof InvalidInput) return Object.fromEntries(Object.entries(error.errors).map(([k, e]) => [k, e.key]));
    if (error instanceof Unauthorized) return 401;
    if (error instanceof ApiProblem) return error.status;
    throw error;
  }
}
