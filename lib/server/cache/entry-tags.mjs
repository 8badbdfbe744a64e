// @ts-check
// What both cache handlers (memory-handler.mjs, one instance; redis-handler.mjs, several) agree on:
// the shape of what Next hands them, and which tags decide whether an entry is still fresh.

/**
 * @typedef {{ revalidate?: number | false, expire?: number }} CacheControl
 * The values Next stores (a rendered page, a route's response, an unstable_cache result, a
 * redirect), as far as a handler looks into them; everything else is kept as it came.
 * @typedef {{
 *   kind?: string,
 *   html?: string,
 *   rscData?: Buffer,
 *   segmentData?: Map<string, Buffer>,
 *   postponed?: string,
 *   body?: Buffer,
 *   data?: unknown,
 *   revalidate?: number | false,
 *   props?: unknown,
 *   headers?: Record<string, unknown>,
 * }} CachedValue
 * @typedef {{ tags?: string[], softTags?: string[] }} GetContext
 * @typedef {{ tags?: string[], cacheControl?: CacheControl, revalidate?: number | false }} SetContext
 */

const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The tags an entry is stored with: unstable_cache's (`ctx.tags`) and, for a rendered page or a
 * route's response, its `x-next-cache-tags` header (the tags of every cached read it made plus
 * the page's implicit path tags, which revalidatePath expires).
 * @param {CachedValue | null} value
 * @param {SetContext} ctx
 * @returns {string[]}
 */
export function tagsOfNewEntry(value, ctx) {
  const tags = new Set(ctx.tags || []);
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/**
 * The tags whose revalidation expires an entry when it is read: its own, and the ones Next names
 * when it asks (unstable_cache's tags and the asking page's implicit tags).
 * @param {string[]} entryTags
 * @param {GetContext} ctx
 * @returns {string[]}
 */
export function tagsToCheck(entryTags, ctx) {
  return [...new Set([...entryTags, ...(ctx.tags || []), ...(ctx.softTags || [])])];
}

/**
 * The tags a revalidation names, once each.
 * @param {string | string[]} tags
 * @returns {string[]}
 */
export function tagList(tags) {
  return [...new Set(Array.isArray(tags) ? tags : [tags])].filter(Boolean);
}
