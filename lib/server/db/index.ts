import 'server-only';
import { openDatabase, optionsFromEnv, type OpenedDatabase } from './open';
import type { Db } from './types';

export type { Db } from './types';

/**
 * One database per process. Next bundles route handlers, pages and instrumentation separately,
 * so module state would be duplicated: the handle lives on globalThis. PGlite must never be
 * opened twice on one folder (./folder-lock.mjs refuses another process).
 */
const globalKey = Symbol.for('case-site.database');
type Holder = { [globalKey]?: Promise<OpenedDatabase> };

/** Opens and migrates once; every caller awaits the same promise. Demo content is lib/server/startup.ts's step. */
export function ensureDatabase(): Promise<OpenedDatabase> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= (async () => {
    const opened = await openDatabase(optionsFromEnv());
    await opened.migrate();
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
