import type { Locale } from '@/lib/config';
import { hasRtlLetters, langDir, splitLtrRuns } from '@/lib/bidi';

/**
 * A spec value (material, size, an option) as a buyer reads it in any page (lib/bidi.ts):
 * - a fallback text: in its own language and direction;
 * - a text with Arabic (or Hebrew) letters: right to left, each embedded Latin or measurement run
 *   ("36 × 26 cm", "3.5 mm", "Galaxy S24/S25") isolated left to right, so it is not drawn "cm 26 × 36";
 * - any other text ("22 × 14 cm", "3 mm SBR neoprene", Chinese): left to right, isolated.
 */
export function SpecText({ text, lang }: { text: string; lang?: Locale }) {
  if (lang) return <bdi {...langDir(lang)}>{text}</bdi>;
  if (!hasRtlLetters(text)) return <bdi dir="ltr">{text}</bdi>;
  return (
    <>
      {splitLtrRuns(text).map((run, index) =>
        run.ltr ? (
          <bdi key={index} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
