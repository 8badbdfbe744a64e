/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { appMeta } from '@/lib/server/db/schema';
import { readSettings } from '@/lib/server/settings/environment.mjs';
import { writeDemo } from '@/lib/server/startup';
import { testDatabases } from '@/lib/server/testing/databases';
import { DEMO_STEP_KEYS, demoLeftToWrite, demoStepMarker } from './markers';
import { DEMO_MODULES } from './modules';

jest.setTimeout(180_000);

describe('the demo steps the start-up checks without loading the seed', () => {
  it('are every module of the seed, then the accounts', () => {
    expect(DEMO_STEP_KEYS).toEqual([...DEMO_MODULES.map((demo) => demo.key), 'accounts']);
  });
});

describe.each(testDatabases())('what is left of the demo seed on $name', ({ open }) => {
  it('everything on an empty database, nothing once written, one step again when its marker is gone', async () => {
    const opened = await open();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-markers-'));
    try {
      expect(await demoLeftToWrite(opened.db)).toBe(true);
      const settings = readSettings({ SITE_URL: 'https://cases.example', DEMO_ACCOUNTS_FILE: path.join(dir, 'demo-accounts.txt') });
      expect((await writeDemo(opened, settings)).seeded).toBe(true);
      expect(await demoLeftToWrite(opened.db)).toBe(false);
      // A later start writes nothing and loads no seed.
      expect(await writeDemo(opened, settings)).toEqual({ seeded: false, demoAccounts: null, demoWarning: null });

      // A module added after the database was seeded: its marker is missing, so the seed runs for it.
      await opened.db.delete(appMeta).where(eq(appMeta.key, demoStepMarker('trust')));
      expect(await demoLeftToWrite(opened.db)).toBe(true);
      expect((await writeDemo(opened, settings)).seeded).toBe(true);
      expect(await demoLeftToWrite(opened.db)).toBe(false);
    } finally {
      await opened.close();
      await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    }
  });
});
