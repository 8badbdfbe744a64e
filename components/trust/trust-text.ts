import { kindOfMime } from '@/lib/uploads';
import type { Locale } from '@/lib/client-config';

/*
 * How the trust facts read on a page: a term's first line is its short form (beside the quote
 * button), the lines after it its details; a document is named by its kind; a validity date is
 * written the locale's way.
 */

/** A term's first line and the paragraphs after it. */
export function splitTerm(text: string): { lead: string; rest: string[] } {
  const [lead = '', ...rest] = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { lead, rest };
}

/** "PDF", "PNG", "JPG", "WEBP": a document's kind for people. */
export function documentKind(mime: string): string {
  return (kindOfMime(mime) ?? 'file').toUpperCase();
}

/** A YYYY-MM-DD date in the locale's medium style (the day itself, whatever the server's time zone). */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
