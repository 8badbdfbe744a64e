'use client';

import { useEffect, useRef, useState } from 'react';
import type { ToastKind } from '@/lib/api/feedback';
import type { ToastItem } from './use-toasts';
import styles from './Toast.module.css';

export type { ToastKind };

/** How long a toast stays when its caller gives no duration. */
export const DEFAULT_TOAST_MS = 3000;

export type { ToastItem } from './use-toasts';

export interface ToastProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  dismissLabel: string;
}

/**
 * One toast: role="alert" for errors, role="status" otherwise. It dismisses itself after its duration;
 * the countdown pauses while it is hovered or holds focus, so it can always be read (WCAG 2.2.1).
 */
export function Toast({ toast, onDismiss, dismissLabel }: ToastProps) {
  const { id, text, kind } = toast;
  const durationMs = toast.durationMs ?? DEFAULT_TOAST_MS;
  const [paused, setPaused] = useState(false);
  const remaining = useRef(durationMs);

  useEffect(() => {
    if (paused || durationMs <= 0) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, durationMs, id, onDismiss]);

  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`${styles.toast} ${styles[kind] ?? ''}`}
      data-kind={kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <span className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={() => onDismiss(id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  dismissLabel: string;
}

/** The toasts themselves, for a live region that is already in the page (ApiFeedback's). */
export function Toasts({ toasts, onDismiss, dismissLabel }: ToastRegionProps) {
  return toasts.map((toast) => <Toast key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel} />);
}

/** The polite live region that holds the toasts. Always rendered, so screen readers announce what is added. */
export function ToastRegion(props: ToastRegionProps) {
  return (
    <div className="toast-region" aria-live="polite" aria-relevant="additions text">
      <Toasts {...props} />
    </div>
  );
}

export { MAX_TOASTS, useToasts } from './use-toasts';
