import 'server-only';
import { adminMessages, type AdminLocale, type AdminMessages } from '@/i18n/admin';

export type TransferTexts = AdminMessages['productTransfer'];

/**
 * The import/export page's texts in the back office's language, as written: the page fills their
 * `{count}`, `{created}` and `{updated}` in the browser, with the preview's numbers.
 */
export async function transferTexts(locale: AdminLocale): Promise<TransferTexts> {
  return (await adminMessages(locale)).productTransfer;
}

export type ZipTexts = AdminMessages['productTransferPictures'];

/** The texts of the import's ZIP of pictures (the page fills their `{count}` and `{name}`). */
export async function zipTexts(locale: AdminLocale): Promise<ZipTexts> {
  return (await adminMessages(locale)).productTransferPictures;
}
