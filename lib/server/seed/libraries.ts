import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import { LIBRARY_KEYS, type Visibility } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { libraries, libraryEntries, libraryEntryFiles, libraryEntryImages, libraryEntryTags, libraryTags, memberLevels, products, storedFiles } from '@/lib/server/db/schema';
import { getStorage } from '@/lib/server/files/storage';
import { dielinePdf, dielineSvg, type Dieline } from './dielines';
import { ENTRY_TEXTS, FILE_LABELS, LIBRARY_TEXTS } from './library-texts';
import type { DemoModule } from './types';
import media from '@/lib/media.json';

/*
 * The content libraries' demo (DEMO_MODULES): the seven libraries with their tags and three entries
 * each in 14 locales, pictures drawn by us (media.json `library/…`), and for sourceFile (and one
 * solution) real downloadable files drawn by code at seed time (./dielines.ts: SVG and PDF),
 * stored through the storage interface with purpose `library`.
 *
 * Visibilities: every library public but the solutions (schemeLibrary: members); sourceFile's
 * first dieline downloads for everyone, the others for members; the car-brand solution's
 * quotation for Gold members and above (the level POINTS seeds; members when there are no levels).
 */

const MEMBERS_ONLY: ReadonlySet<string> = new Set(['schemeLibrary']);

interface EntryPlan {
  slug: string;
  tags: string[];
  gallery?: boolean;
  product?: string;
  download?: Visibility;
  files?: { name: string; label: keyof typeof FILE_LABELS; dieline: Dieline; pdf?: boolean }[];
}

const POUCH: Dieline = {
  title: 'Neoprene zip pouch 220 x 140 mm - dieline',
  bleed: 3,
  safe: 8,
  panels: [
    { label: 'Front', width: 226, height: 146 },
    { label: 'Back', width: 226, height: 146 },
  ],
  notes: [
    'Black: cut line. Red dashed: 3 mm bleed. Blue dotted: 8 mm safe area, keep text and logos inside.',
    'Panels include a 3 mm seam allowance; the zip runs along the top edge.',
    'Full-colour heat transfer: 300 dpi CMYK. Spot colours: give Pantone references.',
  ],
};

const TOTE: Dieline = {
  title: 'Canvas tote 380 x 420 mm - print template',
  bleed: 3,
  safe: 50,
  panels: [{ label: 'Front (print area 280 x 300)', width: 380, height: 420 }],
  notes: [
    'Black: bag outline. Blue dotted: maximum screen-print area 280 x 300 mm.',
    'Handles are sewn 90 mm from each side; the bottom 50 mm folds into the boxed base.',
    'Screen print: one screen per colour, up to 4 colours, lines at least 0.5 mm.',
  ],
};

const EVA_TOOL: Dieline = {
  title: 'EVA tool case 300 x 220 x 60 mm - shell and insert',
  bleed: 0,
  safe: 15,
  panels: [
    { label: 'Lid (emboss area)', width: 300, height: 220, radius: 18 },
    {
      label: 'Insert',
      width: 290,
      height: 210,
      radius: 14,
      holes: [
        { x: 20, y: 25, width: 160, height: 28, radius: 8 },
        { x: 20, y: 70, width: 160, height: 28, radius: 8 },
        { x: 20, y: 115, width: 160, height: 28, radius: 8 },
        { x: 200, y: 25, width: 70, height: 160, radius: 10 },
      ],
    },
  ],
  notes: [
    'Black: shell and insert outlines. Grey: cut-outs; draw your tools 1-2 mm larger than their outline.',
    'Blue dotted: emboss or silicone badge area on the lid.',
    'A new mould takes 7-10 days; its cost is refunded once the bulk quantity is reached.',
  ],
};

