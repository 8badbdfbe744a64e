import { splitByTerms } from '@/lib/protected-terms';

/**
 * A text whose protected terms (the company's name, materials, brands: kept in the back office)
 * are marked `translate="no"`, so a browser's own page translation leaves them as written.
 */
export default function KeepTerms({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {splitByTerms(text, terms).map((part, i) =>
        part.term ? (
          <span key={i} translate="no">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
