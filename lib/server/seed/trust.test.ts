/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { openFileFor } from '@/lib/server/files/access';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { testDatabases } from '@/lib/server/testing/databases';
import { readAll } from '@/lib/server/testing/file-storages';
import { publicTrust } from '@/lib/server/trust/service';
import { seedDemoModules } from './modules';
import { TRUST_MODULE } from './trust';

jest.setTimeout(120_000);

describe.each(testDatabases())("the demo's trust facts on $name", ({ open }) => {
  let opened: OpenedDatabase;
  let folder: string;
  beforeAll(async () => {
    opened = await open();
    folder = await mkdtemp(path.join(os.tmpdir(), 'trust-seed-'));
    setStorage(new LocalDiskStorage(folder));
  });
  afterAll(async () => {
    setStorage(undefined);
    await rm(folder, { recursive: true, force: true });
    await opened?.close();
  });

  it('writes every term in all 14 languages and three certifications, the first with a PDF anyone downloads, once', async () => {
    expect(await seedDemoModules(opened.db, [TRUST_MODULE])).toEqual(['trust']);
    expect(await seedDemoModules(opened.db, [TRUST_MODULE])).toEqual([]);
    for (const locale of LOCALES) {
      const trust = await publicTrust(opened.db, locale);
      expect(trust.terms.map((t) => [t.key, t.lang])).toEqual([
        ['samples', undefined],
        ['payment', undefined],
        ['shipping', undefined],
        ['regions', undefined],
      ]);
    }
    const { certifications } = await publicTrust(opened.db, 'en');
    expect(certifications.map((c) => c.name)).toEqual(['ISO 9001:2015', 'amfori BSCI', 'OEKO-TEX Standard 100']);
    const document = certifications[0].document!;
    const file = await openFileFor(opened.db, null, document.handle);
    expect((await readAll(file.object.body)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
