/*
 * The protected terms (the company's name, materials, brands) as they are found in a text: the
 * translation help keeps them out of the providers' hands, and the public pages mark them
 * `translate="no"` so a browser's own translation leaves them alone too.
 */

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher of the terms, longest first (so "EVA foam" wins over "EVA"), case-insensitive; null for none. */
export function termPattern(terms: readonly string[]): RegExp | null {
  const usable = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  return new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
}

export interface TermPart {
  text: string;
  term: boolean;
}

/** The text in runs, each either a protected term or the words between them. */
export function splitByTerms(text: string, terms: readonly string[]): TermPart[] {
  const pattern = termPattern(terms);
  if (!pattern || !text) return [{ text, term: false }];
  const parts: TermPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), term: false });
    parts.push({ text: match[0], term: true });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), term: false });
  return parts;
}
