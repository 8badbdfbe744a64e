'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { COUNTER } from '@/lib/client-config';

// Fetched only where it animates, after hydration: the page's first load carries none of it.
const CountUp = lazy(() => import('react-countup'));

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const motionAllowed = () => !(window.matchMedia?.(REDUCED_MOTION).matches ?? false);
// The server (and hydration) render the final figure; the animation is an enhancement.
const motionAllowedOnServer = () => false;

/**
 * The years-of-experience figure: counts from COUNTER.start to COUNTER.end, followed by "+",
 * once it scrolls into view. Server HTML and reduced motion show the end value; assistive technology gets
 * the whole figure with its label, never the ticking number.
 */
export default function YearsCounter({ label, className }: { label: string; className?: string }) {
  const animate = useSyncExternalStore(subscribeMotion, motionAllowed, motionAllowedOnServer);
  const final = COUNTER.end.toFixed(COUNTER.decimals);
  // As wide as the final figure from the first frame, and every digit as wide as the others (tabular
  // figures: many system fonts draw a narrow 1), so neither the digits nor the plus sign move while it counts.
  const digits = { display: 'inline-block', minInlineSize: `${final.length}ch`, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    // dir=ltr: the number and its plus sign read "10+" in right-to-left pages too.
    <span role="img" aria-label={`${final}+ ${label}`} className={className} dir="ltr">
      {animate ? (
        <Suspense fallback={<span style={digits}>{final}</span>}>
          <CountUp start={COUNTER.start} end={COUNTER.end} duration={COUNTER.durationMs / 1000} decimals={COUNTER.decimals} enableScrollSpy scrollSpyOnce scrollSpyDelay={0}>
            {({ countUpRef }) => (
              <span ref={countUpRef} style={digits}>
                {final}
              </span>
            )}
          </CountUp>
        </Suspense>
      ) : (
        <span style={digits}>{final}</span>
      )}
      +
    </span>
  );
}
