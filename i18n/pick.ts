import type { Messages } from './messages';

/** Client providers get only the namespaces their components use: a whole catalogue per page bloats the HTML. */
export function pickMessages<K extends keyof Messages>(messages: Messages, namespaces: readonly K[]): Pick<Messages, K> {
  const picked = {} as Pick<Messages, K>;
  for (const ns of namespaces) picked[ns] = messages[ns];
  return picked;
}

/** A namespace of the messages, or one namespace inside it: 'server', 'member', 'member.orders'. */
export type MessagePath = {
  [K in keyof Messages & string]: Messages[K] extends Record<string, unknown> ? K | `${K}.${keyof Messages[K] & string}` : K;
}[keyof Messages & string];

/**
 * The messages under each path, in their places ('member.orders' gives `{ member: { orders } }`), for
 * a provider whose components read one part of a large namespace.
 */
export function pickPaths(messages: Messages, paths: readonly MessagePath[]): Partial<Messages> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const [top, inner] = path.split('.') as [keyof Messages, string | undefined];
    if (inner === undefined) {
      picked[top] = messages[top];
      continue;
    }
    const from = messages[top] as Record<string, unknown>;
    const into = (picked[top] ??= {}) as Record<string, unknown>;
    into[inner] = from[inner];
  }
  return picked as Partial<Messages>;
}
