import type { Locale } from '@/lib/config';
import type { MachineMarks } from '../LocalizedFields';
import type { FillTexts } from './FillMissingLanguages';

/**
 * What a list of editable records (the FAQ, the categories) hands its editors of the translation
 * help: the fill button's texts (null: no provider, no button) and each record's machine marks.
 */
export interface TranslationKit {
  fill: FillTexts | null;
  machine: Record<number, readonly Locale[]>;
  label: string;
  note: string;
}

/** A record's marks for its language tabs. */
export const marksOf = (kit: TranslationKit | undefined, id: number): MachineMarks | undefined =>
  kit ? { locales: kit.machine[id] ?? [], label: kit.label, note: kit.note } : undefined;
