/** @jest-environment node */
import { exportQuerySchema } from '@/lib/api/contract/catalogue-transfer';
import { validateProductInput } from '@/lib/api/contract/products-admin';
import { validate } from '@/lib/validation/kit';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { catalogueCast } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { productForm } from '@/lib/server/testing/product-form';
import { errorKeys, valid } from '@/lib/server/testing/validation';
import { isCataloguePicture } from './images';
import { createCategory } from './manage-categories';
import { createProduct } from './manage-products';
import { exportCatalogue } from './transfer-export';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.setTimeout(120_000);

/* The bulk bar's "export the selection": GET /admin/products/export?ids=… exports exactly those products. */

describe('the export request', () => {
  it('takes the chosen ids (up to 500) beside the filters, and refuses anything else by field', () => {
    expect(valid(validate(exportQuerySchema, { format: 'csv', ids: '7,3' })).filters).toEqual({ keyword: '', category: null, state: '', ids: [7, 3] });
    expect(valid(validate(exportQuerySchema, { format: 'xlsx' })).filters).toEqual({ keyword: '', category: null, state: '' });
    expect(errorKeys(validate(exportQuerySchema, { format: 'csv', ids: '1,x' }))).toEqual({ ids: 'invalid' });
    expect(errorKeys(validate(exportQuerySchema, { format: 'csv', ids: Array.from({ length: 501 }, (_, i) => i + 1).join(',') }))).toEqual({ ids: 'tooManyItems' });
  });
});

describe.each(testDatabases())('exporting a selection on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};

  beforeAll(async () => {
    opened = await open();
    Object.assign(actors, await catalogueCast(opened.db));
  });
  afterAll(() => opened?.close());

  it('exports the chosen products only, whatever else matches', async () => {
    const category = (await createCategory(opened.db, actors.editor, { key: 'pouch', parentId: null, name: { 'zh-CN': '小包' } })).id;
    const made = [];
    for (const slug of ['sel-one', 'sel-two', 'sel-three']) {
      const checked = validateProductInput(productForm(slug, category), isCataloguePicture);
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      made.push(await createProduct(opened.db, actors.editor, checked.value));
    }
    const query = valid(validate(exportQuerySchema, { format: 'csv', ids: `${made[2].id},${made[0].id}` }));
    const file = await exportCatalogue(opened.db, actors.editor, query);
    const text = await new Response(file.body).text();
    expect(text).toContain('sel-one');
    expect(text).toContain('sel-three');
    expect(text).not.toContain('sel-two');
  });
});
