import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';
import { loadMessages } from './messages';

/**
 * The server's time zone, read once: without it next-intl asks `Intl.DateTimeFormat()` for it on every
 * request that formats or provides messages, which cost ~6 % of a dynamic page's CPU (a profile of
 * a member page, docs/operations/performance.md). Same value as next-intl's default.
 */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(locale), timeZone: TIME_ZONE };
});
