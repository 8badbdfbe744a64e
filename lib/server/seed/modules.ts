import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/types';
import { appMeta } from '@/lib/server/db/schema';
import { demoStepMarker } from './markers';
import type { DemoModule } from './types';
import { academyDemo } from './academy';
import { helpDemo } from './help';
import { LIBRARIES_MODULE } from './libraries';
import { POINTS_MODULE } from './points';
import { TRUST_MODULE } from './trust';
import { PRICING_MODULE } from './pricing';

/*
 * The demo content of the features that came after the catalogue (the academy, the content
 * libraries, levels and rewards …). Each module is written once, in its own transaction, under the
 * seed's advisory lock, and marks itself done with its own app_meta key: a database seeded before a
 * module existed gets that module on its next start, and content the business edited or deleted
 * is never written again.
 */

/** Registered modules, in the order they are written (later ones may read earlier ones' rows). */
export const DEMO_MODULES: DemoModule[] = [academyDemo, POINTS_MODULE, LIBRARIES_MODULE, helpDemo, TRUST_MODULE, PRICING_MODULE];

/** The seed's advisory lock (lib/server/seed/seed.ts): serialises first starts of several instances. */
export const SEED_LOCK = 7_340_201;

/** Writes every module not written yet; returns the keys written. */
export async function seedDemoModules(db: Db, modules: readonly DemoModule[] = DEMO_MODULES): Promise<string[]> {
  const written: string[] = [];
  for (const demo of modules) {
    const marker = demoStepMarker(demo.key);
    const wrote = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const done = await tx.select().from(appMeta).where(eq(appMeta.key, marker));
      if (done.length > 0) return false;
      await demo.seed(tx as unknown as Db);
      await tx.insert(appMeta).values({ key: marker, value: new Date().toISOString() });
      return true;
    });
    if (wrote) written.push(demo.key);
  }
  return written;
}
