// @ts-check
// What this process has counted and not yet written: page views (from scripts/serve.mjs) and the
// searches that found nothing (from the catalogue's search), by their key, until the app's flush
// (./flush.ts) takes them. It lives on globalThis because the server script and the app's bundle
// each load their own copy of this module, and both must add to the same tallies.

/** Distinct keys kept between two flushes; past it a new key is dropped (and counted as dropped). */
export const KEYS_MAX = 20_000;

const HOLDER = Symbol.for('case-site.insights-tally');

/** @typedef {{ day: string, page: string, locale: string, referrer: string, campaign: string }} ViewKey */
/** @typedef {{ day: string, term: string, locale: string }} MissKey */
/** @typedef {{ views: { key: ViewKey, n: number }[], misses: { key: MissKey, n: number }[], dropped: number }} Taken */

/** @param {ViewKey} k */
const viewId = (k) => [k.day, k.page, k.locale, k.referrer, k.campaign].join('\u0000');
/** @param {MissKey} k */
const missId = (k) => [k.day, k.term, k.locale].join('\u0000');

function createTally() {
  /** @type {Map<string, { key: ViewKey, n: number }>} */
  let views = new Map();
  /** @type {Map<string, { key: MissKey, n: number }>} */
  let misses = new Map();
  let dropped = 0;

  /**
   * @template K
   * @param {Map<string, { key: K, n: number }>} map @param {string} id @param {K} key @param {number} n
   */
  function add(map, id, key, n) {
    const entry = map.get(id);
    if (entry) entry.n += n;
    else if (map.size + (map === views ? misses.size : views.size) >= KEYS_MAX) dropped += n;
    else map.set(id, { key, n });
  }

  return {
    /** @param {string} day @param {{ page: string, locale: string, referrer: string, campaign: string }} view */
    view(day, view) {
      const key = { day, page: view.page, locale: view.locale, referrer: view.referrer, campaign: view.campaign };
      add(views, viewId(key), key, 1);
    },
    /** @param {string} day @param {string} term @param {string} locale */
    miss(day, term, locale) {
      const key = { day, term, locale };
      add(misses, missId(key), key, 1);
    },
    /** Everything counted since the last take, and empty tallies after it. @returns {Taken} */
    take() {
      const taken = { views: [...views.values()], misses: [...misses.values()], dropped };
      views = new Map();
      misses = new Map();
      dropped = 0;
      return taken;
    },
    /** Puts back what a failed write took, so the next flush tries again. @param {Taken} taken */
    giveBack(taken) {
      for (const { key, n } of taken.views) add(views, viewId(key), key, n);
      for (const { key, n } of taken.misses) add(misses, missId(key), key, n);
    },
  };
}

/** This process's tallies. @returns {ReturnType<typeof createTally>} */
export function tally() {
  const holder = /** @type {{ [HOLDER]?: ReturnType<typeof createTally> }} */ (globalThis);
  return (holder[HOLDER] ??= createTally());
}
