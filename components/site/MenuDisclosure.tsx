'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './MobileMenu.module.css';

/**
 * The phone menu's button and panel: the panel's contents are rendered on the server (MobileMenu),
 * so this island holds only the behaviour: open and close, Escape (focus back on the button), closing
 * when focus leaves it, closing on navigation, and the
 * current page's link marked (aria-current) in the panel.
 */
export default function MenuDisclosure({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    for (const link of panel.current?.querySelectorAll<HTMLAnchorElement>('nav a[href]') ?? []) {
      if (link.getAttribute('href') === pathname) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // The panel's focused link disappears with it: focus goes back to the button that opened it, not to <body>.
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  // Tabbing past the panel's last link (or clicking elsewhere) leaves the menu: it closes, so an open
  // panel never hides the page under the element that now has focus.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !root.current?.contains(next)) setOpen(false);
  };

  return (
    <div className={styles.root} ref={root} onBlur={onBlur}>
      <button
        type="button"
        ref={button}
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.bars} data-open={open} aria-hidden="true" />
      </button>
      <div id={panelId} ref={panel} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
