import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config';
import { loadMessages } from '@/i18n/messages';

/** The translator of the `server` namespace for API answers (outside any page render). */
export async function serverTranslator(locale: Locale) {
  const messages = await loadMessages(locale);
  return createTranslator({ locale, messages, namespace: 'server' });
}

export type ServerTranslator = Awaited<ReturnType<typeof serverTranslator>>;
