'use client';

import { useEffect } from 'react';
import { useViewport } from '@/lib/use-viewport';

/** Keeps `<html data-layout="md">` (the layout width class, by breakpoint) in step with the viewport. Renders nothing. */
export default function ViewportClass() {
  const { width, layoutClass } = useViewport();
  useEffect(() => {
    // Width 0 is the server snapshot, seen only during hydration: wait for the real width.
    if (width > 0) document.documentElement.dataset.layout = layoutClass;
  }, [width, layoutClass]);
  return null;
}
