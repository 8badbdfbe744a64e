'use client';

import { useEffect, useState } from 'react';
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/client-config';
import styles from './ScrollToTop.module.css';

const FIRST_FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Fixed at the bottom (inline end); shown once the page is scrolled SCROLL_TOP_THRESHOLD_PX or more (100 px). */
export default function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY >= SCROLL_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <button
      type="button"
      className={styles.button}
      hidden={!visible}
      aria-label={label}
      title={label}
      onClick={(event) => {
        const byKeyboard = event.detail === 0;
        // The button hides itself below the threshold; hidden while focused, it stops a smooth scroll short (Chrome).
        event.currentTarget.blur();
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
        // A keyboard user carries on from the top of the page, not from the end of it.
        if (byKeyboard) document.querySelector<HTMLElement>(FIRST_FOCUSABLE)?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7m7-7l7 7M12 5v14" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
