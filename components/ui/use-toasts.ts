'use client';

import { useCallback, useRef, useState } from 'react';
import type { ToastKind } from '@/lib/api/feedback';

export interface ToastItem {
  id: string;
  text: string;
  kind: ToastKind;
  durationMs?: number;
}

/** At most this many toasts at once; the oldest goes first. */
export const MAX_TOASTS = 5;

/** A small toast queue for ToastRegion. */
export function useToasts() {
  const [toasts, setToasts] = useState<readonly ToastItem[]>([]);
  const next = useRef(0);

  const show = useCallback((text: string, options: { kind?: ToastKind; durationMs?: number } = {}) => {
    next.current += 1;
    const id = `toast-${next.current}`;
    const item: ToastItem = { id, text, kind: options.kind ?? 'info', durationMs: options.durationMs };
    setToasts((current) => {
      // The same text of the same kind is not stacked twice: the newest replaces it.
      const others = current.filter((toast) => !(toast.text === text && toast.kind === item.kind));
      return [...others, item].slice(-MAX_TOASTS);
    });
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return { toasts, show, dismiss };
}
