/**
 * Runs `run` when the browser is idle (or after `timeoutMs` at the latest; after `fallbackMs` where
 * there is no requestIdleCallback). Returns a cancel function, for effect cleanups.
 */
export function whenIdle(run: () => void, timeoutMs = 4000, fallbackMs = 1500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
