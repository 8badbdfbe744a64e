import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import type { LearningTexts } from './LearningIsland';

/** The island's words (placeholders `{done}`, `{total}`, `{title}` left for it to fill). */
export async function learningTexts(locale: Locale): Promise<LearningTexts> {
  const t = await getTranslations({ locale, namespace: 'academy.island' });
  return {
    progress: t.raw('progress') as string,
    resume: t.raw('resume') as string,
    start: t('start'),
    completed: t('completed'),
    markDone: t('markDone'),
    markedDone: t('markedDone'),
    undo: t('undo'),
    failed: t('failed'),
    loginPrompt: t('loginPrompt'),
    login: t('login'),
  };
}
