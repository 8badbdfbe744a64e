export async function register() {
  // Migrations and demo content are written before the server accepts requests (Next awaits register).
  // `next build` never touches the database: pages render on first request and are cached.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { ensureDatabase } = await import('@/lib/server/db');
  const opened = await ensureDatabase();
  console.log(`database ready: ${opened.kind} (${opened.location})`);
}
