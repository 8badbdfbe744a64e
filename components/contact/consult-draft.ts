import { APP, CONSULT } from '@/lib/config';
import { isCountryCode } from '@/lib/countries';
import { FILE_HANDLE, INQUIRY_FILES } from '@/lib/uploads';

/*
 * The contact form's draft: what the visitor typed lives in sessionStorage until the request is
 * stored, so a reload, a failed send or a closed tab in the same session loses nothing. Files
 * already uploaded are kept by their handle (valid for a day), name and size.
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

/** An uploaded file as the draft keeps it. */
export interface DraftFile {
  handle: string;
  name: string;
  size: number;
}

export interface Draft {
  values: Values;
  product: AttachedProduct | null;
  files?: DraftFile[];
}

function readFiles(raw: unknown): DraftFile[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((f): f is DraftFile => {
      const { handle, name, size } = (f ?? {}) as Record<string, unknown>;
      return typeof handle === 'string' && FILE_HANDLE.test(handle) && typeof name === 'string' && name.length <= 200 && typeof size === 'number' && size >= 0;
    })
    .slice(0, INQUIRY_FILES.maxFiles)
    .map(({ handle, name, size }) => ({ handle, name, size }));
}

export function readDraft(): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { values, product, files } = parsed as { values?: unknown; product?: unknown; files?: unknown };
    const restored = { ...EMPTY_VALUES };
    if (typeof values === 'object' && values !== null) {
      for (const field of TEXT_FIELDS) {
        const value = (values as Record<string, unknown>)[field];
        if (typeof value === 'string') restored[field] = value.slice(0, 4 * CONSULT.maxLength.message);
      }
    }
    // The country is a code from the list (a draft from before the list held free text).
    if (!isCountryCode(restored.country)) restored.country = '';
    let attached: AttachedProduct | null = null;
    if (typeof product === 'object' && product !== null) {
      const { id, name } = product as { id?: unknown; name?: unknown };
      if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) {
        attached = { id, name: typeof name === 'string' ? name : null };
      }
    }
    return { values: restored, product: attached, files: readFiles(files) };
  } catch {
    return null;
  }
}

/** Best effort: private modes and full quotas must never break the form. */
export function writeDraft(draft: Draft | null): void {
  try {
    // The country alone (preselected from the language) is no draft.
    const empty = !draft || (!draft.product && !draft.files?.length && TEXT_FIELDS.every((field) => field === 'country' || draft.values[field].trim() === ''));
    if (empty) window.sessionStorage.removeItem(DRAFT_KEY);
    else window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* storage unavailable: the controlled inputs still hold the text */
  }
}
