'use client';

import { useTransition, type ChangeEvent, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import type { Locale } from '@/lib/client-config';
import { isLocale } from '@/i18n/locale';
import { switchLocalePath } from '@/i18n/paths';
import styles from './LocaleSwitcher.module.css';

/** next-intl's cookie: the proxy sends an unprefixed visit to this locale. */
const LOCALE_COOKIE = 'NEXT_LOCALE';
const ONE_YEAR_DAYS = 365;

/**
 * js-cookie is loaded when the switcher is first used (focus, pointer or a change), not with every
 * page: the header is on all of them, and the product page's first-load budget is tight.
 */
const loadCookies = () => import('js-cookie').then((m) => m.default);

/**
 * The language select: switches language and stays on the current page (and query). The options
 * (each language in its own name), the label and the globe are rendered on the server
 * (LocaleSwitcher): only the select's behaviour is in every page's JavaScript.
 */
export default function LocaleSelect({ locale, children }: { locale: Locale; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLocale(next)) return;
    const Cookies = await loadCookies();
    // The proxy never sets this cookie on a page (cached pages must not carry one): the choice is made here.
    Cookies.set(LOCALE_COOKIE, next, { path: '/', sameSite: 'lax', expires: ONE_YEAR_DAYS, secure: window.location.protocol === 'https:' });
    startTransition(() => router.push(`${switchLocalePath(pathname, next)}${window.location.search}`));
  }

  return (
    <select value={locale} onChange={onChange} onFocus={() => void loadCookies()} onPointerEnter={() => void loadCookies()} disabled={pending} className={styles.select}>
      {children}
    </select>
  );
}
