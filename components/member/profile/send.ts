import { api } from '@/lib/api/client';
import type { ReplyEnvelope } from '@/lib/api/contract';

type Reply<T> = ReplyEnvelope<T>;

/** The profile forms' request: the whole reply envelope, errors left to the form (no toast). */
export const send = <T>(method: 'post' | 'patch', url: string, data: unknown) =>
  api[method]<T>(url, { data, errorMessageMode: 'none', isTransformResponse: false }) as Promise<Reply<T>>;
