import { APP, CONSULT } from '@/lib/config';

/*
 * The contact form's draft: what the visitor typed lives in sessionStorage until the request is
 * stored, so a reload, a failed send or a closed tab in the same session loses nothing.
 */

const DRAFT_KEY = `${APP.shortName}_consult_draft`;

export type TextField = 'name' | 'company' | 'email' | 'phone' | 'country' | 'quantity' | 'message';
export type Values = Record<TextField, string>;

export const EMPTY_VALUES: Values = { name: '', company: '', email: '', phone: '', country: '', quantity: '', message: '' };
export const TEXT_FIELDS = Object.keys(EMPTY_VALUES) as TextField[];

export interface AttachedProduct {
  id: number;
  /** null while the name is being fetched. */
  name: string | null;
}

export interface Draft {
  values: Values;
  product: AttachedProduct | null;
}

export function readDraft(): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, product } = parsed as { values?: unknown; product?: unknown };
    const restored = { ...EMPTY_VALUES };
    if (typeof values === 'object' && values !== null) {
      for (const field of TEXT_FIELDS) {
        const value = (values as Record<string, unknown>)[field];
        if (typeof value === 'string') restored[field] = value.slice(0, 4 * CONSULT.maxLength.message);
      }
    }
    let attached: AttachedProduct | null = null;
    if (typeof product === 'object' && product !== null) {
      const { id, name } = product as { id?: unknown; name?: unknown };
      if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) {
        attached = { id, name: typeof name === 'string' ? name : null };
      }
    }
    return { values: restored, product: attached };
  } catch {
    return null;
  }
}

/** Best effort: private modes and full quotas must never break the form. */
export function writeDraft(draft: Draft | null): void {
  try {
    const empty = !draft || (!draft.product && TEXT_FIELDS.every((field) => draft.values[field].trim() === ''));
    if (empty) window.sessionStorage.removeItem(DRAFT_KEY);
    else window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* storage unavailable: the controlled inputs still hold the text */
  }
}
