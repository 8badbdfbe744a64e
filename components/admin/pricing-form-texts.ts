import 'server-only';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { keyedTexts } from '@/lib/keyed-texts';

const KEYS = [
  'title',
  'intro',
  'onRequest',
  'currency',
  'tiers',
  'quantity',
  'unitPrice',
  'addTier',
  'options',
  'optionsHint',
  'nameZh',
  'nameEn',
  'surcharge',
  'addOption',
  'remove',
  'sampleFee',
  'sampleDays',
  'validUntil',
  'save',
  'saving',
  'saved',
] as const;

export type PricingFormTexts = Record<(typeof KEYS)[number], string>;

/** The price guidance form's texts in the back office's language (the form gets plain strings). */
export async function pricingFormTexts(locale: AdminLocale): Promise<PricingFormTexts> {
  const t = await adminTranslator(locale, 'productPricing');
  return keyedTexts(KEYS, (key) => t(key));
}
