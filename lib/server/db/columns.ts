import 'server-only';

/**
 * The columns a write takes from a form as they are: the `keys` of `input`, in that order (a
 * create's `values`, an update's `set`), so each table names its form-fed columns once.
 */
export function columnsFrom<T extends object, K extends keyof T>(input: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = input[key];
  return out;
}
