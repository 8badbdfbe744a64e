import 'server-only';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import type { MachineMarks } from '../LocalizedFields';
import type { TranslationHelp } from '@/lib/server/translate/service';
import type { FillTexts } from './FillMissingLanguages';
import type { TranslationKit } from './kit';

/** How the back office names each provider. */
export const PROVIDER_NAMES = { deepl: 'DeepL', openai: 'OpenAI', libretranslate: 'LibreTranslate' } as const;

/** The fill button's texts in the back office's language, naming the configured provider. */
export async function fillTexts(locale: AdminLocale, provider: keyof typeof PROVIDER_NAMES): Promise<FillTexts> {
  const t = await adminTranslator(locale, 'translate');
  return {
    fill: t('fill'),
    filling: t('filling'),
    hint: t('fillHint', { provider: PROVIDER_NAMES[provider] }),
    filled: t.raw('filled') as string,
    failed: t.raw('failed') as string,
    confirm: t('confirm'),
    cancel: t('cancel'),
    confirmBulk: t.raw('confirmBulk') as string,
    bulkDone: t.raw('bulkDone') as string,
    progress: t.raw('progress') as string,
  };
}

/** The language tabs' "machine translated, not reviewed" mark for these languages. */
export async function machineMarks(locale: AdminLocale, locales: MachineMarks['locales']): Promise<MachineMarks> {
  const t = await adminTranslator(locale, 'translate');
  return { locales, label: t('machine'), note: t('machineNote') };
}

/** The translation help for a list of records: the fill button (with a provider) and their marks. */
export async function translationKit(locale: AdminLocale, help: TranslationHelp): Promise<TranslationKit> {
  const t = await adminTranslator(locale, 'translate');
  return { fill: help.provider ? await fillTexts(locale, help.provider) : null, machine: help.machine, label: t('machine'), note: t('machineNote') };
}
