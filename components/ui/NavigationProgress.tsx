'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyOrNothing } from './lazy-or-nothing';
import { whenIdle } from '@/lib/when-idle';

// The listeners (progress bar, cancelling pending requests, scrolling to the top) arrive once the
// page is idle, moments after it has loaded, or with the first click if that comes sooner: no page
// needs them for its first paint, and the first load carries only this loader. A click on a link
// before they were there is handed to them, so that navigation gets its bar and its scroll too.
// A chunk that fails to arrive (a flaky network, a tab older than the deploy) leaves the page as it is.
const NavigationListener = lazyOrNothing(() => import('./NavigationListener'));

/** On every client navigation: the progress bar, pending requests cancelled, the top of the page. */
export default function NavigationProgress() {
  const [ready, setReady] = useState(false);
  const firstClick = useRef<MouseEvent | null>(null);
  useEffect(() => {
    const onFirstClick = (event: MouseEvent) => {
      firstClick.current = event;
      setReady(true);
    };
    // A press starts fetching the listeners, so they are usually there when its click comes.
    const onPress = () => setReady(true);
    document.addEventListener('pointerdown', onPress, { once: true, capture: true });
    document.addEventListener('click', onFirstClick, { once: true });
    const cancelIdle = whenIdle(() => setReady(true));
    return () => {
      cancelIdle();
      document.removeEventListener('pointerdown', onPress, { capture: true });
      document.removeEventListener('click', onFirstClick);
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <NavigationListener firstClick={firstClick} />
    </Suspense>
  ) : null;
}
