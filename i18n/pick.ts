import type { Messages } from './messages';

/** Client providers get only the namespaces their components use (STYLE.md). */
export function pickMessages<K extends keyof Messages>(messages: Messages, namespaces: readonly K[]): Pick<Messages, K> {
  const picked = {} as Pick<Messages, K>;
  for (const ns of namespaces) picked[ns] = messages[ns];
  return picked;
}
