import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accountName } from './support/members';
import { staff } from './support/staff';
import { productForm } from '../lib/server/testing/product-form';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { shoot } from './support/shots';

/*
 * Arabic pages: text in another direction than the page's keeps its own order. A product
 * written in Chinese and English only is opened in /ar: its English texts (a fallback) read left to
 * right, its measurements and spec values too, "(MOQ 300)." keeps its brackets and full stop where
 * English puts them, the "view details" arrow points the way Arabic reads, and a contact number reads
 * as dialled. Positions are measured on the rendered characters (a Range over the text), as a buyer
 * sees them, at 375 px and 1440 px.
 */

const API = '/basic-api/v1';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

// A client address of its own: the staff logins and writes here do not count against other specs' limits.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `10.93.${Math.floor(Math.random() * 250)}.1` } });
const PASSWORD = 'Str0ng-Rtl-Editor-Pass!';

/** The horizontal centre and the top of each part's rendered characters, in the order given (parts in text order). */
async function boxesOf(element: Locator, parts: string[]): Promise<{ x: number; top: number }[]> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const found: { x: number; top: number }[] = [];
    let nodeIndex = 0;
    let from = 0;
    for (const part of wanted) {
      let at = -1;
      while (nodeIndex < nodes.length && (at = nodes[nodeIndex].data.indexOf(part, from)) < 0) {
        nodeIndex += 1;
        from = 0;
      }
      if (at < 0) throw new Error(`"${part}" is not in "${root.textContent}"`);
      const range = document.createRange();
      range.setStart(nodes[nodeIndex], at);
      range.setEnd(nodes[nodeIndex], at + part.length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      if (rects.length !== 1) throw new Error(`"${part}" is drawn in ${rects.length} boxes`);
      found.push({ x: rects[0].left + rects[0].width / 2, top: rects[0].top });
      from = at + part.length;
    }
    return found;
  }, parts);
}

/** Asserts the parts are drawn on one line, each to the right of the one before (left-to-right order). */
async function expectLeftToRight(element: Locator, parts: string[]) {
  const boxes = await boxesOf(element, parts);
  for (let i = 1; i < boxes.length; i += 1) {
    expect(Math.abs(boxes[i].top - boxes[0].top), `"${parts[i]}" on the line of "${parts[0]}"`).toBeLessThan(4);
    expect(boxes[i].x, `"${parts[i]}" right of "${parts[i - 1]}"`).toBeGreaterThan(boxes[i - 1].x);
  }
}

/** An editor's session on `request` (the API calls below), made once per test. */
async function logInEditor(request: APIRequestContext, project: string) {
  const editor = accountName(project, 'rtl');
  expect(staff('create', '--account', editor, '--password', PASSWORD, '--role', 'editor').code).toBe(0);
  expect((await request.post(`${API}/authorizations`, { headers: SAME_ORIGIN, data: { account: editor, password: PASSWORD } })).status()).toBe(200);
}

