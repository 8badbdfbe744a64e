import 'server-only';
import { siteUrl } from '@/lib/site-url';
import { mergeTargets, purgeTargets, type ProductAddress, type PurgeTag, type PurgeTargets } from './public-paths';

/*
 * Tells a CDN which public addresses changed (CDN_PURGE_URL, optional): after a write revalidated
 * its tags, one JSON POST names the changed paths in every locale:
 *
 *   { "site": "https://cases.example", "tags": ["products"], "everything": false,
 *     "paths": ["/products", "/en/products", …, "/product/12/red-case", "/en/product/12/red-case", …],
 *     "prefixes": [] }
 *
 * It never blocks or fails the write: writes only add to a batch, sent PURGE_DELAY_MS later (by
 * then Next has applied the revalidation, which it does after the staff route answered, and the
 * load balancer's one-second micro-cache has let go of the old page, so a CDN that asks again at
 * once gets the new one). Writes within that time are sent together. A failed POST (network error,
 * timeout, 5xx, 408, 429) is tried again after 1 s and 2 s, then given up with one log line;
 * CDN_MAX_AGE bounds how long a CDN may serve the old page then.
 */

export const PURGE_DELAY_MS = 2_000;
/** More paths than this in one batch: the body asks to purge everything instead. */
export const MAX_PATHS = 1_000;

export interface PurgeBody extends PurgeTargets {
  site: string;
  tags: string[];
}

export interface PurgerOptions {
  url: string;
  site: string;
  delayMs?: number;
  attempts?: number;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

export interface Purger {
  request(tags: readonly PurgeTag[], products?: readonly ProductAddress[]): void;
}

const RETRIABLE = new Set([408, 429]);

/** A purger for one receiver: batches requests and posts each batch with bounded retries. */
export function createPurger({
  url,
  site,
  delayMs = PURGE_DELAY_MS,
  attempts = 3,
  timeoutMs = 5_000,
  retryDelaysMs = [1_000, 2_000],
  log = (line) => console.warn(line),
}: PurgerOptions): Purger {
  // Only the receiver's origin is ever logged: its address may carry a key in the query.
  const receiver = new URL(url).origin;
  let batch: { tags: Set<string>; targets: PurgeTargets } | null = null;

  async function post(body: PurgeBody): Promise<void> {
    let failure = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return;
        failure = `HTTP ${response.status}`;
        if (response.status < 500 && !RETRIABLE.has(response.status)) break;
      } catch (error) {
        // (AbortSignal.timeout's DOMException is not always an Error of this realm.)
        const { name, message } = (error ?? {}) as { name?: string; message?: string };
        failure = name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (message ?? String(error));
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[Math.min(attempt - 1, retryDelaysMs.length - 1)] ?? 0));
    }
    const what = body.everything ? 'the whole site' : `${body.paths.length} paths, ${body.prefixes.length} prefixes`;
    log(`[cdn] purge of ${what} (tags ${body.tags.join(', ')}) at ${receiver} failed: ${failure}; CDN_MAX_AGE bounds how long the old pages stay`);
  }

  function send() {
    const current = batch;
    batch = null;
    if (!current) return;
    const { targets } = current;
    const tooMany = targets.paths.length + targets.prefixes.length > MAX_PATHS;
    const body: PurgeBody = {
      site,
      tags: [...current.tags].sort(),
      ...(tooMany ? { everything: true, paths: [], prefixes: [] } : targets),
    };
    void post(body);
  }

  return {
    request(tags, products) {
      if (tags.length === 0) return;
      const targets = purgeTargets(tags, products);
      if (batch) {
        for (const tag of tags) batch.tags.add(tag);
        batch.targets = mergeTargets(batch.targets, targets);
        return;
      }
      batch = { tags: new Set(tags), targets };
      // The process may exit meanwhile (a command-line script): the timer does not keep it alive.
      setTimeout(send, delayMs).unref();
    },
  };
}

const purgers = new Map<string, Purger | null>();

/** The purger of CDN_PURGE_URL as it is now (read at each write, so tests and restarts see changes); null when unset or unusable. */
function currentPurger(): Purger | null {
  const url = process.env.CDN_PURGE_URL?.trim();
  if (!url) return null;
  if (!purgers.has(url)) {
    let purger: Purger | null = null;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') purger = createPurger({ url, site: siteUrl() });
    } catch {
      // below
    }
    if (!purger) console.warn('[cdn] CDN_PURGE_URL is not an http(s) URL: no purge requests are sent');
    purgers.set(url, purger);
  }
  return purgers.get(url) ?? null;
}

/**
 * After a write revalidated `tags`: asks the CDN (CDN_PURGE_URL) to drop the public pages they
 * changed. Never throws, never waits.
 */
export function requestCdnPurge(tags: readonly PurgeTag[], products?: readonly ProductAddress[]): void {
  try {
    currentPurger()?.request(tags, products);
  } catch (error) {
    console.warn(`[cdn] purge not requested: ${error instanceof Error ? error.message : String(error)}`);
  }
}
