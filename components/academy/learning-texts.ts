import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { keyedTexts } from '@/lib/keyed-texts';
import type { LearningTexts } from './LearningIsland';

/** The island's words (placeholders `{done}`, `{total}`, `{title}` left for it to fill). */
export async function learningTexts(locale: Locale): Promise<LearningTexts> {
  const t = await getTranslations({ locale, namespace: 'academy.island' });
  return {
    ...keyedTexts(['progress', 'resume'], (k) => t.raw(k) as string),
    ...keyedTexts(['start', 'completed', 'markDone', 'markedDone', 'undo', 'failed', 'loginPrompt', 'login'], (k) => t(k)),
  };
}
