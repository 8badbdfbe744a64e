/**
 * Runs `run` when the browser is idle (or after `timeoutMs` at the latest; 1.5 s later where there
 * is no requestIdleCallback). Returns a cancel function, for effect cleanups.
 */
export function whenIdle(run: () => void, timeoutMs = 4000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}
