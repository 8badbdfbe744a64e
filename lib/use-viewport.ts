'use client';

import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, MOBILE_BELOW_PX, RESIZE_DEBOUNCE_MS } from './client-config';

export type LayoutClass = keyof typeof BREAKPOINTS;

export interface Viewport {
  /** Viewport width in CSS px; 0 while rendering on the server (mobile first). */
  width: number;
  /** True when the width is below MOBILE_BELOW_PX (992 px). */
  isMobile: boolean;
  /** The breakpoint the width falls in. */
  layoutClass: LayoutClass;
}

/** Breakpoints from the widest down, so the first one the width reaches wins. */
const DESCENDING = (Object.entries(BREAKPOINTS) as [LayoutClass, number][]).sort((a, b) => b[1] - a[1]);
const SMALLEST = DESCENDING[DESCENDING.length - 1][0];

/**
 * The breakpoint a width falls in, min-width style (as in the CSS): `lg` from 992 up to 1199, `xxl` from 1600.
 * `xs` is the floor: it also covers widths below its own value.
 */
export function breakpointOf(width: number): LayoutClass {
  for (const [name, min] of DESCENDING) if (width >= min) return name;
  return SMALLEST;
}

export function viewportOf(width: number): Viewport {
  return { width, isMobile: width < MOBILE_BELOW_PX, layoutClass: breakpointOf(width) };
}

/** Trailing-edge debounce: `fn` runs once, `waitMs` after the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

// One debounced resize listener for every subscriber, attached while anyone listens. The width is read
// when the debounce fires, so every subscriber sees the same settled value.
const listeners = new Set<() => void>();
let currentWidth = 0;
const notify = debounce(() => {
  currentWidth = window.innerWidth;
  for (const listener of listeners) listener();
}, RESIZE_DEBOUNCE_MS);

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    currentWidth = window.innerWidth;
    window.addEventListener('resize', notify, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', notify);
      notify.cancel();
    }
  };
}

const getWidth = () => (listeners.size === 0 ? window.innerWidth : currentWidth);
const getServerWidth = () => 0;

/** The viewport width, its breakpoint and the mobile flag; resize is debounced (RESIZE_DEBOUNCE_MS). */
export function useViewport(): Viewport {
  return viewportOf(useSyncExternalStore(subscribe, getWidth, getServerWidth));
}
