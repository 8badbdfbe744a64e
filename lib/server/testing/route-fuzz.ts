import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import type { RouteHandler } from './browser-requests';

/*
 * What the fuzz tests of the route handlers share (app/basic-api/v1/api-fuzz*.test.ts): the routes
 * found on disk, so a new route is fuzzed without anyone remembering to add it; a seeded generator,
 * so a failure names its case and a rerun reproduces it; and a digest of a table's rows, to show
 * that nothing kept changed. Test code only.
 */

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export type Handler = RouteHandler;

export interface RouteFile {
  /** URL path under the folder searched, with the dynamic segments as [name]. */
  pattern: string;
  handlers: Partial<Record<(typeof METHODS)[number], Handler>>;
}

function findRoutes(dir: string, prefix = ''): { pattern: string; file: string }[] {
  const found: { pattern: string; file: string }[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...findRoutes(full, `${prefix}/${name}`));
    else if (name === 'route.ts') found.push({ pattern: prefix || '/', file: full });
  }
  return found;
}

/** Every route.ts below `dir` whose pattern `keep` accepts, with the handlers it exports. */
export function loadRoutes(dir: string, keep: (pattern: string) => boolean = () => true): RouteFile[] {
  const routes: RouteFile[] = [];
  for (const { pattern, file } of findRoutes(dir)) {
    if (!keep(pattern)) continue;
    const mod = require(file) as Partial<Record<(typeof METHODS)[number], Handler>>;
    routes.push({ pattern, handlers: Object.fromEntries(METHODS.filter((m) => typeof mod[m] === 'function').map((m) => [m, mod[m]])) });
  }
  return routes;
}

/** A small seeded generator (mulberry32): the same corpus on every run. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick };
}

export type Rng = ReturnType<typeof generator>;

/** `<rows>:<md5 of every row>` of a table (those `where` selects): equal digests, unchanged rows. */
export async function tableDigest(opened: OpenedDatabase, table: string, where = 'true'): Promise<string> {
  const result = await opened.db.execute(sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d, count(*) as n from ${table} t where ${where}`));
  const rows = (result as unknown as { rows: { d: string; n: number }[] }).rows;
  return `${rows[0].n}:${rows[0].d}`;
}
