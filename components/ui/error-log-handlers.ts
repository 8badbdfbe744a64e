import { isApiCancelled, isApiError } from '@/lib/api/errors';
import { addErrorLog, describeThrown, pageUrl } from '@/lib/error-log';

/*
 * What ErrorLogListener does with a window 'error' (capture phase) or 'unhandledrejection' event:
 * loaded after the page, or with the first such event (ErrorLogListener keeps events until then).
 */

export function handleWindowEvent(event: Event): void {
  if (event.type === 'unhandledrejection') handleRejection(event as PromiseRejectionEvent);
  else handleErrorEvent(event);
}

function handleErrorEvent(event: Event): void {
  const target = event.target;
  if (target instanceof Element) {
    logResourceError(target);
    return;
  }
  // Only window's own ErrorEvents are script errors; anything else dispatched at window is not ours to read.
  if (!(event instanceof ErrorEvent)) return;
  const thrown: unknown = event.error;
  if (isApiError(thrown) || isApiCancelled(thrown)) return;
  const described = thrown === undefined || thrown === null ? null : describeThrown(thrown);
  addErrorLog({
    type: 'script',
    // Cross-origin scripts give only "Script error." and no error object.
    message: event.message || described?.message || 'Script error',
    name: described?.name || 'Error',
    file: event.filename ?? '',
    stack: described?.stack ?? '',
    url: pageUrl(),
    detail: JSON.stringify({ lineno: event.lineno ?? 0, colno: event.colno ?? 0 }),
  });
}

function logResourceError(element: Element): void {
  const tag = element.tagName.toLowerCase();
  const source = resourceUrl(element);
  addErrorLog({
    type: 'resource',
    message: source ? `Failed to load <${tag}> ${source}` : `Failed to load <${tag}>`,
    name: tag,
    url: source || pageUrl(),
    detail: JSON.stringify({ tagName: element.tagName, page: pageUrl() }),
  });
}

function handleRejection(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (isApiError(reason) || isApiCancelled(reason)) return;
  const described = describeThrown(reason);
  addErrorLog({
    type: 'promise',
    message: described.message,
    name: described.name,
    stack: described.stack,
    url: pageUrl(),
    detail: reason instanceof Error ? '' : described.raw,
  });
}

/** The address of what failed: src (img, script, media, iframe), href (link, svg image) or data (object). */
function resourceUrl(element: Element): string {
  const candidate = element as Element & { currentSrc?: unknown; src?: unknown; href?: unknown; data?: unknown };
  for (const value of [candidate.currentSrc, candidate.src, candidate.href, candidate.data]) {
    if (typeof value === 'string' && value !== '') return value;
    // SVG <image href>: an SVGAnimatedString.
    if (typeof value === 'object' && value !== null && 'baseVal' in value) {
      const base = (value as { baseVal: unknown }).baseVal;
      if (typeof base === 'string' && base !== '') return base;
    }
  }
  return element.getAttribute('src') ?? element.getAttribute('href') ?? '';
}
