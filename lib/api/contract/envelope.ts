/** The reply envelope and the shapes every domain's answers share (docs/api.md, "The envelope"). */
import type { Locale } from '@/lib/config';

/** Every answer of /v1: `{ code, result, message, status }`. `status` is 'success' or 'fail'. */
export interface ReplyEnvelope<T = unknown> {
  code: number;
  result: T;
  message: string;
  status: 'success' | 'fail';
}

/** Text fields that fell back to another locale say which one (the content fallback chain: asked → en → zh-CN). */
export type FallbackLangs<K extends string> = Partial<Record<K, Locale>>;

/** `result` of a validation failure: a translated message per field. */
export interface ValidationErrors {
  errors: Record<string, string>;
}

export interface ListResult<T> {
  list: T[];
}
