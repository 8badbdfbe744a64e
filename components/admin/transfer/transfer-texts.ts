import 'server-only';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { keyedTexts } from '@/lib/keyed-texts';

const KEYS = [
  'importTitle',
  'importHint',
  'file',
  'preview',
  'previewing',
  'noFile',
  'kinds',
  'new',
  'changed',
  'unchanged',
  'refused',
  'shownKind',
  'line',
  'slug',
  'details',
  'column',
  'old',
  'newValue',
  'empty',
  'noRows',
  'listedOnly',
  'fields',
  'confirm',
  'confirming',
  'cannotConfirm',
  'nothing',
  'expires',
  'done',
  'again',
] as const;

export type TransferTexts = Record<(typeof KEYS)[number], string>;

/** The import's texts in the back office's language; `{count}`, `{created}`, `{updated}` are filled in on the page. */
export async function transferTexts(locale: AdminLocale): Promise<TransferTexts> {
  const t = await adminTranslator(locale, 'productTransfer');
  // The raw message: its placeholders are filled in the browser, with the preview's numbers.
  return keyedTexts(KEYS, (key) => t.raw(key) as string);
}
