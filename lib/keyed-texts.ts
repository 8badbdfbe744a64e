/**
 * Texts named after their keys: `keyedTexts(['save', 'saving'], (k) => t(k))` is
 * `{ save: t('save'), saving: t('saving') }`. A page lists the keys a component needs once instead
 * of writing `key: t('key')` for each, and the same loop labels a list of values (statuses, roles,
 * stages). The lookup is typed, so a key that is not a message fails the type check.
 */
export function keyedTexts<const K extends string>(keys: readonly K[], lookup: (key: K) => string): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, lookup(key)])) as Record<K, string>;
}
