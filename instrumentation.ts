export async function register() {
  // The database is opened, migrated and seeded before the server accepts requests (Next awaits
  // register). `next build` never touches the database: pages render on first request and are cached.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareServer } = await import('@/lib/server/startup');
  try {
    const { opened, seeded } = await prepareServer();
    console.log(`database ready: ${opened.kind} (${opened.location})${seeded ? ', demo content written' : ''}`);
  } catch (error) {
    // A data folder held by another process: say so and stop, rather than serve errors.
    if (error instanceof Error && error.name === 'FolderLockedError') {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
