/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIBRARY_KEYS, LOCALES } from '@/lib/config';
import { getEntry, getLibrary, listEntries, publicLibraryPages } from '@/lib/server/content/service';
import { memberLevels } from '@/lib/server/db/schema';
import { openFileFor } from '@/lib/server/files/access';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { dielinePdf, dielineSvg } from './dielines';
import { LIBRARIES_MODULE } from './libraries';
import { ENTRY_TEXTS, LIBRARY_TEXTS } from './library-texts';
import { seedDemoModules } from './modules';

jest.setTimeout(120_000);

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('the content libraries demo', () => {
  it('is written in every locale: names, intros, tags, entry titles, summaries and bodies', () => {
    expect(LIBRARY_TEXTS.map((l) => l.key).sort()).toEqual([...LIBRARY_KEYS].sort());
    for (const library of LIBRARY_TEXTS) {
      for (const locale of LOCALES) {
        expect([library.key, locale, Boolean(library.name[locale] && library.intro[locale])]).toEqual([library.key, locale, true]);
        for (const tag of library.tags) expect([tag.key, locale, Boolean(tag.name[locale])]).toEqual([tag.key, locale, true]);
      }
    }
    expect(ENTRY_TEXTS).toHaveLength(21);
    for (const entry of ENTRY_TEXTS) {
      for (const locale of LOCALES) expect([entry.slug, locale, Boolean(entry.title[locale] && entry.summary[locale] && entry.body[locale])]).toEqual([entry.slug, locale, true]);
      // A translation is not the English text left in place.
      for (const locale of LOCALES.filter((l) => l !== 'en')) expect([entry.slug, locale, entry.body[locale] === entry.body.en]).toEqual([entry.slug, locale, false]);
    }
  });

  it('draws dielines that are real SVG and PDF files', () => {
    const svg = dielineSvg({ title: 'T & <b>', bleed: 3, safe: 8, panels: [{ label: 'Front', width: 100, height: 50 }], notes: ['a'] });
    expect(svg).toMatch(/^<\?xml[^]*<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+mm"/);
    expect(svg).toContain('T &amp; &lt;b&gt;');
    const pdf = dielinePdf({ title: 'Tool (case) é', bleed: 0, safe: 5, panels: [{ label: 'Lid', width: 100, height: 50 }], notes: [] }).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('(Tool \\(case\\) -) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });

  describe.each(testDatabases())('on $name', ({ open }) => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'library-seed-'));
      setStorage(new LocalDiskStorage(dir));
    });
    afterAll(async () => rm(dir, { recursive: true, force: true }));

    it('seeds seven libraries of three entries once, with files served as each entry allows', async () => {
      const opened = await open();
      try {
        const db = opened.db;
        await db.insert(memberLevels).values([
          { threshold: 0, name: { en: 'Standard' } },
          { threshold: 20_000_00, name: { en: 'Silver' } },
          { threshold: 100_000_00, name: { en: 'Gold' } },
        ]);
        expect(await seedDemoModules(db, [LIBRARIES_MODULE])).toEqual(['libraries']);
        expect(await seedDemoModules(db, [LIBRARIES_MODULE])).toEqual([]);
        for (const key of LIBRARY_KEYS) expect([key, (await listEntries(db, key, 'ja', {}))!.total]).toEqual([key, 3]);
        expect((await getLibrary(db, 'schemeLibrary', 'en'))!.visibility).toBe('members');
        const de = await getLibrary(db, 'inspiration', 'de');
        expect(de).toMatchObject({ name: 'Inspiration', visibility: 'public' });
        expect(de!.lang).toBeUndefined();

        const pouch = (await getEntry(db, 'sourceFile', 'neoprene-zip-pouch-dieline', 'fr'))!;
        expect(pouch.product).toBeNull(); // no catalogue in this database
        expect(pouch.files.map((f) => [f.name, f.mime])).toEqual([
          ['neoprene-zip-pouch-dieline.svg', 'image/svg+xml'],
          ['neoprene-zip-pouch-dieline.pdf', 'application/pdf'],
        ]);
        expect(pouch.files[0].label).toBe('Gabarit (SVG, vectoriel)');
        const opened1 = await openFileFor(db, null, pouch.files[0].handle);
        expect(await text(opened1.object.body)).toContain('<svg');

        const tote = (await getEntry(db, 'sourceFile', 'canvas-tote-template', 'en'))!;
        expect(await statusOf(openFileFor(db, null, tote.files[0].handle))).toBe(404);
        const member = await actorWith(db, 'library-member', ['member']);
        expect(await statusOf(openFileFor(db, member, tote.files[0].handle))).toBe('ok');

        const cars = (await getEntry(db, 'schemeLibrary', 'car-trunk-gift-sets', 'en'))!;
        expect(cars.download).toMatchObject({ visibility: 'level', minLevel: { name: 'Gold' } });
        expect(await statusOf(openFileFor(db, member, cars.files[0].handle))).toBe(404);

        const pages = (await publicLibraryPages(db)).map((p) => p.path);
        expect(pages).toHaveLength(6 * 4);
        expect(pages).toContain('/helpTeam/how-to-order');
        expect(pages.some((p) => p.startsWith('/schemeLibrary'))).toBe(false);
      } finally {
        await opened.close();
      }
    });
  });
});
