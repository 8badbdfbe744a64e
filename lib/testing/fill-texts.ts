import type { FillTexts } from '@/components/admin/translate/FillMissingLanguages';
import messages from '@/messages/admin/en.json';

/** The fill button's English texts, as the back office's pages hand them over (for component tests). */
export function englishFillTexts(): FillTexts {
  const t = messages.translate;
  return {
    fill: t.fill,
    filling: t.filling,
    hint: t.fillHint,
    filled: t.filled,
    failed: t.failed,
    confirm: t.confirm,
    cancel: t.cancel,
    confirmBulk: t.confirmBulk,
    bulkDone: t.bulkDone,
    progress: t.progress,
  };
}
