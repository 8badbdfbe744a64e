'use client';

import { useSyncExternalStore } from 'react';
import Link from 'next/link';
import { hasSessionHint } from '@/lib/session-hint';

/** The hint can change in another tab (a login, a logout): look again when this one comes back. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * "My account", shown only to a browser that holds a session. The catalogue's HTML is cached and
 * shared by everyone, so the server always renders nothing here; the browser decides from the
 * non-secret "signed in" hint cookie (lib/session-hint.ts) after hydration. The hint proves
 * nothing: the member pages check the session themselves. Visitors see no login link.
 */
export default function AccountLink({ href, label, className }: { href: string; label: string; className?: string }) {
  const signedIn = useSyncExternalStore(
    subscribe,
    () => hasSessionHint(),
    () => false,
  );
  if (!signedIn) return null;
  return (
    <Link href={href} className={className}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M4 20c1.2-4 4.3-6 8-6s6.8 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </Link>
  );
}