/** A published pouch written in zh-CN and en (so /ar shows the English texts), with `overrides`. */
async function createProduct(request: APIRequestContext, project: string, overrides: Record<string, unknown> = {}) {
  const categories = await (await request.get(`${API}/categories`)).json();
  const pouch = categories.result.list.find((c: { key: string }) => c.key === 'pouch');
  const slug = `rtl-pouch-${Date.now().toString(36)}-${project.slice(0, 2)}`;
  const created = await request.post(`${API}/admin/products`, {
    headers: SAME_ORIGIN,
    data: productForm(slug, pouch.id, overrides),
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).result.id as number;
  return { id, slug, remove: () => request.delete(`${API}/admin/products/${id}`, { headers: SAME_ORIGIN }) };
}

test('an Arabic product page keeps left-to-right values and fallback texts in their order', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await logInEditor(request, testInfo.project.name);
  const product = await createProduct(request, testInfo.project.name);
  try {
    const response = await page.goto(`/ar/product/${product.id}/${product.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The name fell back to English: marked with its language and its direction.
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Neoprene zip pouch');
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(title).toHaveAttribute('dir', 'ltr');
    await expectLeftToRight(title, ['Neoprene', 'zip', 'pouch']);

    // The spec values as a buyer reads them: "22 × 14 cm", not "cm 14 × 22"; "3 mm SBR neoprene".
    const specs = page.locator('main dl');
    await expectLeftToRight(specs.locator('dd', { hasText: '22 × 14 cm' }), ['22', '×', '14', 'cm']);
    await expectLeftToRight(specs.locator('dd', { hasText: 'neoprene' }), ['3', 'mm', 'SBR', 'neoprene']);

    // A sentence ends with its full stop, and the brackets stay around "MOQ 300".
    const summary = page.getByText('Soft 3 mm pouch (MOQ 300).');
    await expect(summary).toHaveAttribute('dir', 'ltr');
    await expectLeftToRight(summary, ['Soft', '3', 'pouch', '(', 'MOQ', '300', ')', '.']);

    // The breadcrumb reads right to left (home first, on the right); the product's name in it left to right.
    const crumbs = page.getByRole('navigation', { name: ar.common.breadcrumb }).getByRole('listitem');
    const [home, last] = [(await crumbs.first().boundingBox())!, (await crumbs.last().boundingBox())!];
    expect(home.x).toBeGreaterThan(last.x);
    await expect(crumbs.last().locator('[aria-current="page"]')).toHaveAttribute('dir', 'ltr');
    // Its separator, a chevron turned 45°, is mirrored: the first column of its matrix points left.
    const separator = await crumbs.last().evaluate((el) => new DOMMatrix(getComputedStyle(el, '::before').transform));
    expect(separator.a).toBeLessThan(0);

    // The related products' "view details" arrow points left, the way the page reads.
    const arrow = page.locator('main article .bidi-flip').first();
    await arrow.scrollIntoViewIfNeeded();
    expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await shoot(page, 'rtl', 'ar-product');

    // In English the same arrow is not mirrored.
    await page.goto(`/en/product/${product.id}/${product.slug}`);
    const enArrow = page.locator('main article .bidi-flip').first();
    expect(await enArrow.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('dir');
    const enSeparator = await page
      .getByRole('navigation', { name: en.common.breadcrumb })
      .getByRole('listitem')
      .last()
      .evaluate((el) => new DOMMatrix(getComputedStyle(el, '::before').transform));
    expect(enSeparator.a).toBeGreaterThan(0);
  } finally {
    expect((await product.remove()).status()).toBe(200);
  }
});

test('an Arabic spec value stays right to left with its measurements and Latin words left to right', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await logInEditor(request, testInfo.project.name);
  const product = await createProduct(request, testInfo.project.name, {
    name: { 'zh-CN': '潜水料拉链包', en: 'Neoprene zip pouch', ar: 'حقيبة نيوبرين بسحّاب' },
    material: { 'zh-CN': '3 毫米 SBR 潜水料', en: '3 mm SBR neoprene', ar: 'نيوبرين SBR بسماكة 3 mm، جيرسي' },
    size: { 'zh-CN': '36 × 26 cm（14 英寸）', en: '36 × 26 cm (14 in)', ar: '36 × 26 cm (14 بوصة)' },
  });
  try {
    expect((await page.goto(`/ar/product/${product.id}/${product.slug}`))?.status()).toBe(200);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('حقيبة نيوبرين بسحّاب');
    await expect(title).not.toHaveAttribute('dir');
    const specs = page.locator('main dl');
    // Read from the right: نيوبرين, SBR, بسماكة, "3 mm" (itself left to right).
    const material = await boxesOf(specs.locator('dd', { hasText: 'نيوبرين' }), ['نيوبرين', 'SBR', 'بسماكة', '3', 'mm']);
    expect(material[0].x).toBeGreaterThan(material[1].x);
    expect(material[1].x).toBeGreaterThan(material[2].x);
    expect(material[2].x).toBeGreaterThan(material[4].x);
    expect(material[4].x).toBeGreaterThan(material[3].x);
    // "36 × 26 cm" first (on the right) and left to right, then its inches.
    const size = specs.locator('dd', { hasText: 'بوصة' });
    await expectLeftToRight(size, ['36', '×', '26', 'cm']);
    const [measurement, inches] = await boxesOf(size, ['36', 'بوصة']);
    expect(measurement.x).toBeGreaterThan(inches.x);
  } finally {
    expect((await product.remove()).status()).toBe(200);
  }
});

test('Arabic pages show e-mail addresses and phone numbers as written', async ({ page }) => {
  await page.goto('/ar/about');
  const main = page.locator('main');
  await expectLeftToRight(main.getByRole('link', { name: /^\+86/ }).first(), ['+86', '138', '2930', '5716']);
  await expectLeftToRight(main.getByRole('link', { name: /@/ }).first(), ['sales', '@', 'hengxin', '.com']);
  const footer = page.locator('footer');
  await expectLeftToRight(footer.getByRole('link', { name: /^\+86/ }), ['+86', '138', '2930', '5716']);
});

test('the Arabic banner words stay on the picture’s empty left side, clear of the products', async ({ page, isMobile }) => {
  test.skip(isMobile, 'below 992 px the words sit under the picture');
  await page.goto('/ar');
  const slide = page.locator('[aria-roledescription="slide"]').first();
  const words = slide.locator('a > span').first();
  const box = (await words.locator('span').first().boundingBox())!;
  const width = page.viewportSize()!.width;
  // The artwork keeps its products right of the middle in every direction.
  expect(box.x + box.width, 'the words end left of the middle').toBeLessThanOrEqual(width * 0.45);
  expect(box.x).toBeGreaterThanOrEqual(0);
});

/** Which way a breadcrumb separator (drawn with CSS borders) points, read from the pixels on screen. */
async function chevronPointsLeft(page: Page, item: Locator, rtl: boolean): Promise<boolean> {
  const box = (await item.boundingBox())!;
  // The separator sits at the item's inline start: 0.4 em turned 45°, about 8 px wide.
  const png = await page.screenshot({ clip: { x: rtl ? box.x + box.width - 11 : box.x - 1, y: box.y, width: 12, height: box.height } });
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const ink: { x: number; y: number }[] = [];
      for (let y = 0; y < canvas.height; y += 1) {
        for (let x = 0; x < canvas.width; x += 1) {
          const i = (y * canvas.width + x) * 4;
          if (data[i] + data[i + 1] + data[i + 2] < 3 * 225) ink.push({ x, y });
        }
      }
      const top = Math.min(...ink.map((p) => p.y));
      const bottom = Math.max(...ink.map((p) => p.y));
      const middle = ink.filter((p) => Math.abs(p.y - (top + bottom) / 2) <= 0.5).map((p) => p.x);
      const ends = ink.filter((p) => p.y === top || p.y === bottom).map((p) => p.x);
      // A chevron's tip is its middle: left of its two ends when it points left.
      return Math.max(...middle) < Math.min(...ends);
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
}

test('breadcrumb chevrons on a product page point the way the trail reads: left in Arabic, right in English', async ({ page, request }) => {
  const list = await (await request.get(`${API}/product?limit=6&category=eva-molded`)).json();
  const product = list.result.list[0] as { id: number; slug: string };
  for (const [locale, rtl] of [
    ['ar', true],
    ['en', false],
  ] as const) {
    await page.goto(`/${locale}/product/${product.id}/${product.slug}`);
    const items = page.locator('.breadcrumb li');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
    for (const index of [1, 2]) expect(await chevronPointsLeft(page, items.nth(index), rtl), `${locale}: separator ${index}`).toBe(rtl);
  }
});
