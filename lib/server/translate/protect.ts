import 'server-only';
import { termPattern } from '@/lib/protected-terms';

/*
 * Protected terms (the company's name, materials, brands) must come back exactly as written. Every
 * provider receives HTML: the text escaped, each term inside `<span translate="no" id="tN">`,
 * which DeepL and LibreTranslate leave untranslated in HTML mode and the chat prompt tells the
 * model to keep. Whatever a provider does inside such a span, restoring puts the original term
 * back by its number, so a term is never translated even by a provider that ignores the hint; a
 * span that does not come back makes the text fail rather than lose the term.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ESCAPES[c]);

function unescapeHtml(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

export interface Protected {
  /** The HTML the provider receives. */
  html: string;
  /** The terms in the order of their placeholders. */
  terms: string[];
}

/** The text as HTML with each occurrence of a protected term in a numbered `translate="no"` span. */
export function protect(text: string, terms: readonly string[]): Protected {
  const pattern = termPattern(terms);
  const found: string[] = [];
  if (!pattern) return { html: escapeHtml(text), terms: found };
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    html += escapeHtml(text.slice(last, at));
    html += `<span translate="no" id="t${found.length}">${escapeHtml(match[0])}</span>`;
    found.push(match[0]);
    last = at + match[0].length;
  }
  html += escapeHtml(text.slice(last));
  return { html, terms: found };
}

/**
 * The provider's HTML back to plain text with the original terms, or null when a placeholder went
 * missing (the text is then reported as failed, never saved without its term).
 */
export function restore(html: string, terms: readonly string[]): string | null {
  const seen = new Set<number>();
  const withTerms = html.replace(/<span\b[^>]*\bid=["']?t(\d+)["']?[^>]*>[\s\S]*?<\/span>/gi, (_m, n: string) => {
    const index = Number(n);
    if (index >= terms.length) return '';
    seen.add(index);
    return `\u0000${index}\u0000`;
  });
  if (seen.size !== terms.length) return null;
  // Any other markup a provider added is not ours: drop it, then decode the entities.
  const plain = unescapeHtml(withTerms.replace(/<[^>]*>/g, ''));
  return plain.replace(/\u0000(\d+)\u0000/g, (_m, n: string) => terms[Number(n)]).trim();
}
