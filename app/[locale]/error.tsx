'use client';

import dynamic from 'next/dynamic';
import type { Props } from '@/components/ui/RouteErrorBody';

// Everything the boundary shows is loaded when an error happens: as a static import, its logging,
// its texts' loader and its stylesheet were on every page (a render-blocking stylesheet measurably
// delays the LCP).
const RouteErrorBody = dynamic(() => import('@/components/ui/RouteErrorBody'));

/** The route error boundary: a render error anywhere under a locale lands here. */
export default function RouteError(props: Props) {
  return <RouteErrorBody {...props} />;
}
