import { expect, test, type Page } from '@playwright/test';
import { samplePng } from '../lib/server/files/samples';
import { API, PASSWORD, accountName, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { shoot } from './support/shots';

/*
 * Saved designs and favourites: a visitor's "Customise this product" goes to the login
 * page and back to a new design of that product; the member fills it in (a wrong quantity is
 * refused with its message, one below the MOQ only warns), uploads artwork on the spot, saves,
 * edits after a reload, requests a quote (ORDERS' order page opens), duplicates and deletes in
 * /user/myProduct. Another member opening the design's address gets the 404 page. Hearts: on a
 * product page and on a card of the list, seen in /user/myFavorite and removed there; an
 * anonymous heart goes to the login page and back.
 */

const forwardedFor = () => ({ 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 200)}.${1 + Math.floor(Math.random() * 250)}` });
test.use({ locale: 'en-US', extraHTTPHeaders: forwardedFor() });

async function products(page: Page) {
  const res = await page.request.get(`${API}/product?limit=6`, { headers: { 'Accept-Language': 'en' } });
  expect(res.ok()).toBe(true);
  return (await res.json()).result.list as { id: number; slug: string; name: string }[];
}

test('Customise: login and back to a new design; fill, upload, save, edit, quote, duplicate, delete; another member gets 404', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const account = accountName(project, 'design');
  await registerByApi(request, account, forwardedFor());
  const [product] = await products(page);
  const moq = (await (await page.request.get(`${API}/product/${product.id}`)).json()).result.specs.moq as number;
  expect(moq).toBeGreaterThan(1);
  const grouped = new Intl.NumberFormat('en').format(moq);

  await page.goto(`/en/product/${product.id}/${product.slug}`);
  await page.getByRole('link', { name: 'Customise this product' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/login\\?redirect=%2Fen%2Fproduct%2FeditProduct%2Fnew%3Fproduct%3D${product.id}$`));
  // The form is filled once the page is interactive (a fill before hydration is lost).
  await page.waitForLoadState('networkidle');
  await logIn(page, account, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/en/product/editProduct/new\\?product=${product.id}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'New design' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: product.name }).first()).toBeVisible();

  await page.getByLabel('Design name').fill('Trade show pouch');
  await page.getByLabel('Size', { exact: true }).fill('24 × 16 cm');
  await page.getByRole('button', { name: 'Navy' }).click();
  await page.getByRole('button', { name: 'Red', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Print method').selectOption({ label: 'Screen print' });
  await page.getByLabel('Logo placement').selectOption({ label: 'Other placement…' });
  await page.getByLabel('Describe where the logo goes').fill('Left side, 5 cm wide');
  await page.locator('#design-quantity').fill('0');
  await page.getByLabel('Notes for our team').fill('Pantone 2767 C for the navy.');

  // Artwork uploaded on the spot, chosen at once.
  const picker = page.getByTestId('file-picker');
  await picker.locator('input[type=file]').setInputFiles({ name: 'booth-logo.png', mimeType: 'image/png', buffer: await samplePng(480, 320) });
  await expect(picker.getByText('booth-logo.png').first()).toBeVisible({ timeout: 30_000 });

  // A quantity of 0 is refused in the form, with the rule's words.
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Enter a quantity from 1 to 1,000,000 pieces.')).toBeVisible();
  await page.locator('#design-quantity').fill(String(moq - 1));
  await expect(page.getByText(`This product's minimum order is ${grouped} pieces.`, { exact: false })).toBeVisible();
  await shoot(page, 'member-designs', 'design-editor-new');
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('Your design has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/product\/editProduct\/\d+$/);
  const designId = Number(new URL(page.url()).pathname.split('/').pop());

  // Reloaded: everything as saved; then changed and saved again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit design' })).toBeVisible();
  await expect(page.getByLabel('Design name')).toHaveValue('Trade show pouch');
  await expect(page.getByRole('button', { name: 'Red', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Describe where the logo goes')).toHaveValue('Left side, 5 cm wide');
  await expect(picker.getByText('booth-logo.png').first()).toBeVisible();
  await page.locator('#design-quantity').fill(String(moq + 300));
  await expect(page.getByText(`This product's minimum order is ${grouped} pieces.`, { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your design has been saved.').first()).toBeVisible();
  await shoot(page, 'member-designs', 'design-editor-saved');
  const saved = await page.request.get(`${API}/designs/${designId}`);
  expect((await saved.json()).result).toMatchObject({
    name: 'Trade show pouch',
    quantity: moq + 300,
    colours: ['navy', 'red'],
    print_method: 'screenPrint',
    logo_placement: 'Left side, 5 cm wide',
  });

  // Another member: the design's address is the 404 page, and the API says 404 too.
  const other = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: forwardedFor() });
  const otherPage = await other.newPage();
  await registerByApi(otherPage.request, accountName(project, 'design_b'));
  const answer = await otherPage.goto(`/en/product/editProduct/${designId}`);
  expect(answer?.status()).toBe(404);
  await expect(otherPage.getByLabel('Design name')).toHaveCount(0);
  expect((await otherPage.request.get(`${API}/designs/${designId}`)).status()).toBe(404);
  expect((await otherPage.request.delete(`${API}/designs/${designId}`, { headers: { Origin: new URL(page.url()).origin } })).status()).toBe(404);
  await other.close();

  // The list: duplicate, delete the copy after confirming, request a quote from the original.
  await page.goto('/en/user/myProduct');
  await expect(page.getByRole('heading', { level: 1, name: 'My designs' })).toBeVisible();
  const cards = page.locator('article[data-design]');
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('button', { name: 'Duplicate' }).click();
  await expect(cards).toHaveCount(2);
  const copy = cards.filter({ hasText: 'Trade show pouch (copy)' });
  await expect(copy).toHaveCount(1);
  await shoot(page, 'member-designs', 'design-list');
  await copy.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Trade show pouch (copy)”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete design' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByText('Trade show pouch (copy)')).toHaveCount(0);

  await cards.first().getByRole('button', { name: 'Request a quote' }).click();
  const quote = page.getByRole('dialog', { name: 'Request a quote for “Trade show pouch”' });
  await expect(quote.getByLabel('Quantity')).toHaveValue(String(moq + 300));
  await quote.getByLabel('Note for the sales team (optional)').fill('Needed before the March fair.');
  await quote.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/en\/user\/myOrder\/\d+$/, { timeout: 20_000 });

  // Deleting the design from its editor's list leaves the order alone.
  await page.goto('/en/user/myProduct');
  await cards.first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete design' }).click();
  await expect(page.getByRole('heading', { name: 'No saved designs yet' })).toBeVisible();
  expect((await page.request.get(`${API}/designs/${designId}`)).status()).toBe(404);
});

test('hearts: on a product page and a card, listed in /user/myFavorite and removed there; anonymous goes to login and back', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const list = await products(page);
  const [first, second] = list;

  // Anonymous: the heart asks to log in, and comes back to the page.
  const visitor = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: forwardedFor() });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/en/product/${first.id}/${first.slug}`);
  await visitorPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(visitorPage).toHaveURL(new RegExp(`/en/login\\?redirect=%2Fen%2Fproduct%2F${first.id}%2F${first.slug}$`));
  await visitor.close();

  await registerByApi(page.request, accountName(project, 'hearts'));
  await page.goto(`/en/product/${first.id}/${first.slug}`);
  const heart = page.getByRole('button', { name: 'Save', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const savedHeart = page.getByRole('button', { name: 'Saved', exact: true });
  await expect(savedHeart).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'member-designs', 'product-heart');
  // The page is cached HTML: after a reload the heart reads the member's favourites again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/en/products');
  const cardHeart = page.getByRole('button', { name: `Add ${second.name} to favourites` });
  await cardHeart.click();
  await expect(page.getByRole('button', { name: `Remove ${second.name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `Remove ${first.name} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'member-designs', 'product-list-hearts');

  await page.goto('/en/user/myFavorite');
  await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
  const cards = page.locator('article[data-favorite-card]');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('link', { name: second.name })).toBeVisible();
  await shoot(page, 'member-designs', 'favorites');
  await page.getByRole('button', { name: `Remove ${first.name} from favourites` }).click();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole('link', { name: second.name }).click();
  await expect(page).toHaveURL(new RegExp(`/en/product/${second.id}/${second.slug}$`));
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  // The back office: sales see the member's designs and favourites; the product list counts who saved each product.
  const origin = new URL(page.url()).origin;
  const made = await page.request.post(`${API}/designs`, { headers: { Origin: origin }, data: { product_id: second.id, name: 'Desk check', quantity: 2000, colours: ['gold'] } });
  expect(made.status()).toBe(201);
  const me = await (await page.request.get(`${API}/user`)).json();
  const admin = accountName(project, 'dadmin');
  expect(staff('create', '--account', admin, '--password', 'Str0ng-Designs-Desk!', '--role', 'admin')).toMatchObject({ code: 0 });
  const desk = await browser.newContext({ extraHTTPHeaders: forwardedFor(), viewport: page.viewportSize() ?? undefined });
  try {
    const deskPage = await desk.newPage();
    await deskPage.goto(`/en/admin/members/${me.result.id}`);
    await logIn(deskPage, admin, 'Str0ng-Designs-Desk!');
    const section = deskPage.getByRole('region', { name: 'Designs and favourites' });
    await expect(section).toContainText('Desk check');
    await expect(section).toContainText('Gold');
    await expect(section.getByRole('link', { name: second.name }).first()).toBeVisible();
    await shoot(deskPage, 'member-designs', 'designs-admin');
    await deskPage.goto(`/en/admin/products?keyword=${encodeURIComponent(second.name)}`);
    // (On a phone the table's head is hidden and each cell carries its label.)
    await expect(deskPage.getByRole('cell', { name: /^(Saved by: )?\d+ members?$/ }).first()).toBeVisible();
  } finally {
    await desk.close();
  }
});
