/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SettingsError } from './settings/environment.mjs';
import { prepareServer } from './startup';

describe('the app’s own start (next dev)', () => {
  it('refuses a bad setting before it opens the database', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'startup-'));
    // Where the database would open (it reads the process's environment) if the check came late.
    const saved = process.env.PGLITE_DIR;
    process.env.PGLITE_DIR = path.join(dir, 'pglite');
    try {
      const env = { NODE_ENV: 'development', SMTP_URL: 'mail.example.com', PORT: 'http' } as const;
      const refused = prepareServer(env);
      await expect(refused).rejects.toThrow(SettingsError);
      await expect(refused).rejects.toMatchObject({ problems: [{ variable: 'PORT' }, { variable: 'SMTP_URL' }] });
      expect((globalThis as Record<symbol, unknown>)[Symbol.for('case-site.database')]).toBeUndefined();
      expect(await readdir(dir)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.PGLITE_DIR;
      else process.env.PGLITE_DIR = saved;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
