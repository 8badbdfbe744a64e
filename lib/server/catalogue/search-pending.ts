import 'server-only';
import { count, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { observeImportStep } from '@/lib/server/observability/metrics.mjs';
import { products, productSearchPending } from './schema';
import { indexProducts } from './search';

/*
 * The search rows of an import's products, written after its commit. Writing them in the
 * confirmation's transaction was most of its time (10,000 new products: about 100 s of 150, each
 * product's trigrams added to the GIN index), and staff waited for all of it. The confirmation
 * marks the products it wrote instead (product_search_pending, in its transaction); the catch-up
 * then writes their rows a slice of SLICE products per transaction, each slice's marks deleted
 * in the transaction that writes its rows: a process that dies leaves marks, never products
 * without a mark whose rows are behind. The server's start runs the catch-up for marks a dead
 * process left (lib/server/startup.ts).
 *
 * Several instances (PostgreSQL) share the marks: a slice takes its marks and its products'
 * rows with SKIP LOCKED, so two catch-ups never take the same product, and neither waits for
 * an import or a product's save that holds a product (the product is taken by a later pass, or
 * its save writes its rows itself). The product's row is held (FOR SHARE) while its texts are
 * read and its rows written, so a save of the product waits for the slice and writes its own
 * rows after it: the rows left are always those of the latest texts. Writing a product's rows
 * is idempotent (only rows that differ are written), so a mark handled twice costs a read.
 */

/** Products per transaction: small enough that a request waiting on PGlite's one connection waits a second or two. */
const SLICE = 200;

/** Marks products whose search rows are to be written after the commit (the caller's transaction). */
export async function markSearchPending(tx: Db, ids: number[]): Promise<void> {
  for (let at = 0; at < ids.length; at += 5000) {
    // DO NOTHING: a mark already there (and perhaps held by a catch-up) does the same job.
    await tx.execute(sql`
      insert into ${productSearchPending} (product_id)
      select value::int from jsonb_array_elements_text(${JSON.stringify(ids.slice(at, at + 5000))}::jsonb)
      on conflict do nothing`);
  }
}

/** One slice: its marks and products taken, rows written, marks deleted; how many it took (0: nothing left to take). */
async function catchUpSlice(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Marks of products deleted since (nothing to index) go first.
    await t.execute(sql`
      delete from ${productSearchPending} m where m.product_id in (
        select product_id from ${productSearchPending} x
        where not exists (select 1 from ${products} p where p.id = x.product_id)
        for update skip locked)`);
    const { rows } = (await t.execute(sql`
      select m.product_id as id from ${productSearchPending} m join ${products} p on p.id = m.product_id
      order by m.product_id limit ${SLICE}
      for update of m skip locked for share of p skip locked`)) as unknown as { rows: { id: number }[] };
    if (rows.length === 0) return 0;
    await indexProducts(
      t,
      rows.map((r) => Number(r.id)),
    );
    return rows.length;
  });
}

/** The products waiting for their search rows (the operator's gauge). */
export async function searchPendingCount(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(productSearchPending);
  return Number(n);
}

interface Run {
  done: Promise<number>;
  /** Marks were added while this run went: it goes round once more before it ends. */
  again: boolean;
}

// One catch-up per database at a time in this process.
const runs = new WeakMap<Db, Run>();

async function catchUp(db: Db, run: Run, log: (message: string) => void): Promise<number> {
  const started = performance.now();
  let written = 0;
  try {
    do {
      run.again = false;
      for (let taken = await catchUpSlice(db); taken > 0; taken = await catchUpSlice(db)) written += taken;
    } while (run.again);
    if (written > 0) observeImportStep('search', (performance.now() - started) / 1000, written);
  } catch (error) {
    // The marks not done stay: the next import's catch-up or the next start writes them.
    log(`[search] the catch-up after an import stopped, ${written} products written: ${String(error)}`);
  } finally {
    runs.delete(db);
  }
  return written;
}

/**
 * Starts writing the marked products' rows in the background of the process (after an import's
 * commit, and at start), or has the running catch-up go round once more. Never throws: a failure
 * is logged and its marks wait for the next run. Resolves with the products written.
 */
export function startSearchCatchUp(db: Db, log: (message: string) => void = console.warn): Promise<number> {
  const running = runs.get(db);
  if (running) {
    running.again = true;
    return running.done;
  }
  const run: Run = { done: Promise.resolve(0), again: false };
  runs.set(db, run);
  run.done = catchUp(db, run, log);
  return run.done;
}

/** Resolves when this process's catch-up (if one runs) has finished: tests, the e2e and the bench wait on it. */
export async function searchCaughtUp(db: Db): Promise<void> {
  for (let run = runs.get(db); run; run = runs.get(db)) await run.done;
}
