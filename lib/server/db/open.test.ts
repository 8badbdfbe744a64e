/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { openDatabase, PGLITE_SETTINGS } from './open';

jest.setTimeout(60_000);

describe('PGlite as the server opens it', () => {
  it('runs with the small shared buffers of PGLITE_SETTINGS, not PostgreSQL’s 128 MB', async () => {
    const opened = await openDatabase({ kind: 'pglite' });
    try {
      // The driver's result type is generic over both drivers; both return { rows } (lib/server/catalogue/search.ts).
      const { rows } = (await opened.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      expect(PGLITE_SETTINGS).toContain('shared_buffers=16MB');
      expect(rows[0].shared_buffers).toBe('16MB');
    } finally {
      await opened.close();
    }
  });
});
