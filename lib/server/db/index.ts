import 'server-only';
import { openDatabase, optionsFromEnv, type OpenedDatabase } from './open';
import { seedDemoContent } from '@/lib/server/seed/seed';
import type { Db } from './types';

export type { Db } from './types';

/**
 * One database per process. Next bundles route handlers, pages and instrumentation separately,
 * so module state would be duplicated: the handle lives on globalThis. PGlite must never be
 * opened twice on one folder.
 */
const globalKey = Symbol.for('case-site.database');
type Holder = { [globalKey]?: Promise<OpenedDatabase> };

/** Opens, migrates and seeds once; every caller awaits the same promise. */
export function ensureDatabase(): Promise<OpenedDatabase> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= (async () => {
    const opened = await openDatabase(optionsFromEnv());
    await opened.migrate();
    if (process.env.SEED_DEMO !== 'false') await seedDemoContent(opened.db);
    return opened;
  })().catch((error) => {
    delete holder[globalKey];
    throw error;
  });
  return holder[globalKey];
}

export async function getDb(): Promise<Db> {
  return (await ensureDatabase()).db;
}
