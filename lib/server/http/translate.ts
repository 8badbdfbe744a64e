import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config';
import { negotiateLocale } from '@/i18n/locale';
import { loadMessages } from '@/i18n/messages';

/** The translator of the `server` namespace for API answers (outside any page render). */
export async function serverTranslator(locale: Locale) {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages, namespace: 'server' });
}

export type ServerTranslator = Awaited<ReturnType<typeof serverTranslator>>;
export type ServerMessageKey = Parameters<ServerTranslator>[0];

/** A message with placeholder values chosen at run time (the types of ICU arguments are not known here). */
export function translate(t: ServerTranslator, key: ServerMessageKey, values?: Record<string, string | number>): string {
  return (t as (key: string, values?: Record<string, string | number>) => string)(key, values);
}

/** The answer's language: the client sends its locale as Accept-Language. */
export function requestLocale(request: Request): Locale {
  return negotiateLocale(request.headers.get('accept-language'));
}
