import 'server-only';
import { promisify } from 'node:util';
import { deflateRaw, inflateRaw } from 'node:zlib';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { catalogueImportSlices } from './schema';
import type { PlannedWrite } from './transfer-import';

/*
 * Where a preview keeps its writes until they are confirmed: one row per slice of the sheet, the
 * slice's writes as JSON deflated by Node (in its thread pool, beside the server's own thread)
 * and stored in base64. Stored as jsonb, a row per product, 10,000 products' plan (over 100 MB of
 * JSON) cost the embedded database more time to parse, compress and log than reading and checking
 * the whole sheet. As text the database only copies it; deflating it (to about two thirds, texts
 * in many scripts shrink little) costs the server's thread nothing and spares the database's own
 * compression, which runs in the server's thread.
 */

const deflate = promisify(deflateRaw);
const inflate = promisify(inflateRaw);

/** Deflate's fastest level: the plan lives minutes. */
const LEVEL = 1;

/** Stores one slice of a preview's writes (in the sheet's order; none is not stored). */
export async function storePlanSlice(db: Db, importId: string, writes: PlannedWrite[]): Promise<void> {
  if (!writes.length) return;
  const bytes = await deflate(JSON.stringify(writes), { level: LEVEL });
  await db.insert(catalogueImportSlices).values({ importId, line: writes[0].line, writes: bytes.toString('base64') });
}

async function decoded(writes: string): Promise<PlannedWrite[]> {
  return JSON.parse((await inflate(Buffer.from(writes, 'base64'))).toString('utf8')) as PlannedWrite[];
}

/**
 * A preview's writes in the sheet's order, a stored slice at a time (never the whole plan in
 * memory): the next slice is read and inflated (in the thread pool) while the caller writes this one.
 */
export async function* planSlices(db: Db, importId: string): AsyncGenerator<PlannedWrite[]> {
  let after = 0;
  let current: Promise<PlannedWrite[]> | null = null;
  for (;;) {
    const [slice] = await db
      .select({ line: catalogueImportSlices.line, writes: catalogueImportSlices.writes })
      .from(catalogueImportSlices)
      .where(and(eq(catalogueImportSlices.importId, importId), gt(catalogueImportSlices.line, after)))
      .orderBy(asc(catalogueImportSlices.line))
      .limit(1);
    const next = slice ? decoded(slice.writes) : null;
    // Awaited below or at the next turn; a broken slice fails the confirmation there.
    next?.catch(() => undefined);
    if (current) yield await current;
    if (!slice || !next) return;
    after = slice.line;
    current = next;
  }
}