const CAR_SETS: Dieline = {
  title: 'Owner gift set - trunk organizer and seat-back organizer - quotation sheet',
  bleed: 0,
  safe: 10,
  panels: [
    { label: 'Trunk organizer', width: 500, height: 320, radius: 6 },
    { label: 'Seat-back organizer', width: 360, height: 520, radius: 6 },
  ],
  notes: [
    'Unit prices (FOB Shenzhen): 1,000 sets USD 14.80; 3,000 sets USD 12.60; 5,000 sets USD 11.90.',
    'Flame retardancy: FMVSS 302 passed (burn rate 0 mm/min). Odour: VDA 270 grade 3.',
    'Cartons: 10 sets per carton, 62 x 42 x 38 cm, 14.5 kg; split shipments per dealer warehouse on request.',
  ],
};

const PLANS: Record<string, EntryPlan[]> = {
  inspiration: [
    { slug: 'drone-camera-eva-case', tags: ['eva', 'retail'], gallery: true },
    { slug: 'skincare-neoprene-pouch', tags: ['sewing', 'retail'], gallery: true },
    { slug: 'museum-canvas-tote', tags: ['sewing', 'retail'], gallery: true },
  ],
  sourceFile: [
    {
      slug: 'neoprene-zip-pouch-dieline',
      tags: ['pouch'],
      product: 'neoprene-zip-pouch',
      download: 'public',
      files: [
        { name: 'neoprene-zip-pouch-dieline.svg', label: 'dielineSvg', dieline: POUCH },
        { name: 'neoprene-zip-pouch-dieline.pdf', label: 'dielinePdf', dieline: POUCH, pdf: true },
      ],
    },
    {
      slug: 'canvas-tote-template',
      tags: ['tote'],
      product: 'canvas-promotional-tote',
      download: 'members',
      files: [
        { name: 'canvas-tote-template.svg', label: 'dielineSvg', dieline: TOTE },
        { name: 'canvas-tote-template.pdf', label: 'dielinePdf', dieline: TOTE, pdf: true },
      ],
    },
    {
      slug: 'eva-tool-case-dieline',
      tags: ['eva'],
      product: 'eva-tool-case',
      download: 'members',
      files: [{ name: 'eva-tool-case-dieline.svg', label: 'dielineSvg', dieline: EVA_TOOL }],
    },
  ],
  schemeLibrary: [
    { slug: 'earphone-retail-packaging', tags: ['electronics'], gallery: true },
    { slug: 'school-supply-zip-program', tags: ['education'] },
    {
      slug: 'car-trunk-gift-sets',
      tags: ['automotive'],
      gallery: true,
      download: 'level',
      files: [{ name: 'owner-gift-set-quotation.pdf', label: 'quotation', dieline: CAR_SETS, pdf: true }],
    },
  ],
  imagesLive: [
    { slug: 'eva-foam-cutting', tags: ['cutting'] },
    { slug: 'sample-room', tags: ['sampling'] },
    { slug: 'packing-line', tags: ['packing'] },
  ],
  schoolEntertainment: [
    { slug: 'school-fair-zip-pencil-cases', tags: ['events'] },
    { slug: 'sports-day-backpack-bags', tags: ['events'] },
    { slug: 'campus-club-canvas-totes', tags: ['clubs'] },
  ],
  music: [
    { slug: 'in-ear-monitor-earphone-case', tags: ['stage', 'accessories'], gallery: true },
    { slug: 'guitar-accessory-tech-pouch', tags: ['accessories'] },
    { slug: 'drumstick-roll-bag', tags: ['stage', 'accessories'] },
  ],
  helpTeam: [
    { slug: 'how-to-order', tags: ['ordering'] },
    { slug: 'artwork-specifications', tags: ['artwork'] },
    { slug: 'shipping-and-delivery', tags: ['shipping'] },
  ],
};

const SCENES = new Set(['imagesLive', 'helpTeam']);

const MEDIA = new Set(media.map((m) => m.path));

/** A drawn picture's address (seed.ts's mediaUrl, without importing seed.ts: it imports the modules). */
function mediaUrl(path: string): string {
  if (!MEDIA.has(path)) throw new Error(`artwork missing from media.json: ${path}`);
  return `/media/${path}`;
}

