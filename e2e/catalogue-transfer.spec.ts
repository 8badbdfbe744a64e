import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { makeZip } from '../lib/server/testing/zip-writer';
import { accountName, API } from './support/members';
import { staff, logIn as fillLogin } from './support/staff';
import { shoot } from './support/shots';

/*
 * The catalogue as a spreadsheet, as an editor works it at 375 px and 1440 px: the XLSX export
 * downloaded from the import/export page, a price tier and a Japanese name changed in it, the
 * preview showing exactly those two changes, the confirmation, and the Japanese product page
 * showing the new name; a CSV with a bad MOQ and an unknown category shows each refusal and
 * writes nothing; a ZIP of pictures beside a CSV gives a new product its pictures by file name.
 */

const PASSWORD = 'Str0ng-Editor-Pass!';

async function openTransfer(page: Page, project: string, tag: string) {
  const editor = accountName(project, tag);
  expect(staff('create', '--account', editor, '--password', PASSWORD, '--role', 'editor').code).toBe(0);
  await page.goto(`/en/login?redirect=${encodeURIComponent('/en/admin/products')}`);
  await fillLogin(page, editor, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Import / export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import / export' })).toBeVisible();
}

async function productId(page: Page, slug: string): Promise<number | null> {
  const answer = await page.request.get(`${API}/admin/products?keyword=${encodeURIComponent(slug)}`);
  const { result } = (await answer.json()) as { result: { list: { id: number; slug: string }[] } };
  return result.list.find((p) => p.slug === slug)?.id ?? null;
}

test('an editor exports the catalogue, changes a price tier and a Japanese name, previews exactly that and imports it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await openTransfer(page, testInfo.project.name, 'xfer');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download XLSX' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())).buffer as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as string[]).slice(1);
  const cell = (row: ExcelJS.Row, name: string) => row.getCell(header.indexOf(name) + 1);
  // Each project its own priced product, from the end of the catalogue (other specs use the first ones).
  const priced: ExcelJS.Row[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1 && String(cell(row, 'price_tiers').value ?? '') !== '') priced.push(row);
  });
  const row = priced[priced.length - (testInfo.project.name === 'phone' ? 1 : 2)];
  const slug = String(cell(row, 'slug').value);
  const tiers = String(cell(row, 'price_tiers').value);
  const newTiers = tiers.replace(/:(\d+)/, (_, whole: string) => `:${Number(whole) + 1}`);
  const name = `新しいケース ${Date.now().toString(36)}`;
  cell(row, 'price_tiers').value = newTiers;
  cell(row, 'name.ja').value = name;
  // Only that row goes back: other specs create and delete products at the same time, so any other
  // row of the export may have become new or changed by the time of the preview. That a whole
  // export imports unchanged is the service tests' round trip of the demo catalogue.
  const keep = row.number;
  for (let n = sheet.rowCount; n > 1; n -= 1) if (n !== keep) sheet.spliceRows(n, 1);
  const edited = Buffer.from(await book.xlsx.writeBuffer());

  await page.getByLabel('Spreadsheet').setInputFiles({ name: 'catalogue.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: edited });
  await page.getByRole('button', { name: 'Show the preview' }).click();
  const counts = page.getByRole('list', { name: 'What the import would do' });
  await expect(counts.locator('[data-kind="changed"]')).toContainText('1');
  await expect(counts.locator('[data-kind="new"]')).toContainText('0');
  await expect(counts.locator('[data-kind="refused"]')).toContainText('0');
  await expect(counts.locator('[data-kind="unchanged"]')).toHaveText(/^0\D/);
  const changed = page.locator(`tr:has([data-slug="${slug}"])`);
  await expect(changed.getByRole('listitem')).toHaveCount(2);
  await expect(changed).toContainText('price_tiers');
  await expect(changed).toContainText(newTiers);
  await expect(changed).toContainText('name.ja');
  await expect(changed).toContainText(name);
  await shoot(page, 'catalogue-transfer', 'transfer-preview');

  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported.' })).toContainText('Changed products: 1.');
  const id = await productId(page, slug);
  await page.goto(`/ja/product/${id}/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a CSV with a bad MOQ and an unknown category shows each refusal and imports nothing', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openTransfer(page, testInfo.project.name, 'xbad');
  const word = `csv${Date.now().toString(36)}${testInfo.project.name.slice(0, 2)}`;
  const lines = [
    'slug,category,moq,lead_time_min,lead_time_max,size,name.zh-CN,summary.zh-CN,description.zh-CN,material.zh-CN',
    `${word}-moq,pencil-bag,lots,10,20,20 cm,笔袋,简介,描述,帆布`,
    `${word}-cat,no-such-category,100,10,20,20 cm,笔袋,简介,描述,帆布`,
  ];
  await page.getByLabel('Spreadsheet').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`) });
  await page.getByRole('button', { name: 'Show the preview' }).click();
  await expect(page.getByRole('list', { name: 'What the import would do' }).locator('[data-kind="refused"]')).toContainText('2');
  await expect(page.getByRole('tab', { name: 'Refused (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`tr:has([data-slug="${word}-moq"])`)).toContainText('Please enter a whole number of pieces.');
  await expect(page.locator(`tr:has([data-slug="${word}-cat"])`)).toContainText('There is no such category.');
  await expect(page.getByText('Fix the refused rows in the sheet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import now' })).toHaveCount(0);
  await shoot(page, 'catalogue-transfer', 'transfer-refused');
  // The preview with its tabs and refusals, as a screen reader meets it.
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(await productId(page, `${word}-moq`)).toBeNull();
  expect(await productId(page, `${word}-cat`)).toBeNull();
});

test('a ZIP of pictures beside the sheet: the preview shows the new picture and the file not taken, the product page shows it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await openTransfer(page, testInfo.project.name, 'xzip');
  const word = `zip${Date.now().toString(36)}${testInfo.project.name.slice(0, 2)}`;
  // A picture of its own per run (its colour from the time), so its stored name is new too.
  const colour = `#${(Date.now() % 0xffffff).toString(16).padStart(6, '0')}`;
  const zip = makeZip([
    {
      name: 'photos/case-front.png',
      data: await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    },
    { name: 'notes.txt', data: Buffer.from('not a picture') },
  ]);
  const lines = [
    'slug,category,published,moq,lead_time_min,lead_time_max,size,name.zh-CN,name.en,summary.zh-CN,description.zh-CN,material.zh-CN,pictures',
    `${word},pencil-bag,yes,100,10,20,20 cm,压缩包笔袋,ZIP pouch ${word},简介,描述,帆布,case-front.png`,
  ];
  await page.getByLabel('Spreadsheet').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`) });
  await page.getByLabel('Pictures (ZIP, optional)').setInputFiles({ name: 'pictures.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Show the preview' }).click();
  await expect(page.getByText('Pictures of the ZIP ready for the sheet: 1.')).toBeVisible();
  await expect(page.getByText('“notes.txt” is not a PNG, JPEG or WebP picture.')).toBeVisible();
  const row = page.locator(`tr:has([data-slug="${word}"])`);
  await row.getByText(/^Fields: /).click();
  const thumb = row.getByRole('img', { name: 'New picture case-front.png' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = ((await thumb.getAttribute('src')) ?? '').replace('-sm.webp', '.webp');
  await shoot(page, 'catalogue-transfer', 'transfer-zip');

  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported.' })).toContainText('New products: 1.');
  const id = await productId(page, word);
  await page.goto(`/en/product/${id}/${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`ZIP pouch ${word}`);
  const hash = src.split('/').pop()!.replace('.webp', '');
  const shown = page.locator(`main img[src*="${hash}"]`).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
