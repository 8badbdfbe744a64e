'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './MobileMenu.module.css';

/**
 * The phone menu's button and panel: the panel's contents are rendered on the server (MobileMenu),
 * so this island holds only the behaviour: open and close, Escape, closing on navigation, and the
 * current page's link marked (aria-current) in the panel.
 */
export default function MenuDisclosure({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    for (const link of panel.current?.querySelectorAll<HTMLAnchorElement>('nav a[href]') ?? []) {
      if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.root}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} aria-label={open ? closeLabel : openLabel} onClick={() => setOpen((v) => !v)}>
        <span className={styles.bars} data-open={open} aria-hidden="true" />
      </button>
      <div id={panelId} ref={panel} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