/** Stores a drawn file as a library file (bytes behind the storage interface, a stored_files row). */
async function storeFile(tx: Db, name: string, mime: string, bytes: Buffer): Promise<number> {
  const handle = randomBytes(16).toString('hex');
  const key = `files/library/${handle}`;
  await getStorage().put(key, bytes, { contentType: mime });
  const [row] = await tx
    .insert(storedFiles)
    .values({ handle, storageKey: key, purpose: 'library', name, mime, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), ownerId: null })
    .returning({ id: storedFiles.id });
  return row.id;
}

/** The level of "Gold and above": the third level by threshold, else the highest above 0; null without levels. */
async function goldLevel(tx: Db): Promise<number | null> {
  const levels = await tx.select({ id: memberLevels.id, name: memberLevels.name }).from(memberLevels).where(gt(memberLevels.threshold, 0)).orderBy(asc(memberLevels.threshold));
  if (!levels.length) return null;
  const named = levels.find((level) => /gold/i.test(level.name.en ?? ''));
  return (named ?? levels[Math.min(1, levels.length - 1)]).id;
}

export async function seedLibraries(tx: Db): Promise<void> {
  const gold = await goldLevel(tx);
  const productRows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      inArray(
        products.slug,
        Object.values(PLANS)
          .flat()
          .flatMap((p) => (p.product ? [p.product] : [])),
      ),
    );
  for (const [sort, key] of LIBRARY_KEYS.entries()) {
    const text = LIBRARY_TEXTS.find((t) => t.key === key)!;
    const existing = await tx.select({ id: libraries.id }).from(libraries).where(eq(libraries.key, key));
    if (existing.length) continue; // created by staff before the demo ran: theirs
    const [library] = await tx
      .insert(libraries)
      .values({ key, name: text.name, intro: text.intro, visibility: MEMBERS_ONLY.has(key) ? 'members' : 'public', sort })
      .returning();
    const tags = await tx
      .insert(libraryTags)
      .values(text.tags.map((tag, i) => ({ libraryId: library.id, key: tag.key, name: tag.name, sort: i })))
      .returning();
    for (const [i, plan] of PLANS[key].entries()) {
      const words = ENTRY_TEXTS.find((e) => e.library === key && e.slug === plan.slug)!;
      let download: Visibility = plan.download ?? 'public';
      if (download === 'level' && gold === null) download = 'members';
      const [entry] = await tx
        .insert(libraryEntries)
        .values({
          libraryId: library.id,
          slug: plan.slug,
          title: words.title,
          summary: words.summary,
          body: words.body,
          cover: mediaUrl(`library/${key}/${plan.slug}.webp`),
          productId: productRows.find((p) => p.slug === plan.product)?.id ?? null,
          downloadVisibility: download,
          downloadMinLevelId: download === 'level' ? gold : null,
          sort: i,
        })
        .returning();
      await tx.insert(libraryEntryTags).values(plan.tags.map((tag) => ({ entryId: entry.id, tagId: tags.find((t) => t.key === tag)!.id })));
      const size = SCENES.has(key) ? { width: 960, height: 720 } : { width: 800, height: 800 };
      const gallery = [{ src: mediaUrl(`library/${key}/${plan.slug}.webp`), ...size, alt: words.title }];
      if (plan.gallery) gallery.push({ src: mediaUrl(`library/${key}/${plan.slug}-2.webp`), ...size, alt: words.title });
      await tx.insert(libraryEntryImages).values(gallery.map((image, sortIndex) => ({ entryId: entry.id, ...image, sort: sortIndex })));
      for (const [fileSort, file] of (plan.files ?? []).entries()) {
        const fileId = file.pdf
          ? await storeFile(tx, file.name, 'application/pdf', dielinePdf(file.dieline))
          : await storeFile(tx, file.name, 'image/svg+xml', Buffer.from(dielineSvg(file.dieline)));
        await tx.insert(libraryEntryFiles).values({ entryId: entry.id, fileId, label: FILE_LABELS[file.label], sort: fileSort });
      }
    }
  }
}

export const LIBRARIES_MODULE: DemoModule = { key: 'libraries', seed: seedLibraries };
