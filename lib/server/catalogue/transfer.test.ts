/** @jest-environment node */
import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { revalidateTag } from 'next/cache';
import type { TransferFormat } from '@/lib/api/contract/catalogue-transfer';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, catalogueImports, products } from '@/lib/server/db/schema';
import { listRevisions } from '@/lib/server/revisions/service';
import { seedDemoContent } from '@/lib/server/seed/seed';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { chunksOf, exceljsRows, newProductRow } from '@/lib/server/testing/sheets';
import { setProductPublished } from './manage-products';
import { COLUMNS } from './transfer-columns';
import { searchCaughtUp } from './search-pending';
import { confirmImport } from './transfer-confirm';
import { exportCatalogue } from './transfer-export';
import { previewImport, type Preview } from './transfer-import';
import { xlsxRows } from './xlsx-rows';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(180_000);

const EMPTY = { keyword: '', category: null, state: '' as const };

describe.each(testDatabases())('the catalogue as a spreadsheet on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};
  let total: number;

  const exported = async (format: TransferFormat, filters = EMPTY, actor = actors.editor) => {
    const file = await exportCatalogue(opened.db, actor, { format, filters });
    return new Uint8Array(await new Response(file.body).arrayBuffer());
  };
  const preview = (bytes: Uint8Array, format: TransferFormat, actor = actors.editor): Promise<Preview> => previewImport(opened.db, actor, chunksOf(bytes), format);
  const csv = (rows: string[][]) => new TextEncoder().encode(`\uFEFF${rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\r\n')}`);
  const productCount = async () => (await opened.db.select({ n: count() }).from(products))[0].n;

  beforeAll(async () => {
    opened = await open();
    await seedDemoContent(opened.db);
    Object.assign(actors, await catalogueCast(opened.db));
    total = await productCount();
  });
  // The search catch-up an import started is done before its database closes.
  afterAll(async () => {
    if (opened) await searchCaughtUp(opened.db);
    await opened?.close();
  });
  beforeEach(() => jest.mocked(revalidateTag).mockClear());

  it.each(['xlsx', 'csv'] as const)('imports its own %s export of the whole demo catalogue as unchanged', async (format) => {
    const bytes = await exported(format);
    if (format === 'csv') expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const result = await preview(bytes, format);
    expect(result.counts).toEqual({ new: 0, changed: 0, unchanged: total, refused: 0 });
    expect(result.id).toBeNull();
    expect(result.rows).toEqual([]);
  });

  it('reads its own XLSX export with the streaming reader exactly as exceljs read it whole', async () => {
    const bytes = await exported('xlsx');
    const rows: string[][] = [];
    for await (const row of xlsxRows(chunksOf(bytes))) rows.push(row);
    expect(rows).toHaveLength(total + 1);
    expect(rows).toEqual(await exceljsRows(bytes));
  });

  it('exports only what the list filters select', async () => {
    const text = new TextDecoder().decode(await exported('csv', { ...EMPTY, keyword: 'eva-tool-case' }));
    const lines = text.trim().split('\r\n');
    expect(lines[0].replace('\uFEFF', '').split(',')).toEqual([...COLUMNS]);
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith('eva-tool-case,')).toBe(true);
  });

  it('previews exactly a changed price tier and Japanese name, then writes them in one audited confirmation', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported('xlsx')).buffer as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    let target = 0;
    sheet.eachRow((row, n) => {
      if (!target && n > 1 && String(row.getCell(column('price_tiers')).value ?? '') !== '') target = n;
    });
    const row = sheet.getRow(target);
    const slug = String(row.getCell(column('slug')).value);
    const oldTiers = String(row.getCell(column('price_tiers')).value);
    const newTiers = oldTiers.replace(/:(\d+)\.(\d+)/, (_, whole: string, cents: string) => `:${Number(whole) + 1}.${cents}`);
    const oldName = String(row.getCell(column('name.ja')).value ?? '');
    row.getCell(column('price_tiers')).value = newTiers;
    row.getCell(column('name.ja')).value = '新しい名前のケース';
    row.commit();
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());

    const result = await preview(bytes, 'xlsx');
    expect(result.counts).toEqual({ new: 0, changed: 1, unchanged: total - 1, refused: 0 });
    expect(result.rows).toEqual([
      {
        line: target,
        slug,
        kind: 'changed',
        refusals: [],
        changes: [
          { column: 'price_tiers', old: oldTiers, new: newTiers },
          { column: 'name.ja', old: oldName, new: '新しい名前のケース' },
        ],
      },
    ]);
    // Nothing is written before the confirmation.
    const [before] = await opened.db.select().from(products).where(eq(products.slug, slug));
    expect(before.name.ja).toBe(oldName);

    // Another staff member cannot confirm it.
    expect(await statusOf(confirmImport(opened.db, actors.other, result.id!))).toBe(404);
    expect(await confirmImport(opened.db, actors.editor, result.id!)).toEqual({ created: 0, updated: 1 });
    const [after] = await opened.db.select().from(products).where(eq(products.slug, slug));
    expect(after.name.ja).toBe('新しい名前のケース');
    expect(after.pricing!.tiers[0].unit).toBe(before.pricing!.tiers[0].unit + 100);
    expect(after.pricing!.options).toEqual(before.pricing!.options);
    expect(revalidateTag).toHaveBeenCalledWith('products', { expire: 0 });
    const [audit] = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'product.import.update'));
    expect(audit).toMatchObject({ entityId: String(after.id), before: { 'name.ja': oldName, price_tiers: oldTiers }, after: { 'name.ja': '新しい名前のケース' } });
    // An import is a save like the form's: the product's history starts from what was there and keeps the sheet's change.
    const history = await listRevisions(opened.db, actors.editor, 'product', after.id);
    expect(history.list.map((r) => [r.number, r.changed])).toEqual([
      [2, ['name']],
      [1, []],
    ]);
    // A preview confirms once.
    expect(await statusOf(confirmImport(opened.db, actors.editor, result.id!))).toBe(404);
  });

  it('refuses cells with their reasons and writes nothing', async () => {
    const row = newProductRow;
    const bytes = csv([
      [...COLUMNS],
      row({ slug: 'import-good' }),
      row({ slug: 'import-bad-moq', moq: 'many' }),
      row({ slug: 'import-bad-category', category: 'no-such-category' }),
      row({ slug: 'import-long', 'name.en': 'x'.repeat(200) }),
      row({ slug: 'import-no-chinese', 'name.zh-CN': '' }),
      row({ slug: 'import-good' }),
      row({ slug: 'import-bad-tiers', price_currency: 'USD', price_tiers: '500:abc' }),
    ]);
    const result = await preview(bytes, 'csv');
    expect(result.counts).toEqual({ new: 1, changed: 0, unchanged: 0, refused: 6 });
    expect(result.id).toBeNull();
    const refused = Object.fromEntries(result.rows.filter((r) => r.kind === 'refused').map((r) => [r.slug + ':' + r.line, r.refusals]));
    expect(refused['import-bad-moq:3']).toEqual([{ column: 'moq', key: 'field.quantity' }]);
    expect(refused['import-bad-category:4']).toEqual([{ column: 'category', key: 'unknownCategory' }]);
    expect(refused['import-long:5']).toEqual([{ column: 'name.en', key: 'field.tooLong', values: { max: 121 } }]);
    expect(refused['import-no-chinese:6']).toEqual([{ column: 'name.zh-CN', key: 'field.required' }]);
    expect(refused['import-good:7']).toEqual([{ column: 'slug', key: 'field.taken' }]);
    expect(refused['import-bad-tiers:8'].map((r) => r.column)).toEqual(['price_tiers']);
    expect(await opened.db.select().from(products).where(like(products.slug, 'import-%'))).toEqual([]);
    expect(await opened.db.select().from(catalogueImports)).toEqual([]);
  });

  it('refuses a file that is not a sheet and a sheet with unknown columns (400)', async () => {
    expect(await statusOf(preview(new TextEncoder().encode('PK\u0003\u0004 not really a zip'), 'xlsx'))).toBe(400);
    expect(await statusOf(preview(csv([['slug', 'category', 'name.zh-CN', 'colour']]), 'csv'))).toBe(400);
    expect(await statusOf(preview(csv([['slug', 'name.zh-CN']]), 'csv'))).toBe(400);
  });

  it('writes all of a confirmation or nothing: a product saved since the preview refuses the whole import', async () => {
    const text = new TextDecoder().decode(await exported('csv', { ...EMPTY, keyword: 'eva-tool-case' }));
    const [header, line] = text.replace('\uFEFF', '').trim().split('\r\n');
    const changed = line.replace(/^eva-tool-case,([^,]+),(yes|no)/, (_, category: string, shown: string) => `eva-tool-case,${category},${shown === 'yes' ? 'no' : 'yes'}`);
    const created = line.replace(/^eva-tool-case,/, 'eva-tool-case-copy,');
    const bytes = new TextEncoder().encode(`${header}\r\n${created}\r\n${changed}\r\n`);
    const result = await preview(bytes, 'csv');
    expect(result.counts).toMatchObject({ new: 1, changed: 1, refused: 0 });
    const [tool] = await opened.db.select().from(products).where(eq(products.slug, 'eva-tool-case'));
    await setProductPublished(opened.db, actors.admin, tool.id, !tool.published);
    await setProductPublished(opened.db, actors.admin, tool.id, tool.published);
    const before = await productCount();
    expect(await statusOf(confirmImport(opened.db, actors.editor, result.id!))).toBe(409);
    expect(await productCount()).toBe(before);
    expect(await opened.db.select().from(products).where(eq(products.slug, 'eva-tool-case-copy'))).toEqual([]);
  });

  it('is for editors and admins: nobody 401, a member or a sales account 404', async () => {
    const bytes = await exported('csv', EMPTY, actors.admin);
    for (const [actor, status] of [
      [null, 401],
      [actors.member, 404],
      [actors.sales, 404],
    ] as const) {
      expect(await statusOf(exportCatalogue(opened.db, actor, { format: 'csv', filters: EMPTY }))).toBe(status);
      expect(await statusOf(previewImport(opened.db, actor, chunksOf(bytes), 'csv'))).toBe(status);
      expect(await statusOf(confirmImport(opened.db, actor, 'a'.repeat(32)))).toBe(status);
    }
  });
});
