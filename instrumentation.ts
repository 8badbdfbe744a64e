export async function register() {
  // The database is opened, migrated and seeded before the server accepts requests (Next awaits
  // register). `next build` never touches the database: pages render on first request and are cached.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('@/lib/server/startup');
  await startServer();
  // What /readyz checks and /metrics reads of the app (lib/server/start-observability.ts).
  const [{ ensureDatabase }, { startObservability }] = await Promise.all([import('@/lib/server/db'), import('@/lib/server/start-observability')]);
  startObservability(await ensureDatabase());
}
