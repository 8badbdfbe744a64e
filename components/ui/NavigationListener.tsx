'use client';

import { Suspense, useCallback, useEffect, useRef, type RefObject } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import NProgress from 'nprogress';
import { cancelAllPending } from '@/lib/api/pending';
import styles from './NavigationProgress.module.css';

/** A navigation that never changes the URL (say, a redirect back to this page) must not leave the bar running. */
const GIVE_UP_MS = 10_000;

const currentUrl = () => location.pathname + location.search;

/*
 * nprogress comes in this module's own chunk, which is itself loaded when the page is first idle
 * or with the first press (NavigationProgress.tsx): one fetch. Fetched apart, the bar arrived a
 * second round trip later, and on a slow phone a navigation that began with the first click could
 * end before it, showing none.
 */
let configured = false;
function bar(): typeof NProgress {
  if (!configured) {
    NProgress.configure({
      showSpinner: false,
      barSelector: '[data-progress-bar]',
      template: `<div class="${styles.bar}" data-progress-bar aria-hidden="true"><div class="${styles.peg}"></div></div>`,
    });
    configured = true;
  }
  return NProgress;
}

/** Whether a click is a plain left click on a same-origin link to another page (not a new tab, download or hash). */
function startsNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin && url.pathname + url.search !== currentUrl();
}

/** Reports a change of path or query; behind Suspense so that pages using it stay static. */
function RouteChange({ onChange }: { onChange: () => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else onChange();
  }, [pathname, search, onChange]);
  return null;
}

/**
 * On every client navigation: shows the progress bar, cancels pending requests and, after a link
 * navigation, scrolls to the top (back/forward keep the position the browser restores).
 */
export default function NavigationListener({ firstClick: firstClickRef }: { firstClick?: RefObject<MouseEvent | null> }) {
  const started = useRef<'link' | 'history' | null>(null);
  const committed = useRef('');
  const giveUp = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    committed.current = currentUrl();
    const start = (kind: 'link' | 'history') => {
      started.current = kind;
      cancelAllPending();
      bar().start();
      clearTimeout(giveUp.current);
      giveUp.current = setTimeout(() => bar().done(), GIVE_UP_MS);
    };
    const onClick = (event: MouseEvent) => {
      if (startsNavigation(event)) start('link');
    };
    const onPopState = () => {
      if (currentUrl() !== committed.current) start('history');
    };
    // A click before this module had arrived (NavigationProgress kept it): if it started a
    // navigation that is still under way, it gets its bar now.
    const early = firstClickRef?.current;
    if (early && firstClickRef) {
      firstClickRef.current = null;
      onClick(early);
    }
    // Bubble phase: a click that a carousel swallows after a drag never arrives here.
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      clearTimeout(giveUp.current);
    };
  }, [firstClickRef]);

  const onRouteChange = useCallback(() => {
    committed.current = currentUrl();
    clearTimeout(giveUp.current);
    if (configured) bar().done();
    if (started.current === 'link' && !location.hash) window.scrollTo(0, 0);
    started.current = null;
  }, []);

  return (
    <Suspense fallback={null}>
      <RouteChange onChange={onRouteChange} />
    </Suspense>
  );
}
