import { api } from '@/lib/api/client';
import type { ThreadPage, ThreadSummary } from '@/lib/api/contract/messages';

/* The conversations' keys: which thread is open, its SWR key, and fetching a page of it. */

/** Which conversation is open: the general thread, an order's, or a thread by id. */
export type ThreadKey = { general: true } | { order: number } | { thread: number };

export const LIST_KEY = 'messages:list';

export function keyOf(key: ThreadKey): string {
  return 'order' in key ? `messages:order:${key.order}` : 'thread' in key ? `messages:thread:${key.thread}` : 'messages:general';
}

export function fetchThread(key: ThreadKey, before?: number): Promise<ThreadPage> {
  const options = { errorMessageMode: 'none' as const, ignoreCancelToken: true };
  const older = before ? { before } : {};
  if ('thread' in key) return api.get<ThreadPage>(`/messages/${key.thread}`, { ...options, params: older });
  if ('order' in key) return api.get<ThreadPage>('/messages', { ...options, params: { order: key.order, ...older } });
  return api.get<ThreadPage>('/messages', { ...options, params: { general: 1, ...older } });
}

/** The key of a thread of the list (the general one by its kind, an order's by its order: both may not exist yet). */
export function keyOfSummary(thread: ThreadSummary): ThreadKey {
  if (thread.kind === 'order' && thread.order) return { order: thread.order.id };
  if (thread.kind === 'general') return { general: true };
  return { thread: thread.id! };
}

export function sameThread(key: ThreadKey, thread: ThreadSummary): boolean {
  if ('general' in key) return thread.kind === 'general';
  if ('order' in key) return thread.order?.id === key.order;
  return thread.id === key.thread;
}
