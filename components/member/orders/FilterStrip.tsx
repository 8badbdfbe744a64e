'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Orders.module.css';

/**
 * The orders list's status chips: on phones a strip that scrolls sideways (faded at its end, like
 * the member menu's), the current chip brought into view.
 */
export default function FilterStrip({ label, current, children }: { label: string; current: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const strip = ref.current;
    const chip = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !chip || strip.scrollWidth <= strip.clientWidth) return;
    const offset = chip.offsetLeft - strip.offsetLeft - (strip.clientWidth - chip.offsetWidth) / 2;
    strip.scrollTo({ left: document.dir === 'rtl' ? -Math.max(0, strip.scrollWidth - strip.clientWidth - offset) : offset, behavior: 'instant' as ScrollBehavior });
  }, [current]);
  return (
    <nav ref={ref} className={styles.filters} aria-label={label}>
      {children}
    </nav>
  );
}
