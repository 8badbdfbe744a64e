'use client';

import { useTransition, type ChangeEvent, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import type { Locale } from '@/lib/client-config';
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
 * Switches language and stays on the current page (and query). The options (each language in its
 * own name) are rendered on the server (Header) and passed as children: the names are not in
 * every page's JavaScript.
 */
export default function LocaleSwitcher({ label, locale, children }: { label: string; locale: Locale; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value as Locale;
    const Cookies = await loadCookies();
    // The proxy never sets this cookie on a page (cached pages must not carry one): the choice is made here.
    Cookies.set(LOCALE_COOKIE, next, { path: '/', sameSite: 'lax', expires: ONE_YEAR_DAYS, secure: window.location.protocol === 'https:' });
    startTransition(() => router.push(`${switchLocalePath(pathname, next)}${window.location.search}`));
  }

  return (
    <label className={styles.switcher}>
      <span className="visually-hidden">{label}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-4A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.6 1.9 4h-3.8c.4-1.4 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 4A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-4 15.7 15.7 0 0 0-1.4 4ZM12 20c-.8-1.2-1.5-2.6-1.9-4h3.8c-.4 1.4-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.2 6a15.7 15.7 0 0 0 1.4-4h3a8 8 0 0 1-4.4 4Zm1.8-6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z" />
      </svg>
      <select
        value={locale}
        onChange={onChange}
        onFocus={() => void loadCookies()}
        onPointerEnter={() => void loadCookies()}
        disabled={pending}
        className={styles.select}
      >
        {children}
      </select>
    </label>
  );
}
