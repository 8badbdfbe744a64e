import 'server-only';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import type { ContentFormTexts } from './FaqControls';
import type { LocalizedFieldsTexts } from './LocalizedFields';

/** The `contentForm` texts for the content forms' client parts (placeholders left for them to fill). */
export async function contentFormTexts(locale: AdminLocale): Promise<ContentFormTexts> {
  const t = await adminTranslator(locale, 'contentForm');
  return {
    languages: t('languages'),
    complete: t('complete'),
    partial: t('partial'),
    empty: t('empty'),
    copyFrom: t('copyFrom'),
    copy: t('copy'),
    required: t('required'),
    save: t('save'),
    saving: t('saving'),
    saved: t('saved'),
    delete: t('delete'),
    confirmDelete: t('confirmDelete'),
    cancel: t('cancel'),
    create: t('create'),
    moveUp: t('moveUp'),
    moveDown: t('moveDown'),
    reloadHint: t('reloadHint'),
    reload: t('reload'),
    edit: t('edit'),
    close: t('close'),
    history: t('history'),
    languagesDone: t.raw('languagesDone') as string,
  };
}

/** The language tabs' texts (LocalizedFields) out of the content forms' texts. */
export function localizedFieldTexts({ languages, complete, partial, empty, copyFrom, copy, required }: ContentFormTexts): LocalizedFieldsTexts {
  return { languages, complete, partial, empty, copyFrom, copy, required };
}
