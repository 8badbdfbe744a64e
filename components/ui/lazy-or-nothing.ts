import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part the page can do without: when its chunk cannot be fetched (a flaky network,
 * a tab older than the deploy) it renders nothing, instead of the error reaching the root layout,
 * which has no boundary above it.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const nothing: ComponentType<P> = () => null;
  return lazy(() => load().catch(() => ({ default: nothing })));
}
