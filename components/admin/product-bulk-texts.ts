import 'server-only';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { keyedTexts } from '@/lib/keyed-texts';
import type { ProductBulkTexts } from './ProductBulkBar';

/** The product list's bulk bar texts (templates with `{count}`… stay raw: the bar fills them as the choice changes), and a row checkbox's name. */
export async function productBulkTexts(locale: AdminLocale): Promise<{ texts: ProductBulkTexts; rowLabel: (name: string) => string }> {
  const t = await adminTranslator(locale, 'productBulk');
  return {
    texts: {
      ...keyedTexts(['label', 'selectPage', 'publish', 'hide', 'moveTo', 'move', 'chooseCategory', 'delete', 'confirm', 'cancel', 'busy', 'clear'], (k) => t(k)),
      ...keyedTexts(['selected', 'everyMatch', 'everyMatchOn', 'confirmDelete', 'done', 'unchanged', 'missing', 'exportAs'], (k) => t.raw(k) as string),
      exportLabel: t('exportLabel'),
    },
    rowLabel: (name) => t('row', { name }),
  };
}
