import { expect, test } from '@playwright/test';

test.use({ extraHTTPHeaders: { 'Accept-Language': 'en' } });

test('the product list shows 6 products per page with crawlable page links', async ({ page }) => {
  const res = await page.goto('/en/products');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(6);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  const page2 = pages.getByRole('link', { name: 'Page 2' });
  await expect(page2).toHaveAttribute('href', '/en/products?page=2');
  await page2.click();
  await expect(page).toHaveURL(/\/en\/products\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const firstOnPage2 = await cards.first().getByRole('heading').textContent();
  await page.goto('/en/products');
  expect(await cards.first().getByRole('heading').textContent()).not.toBe(firstOnPage2);
});

test('the category filter narrows the list, and the slider query lands filtered', async ({ page }) => {
  await page.goto('/en/products?category=eva-molded');
  await expect(page.getByRole('heading', { level: 1, name: 'EVA Molded' })).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Filter by category' });
  await expect(filters.getByRole('link', { name: 'EVA Molded' })).toHaveAttribute('aria-current', 'page');
  const categories = await page.locator('main article p:first-of-type').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  for (const c of categories) expect(c.toLowerCase()).toContain('hard-shell');
  await filters.getByRole('link', { name: 'Sewing' }).click();
  await expect(page).toHaveURL(/category=sewing/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sewing' })).toBeVisible();
});

test('every family and its sub-categories are chips from the start; every list ends with "Can’t find it?"', async ({ page }) => {
  await page.goto('/en/products');
  const filters = page.getByRole('navigation', { name: 'Filter by category' });
  await expect(filters.getByRole('link', { name: 'All products' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Sewing', 'Pouches', 'Trunk Organizers', 'Heat Press', 'Tablet Covers', 'EVA Molded', 'Hard-Shell Cases']) {
    await expect(filters.getByRole('link', { name, exact: true })).toBeAttached();
  }
  // Phones scroll a family's row sideways; the first chips of each row are on screen.
  for (const name of ['Sewing', 'Pouches', 'Heat Press', 'EVA Molded']) {
    await expect(filters.getByRole('link', { name, exact: true })).toBeInViewport();
  }
  await filters.getByRole('link', { name: 'Tablet Covers' }).click();
  await expect(page).toHaveURL(/category=tablet-cover$/);
  await expect(filters.getByRole('link', { name: 'Tablet Covers' })).toHaveAttribute('aria-current', 'page');
  await expect(filters.getByRole('link', { name: 'Pouches' })).toBeAttached();

  const prompt = page.getByRole('complementary', { name: 'Can’t find it?' });
  await prompt.scrollIntoViewIfNeeded();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Send us your design' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
});

test('an unknown category or page beyond the last is a real 404', async ({ page }) => {
  expect((await page.goto('/en/products?category=nope'))?.status()).toBe(404);
  expect((await page.goto('/en/products?page=99'))?.status()).toBe(404);
  expect((await page.goto('/en/products?page=abc'))?.status()).toBe(404);
});

test('a product page shows gallery, specs, description, related products and a quote action', async ({ page, request }) => {
  const list = await (await request.get('/basic-api/v1/product', { headers: { 'Accept-Language': 'en' } })).json();
  const product = list.result.list[0];
  const res = await page.goto(`/en/product/${product.id}/${product.slug}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Product pictures' }).locator('img').first()).toBeVisible();
  await expect(page.getByText('Minimum order')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related products' })).toBeVisible();
  const quote = page.getByRole('link', { name: 'Request a quote for this product' });
  await expect(quote).toHaveAttribute('href', `/en/contact?product=${product.id}`);
  const thumb = page.getByRole('button', { name: 'Show picture 2 of 2' });
  await thumb.click();
  await expect(thumb).toHaveAttribute('aria-pressed', 'true');
});

test('a wrong product name redirects permanently to the canonical one; an unknown id is a 404', { tag: '@any-width' }, async ({ request }) => {
  const list = await (await request.get('/basic-api/v1/product')).json();
  const product = list.result.list[0];
  const wrong = await request.get(`/en/product/${product.id}/not-the-name`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(308);
  expect(wrong.headers().location).toBe(`/en/product/${product.id}/${product.slug}`);
  expect((await request.get('/en/product/999999/x')).status()).toBe(404);
  expect((await request.get('/en/product/abc/x')).status()).toBe(404);
});

test('/ourProcess reaches the process page', async ({ page }) => {
  await page.goto('/en/ourProcess');
  await expect(page).toHaveURL(/\/en\/ourprocess$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Process' })).toBeVisible();
  await expect(page.locator('main ol > li')).toHaveCount(6);
});

test('the FAQ has every answer in the HTML as an accessible accordion', async ({ page, request }) => {
  const faq = await (await request.get('/basic-api/v1/faq', { headers: { 'Accept-Language': 'en' } })).json();
  const html = await (await request.get('/en/faq')).text();
  for (const entry of faq.result.list) {
    const start = entry.answer.slice(0, 40).replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(html.includes(start), `answer "${start}" in the HTML`).toBe(true);
  }
  await page.goto('/en/faq');
  const second = page.locator('details').nth(1);
  await expect(second).not.toHaveAttribute('open', '');
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open', '');
});

test('the About page shows the about-us text and the company facts', async ({ page, request }) => {
  const sys = await (await request.get('/basic-api/v1/app_config/sys', { headers: { 'Accept-Language': 'en' } })).json();
  const about = sys.result.list.find((e: { name: string }) => e.name === 'about us').value as string;
  await page.goto('/en/about');
  await expect(page.getByText(about.split('\n')[0].slice(0, 60))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company facts' })).toBeVisible();
});

test('/redirect follows a same-site target and refuses any other site', { tag: '@any-width' }, async ({ request }) => {
  const ok = await request.get('/en/redirect?redirect=%2Fen%2Ffaq', { maxRedirects: 0 });
  expect(ok.status()).toBe(307);
  expect(ok.headers().location).toBe('/en/faq');
  for (const bad of ['//evil.example', '/\\evil.example', 'https:evil.example', 'https://evil.example', '%2F%2Fevil.example', 'javascript:alert(1)']) {
    const res = await request.get(`/en/redirect?redirect=${encodeURIComponent(bad)}`, { maxRedirects: 0 });
    expect([bad, res.status()]).toEqual([bad, 200]);
    expect((await res.text()).includes('This link leads outside our site'), bad).toBe(true);
  }
});

test('on phones "Request a quote" and WhatsApp stay at the bottom of a product page, clear of the back-to-top button', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'below 992 px; wide screens keep the quote button beside the specifications');
  const list = await (await request.get('/basic-api/v1/product', { headers: { 'Accept-Language': 'en' } })).json();
  const product = list.result.list[0];
  const sys = await (await request.get('/basic-api/v1/app_config/sys')).json();
  const whatsapp = (sys.result.list.find((e: { name: string }) => e.name === 'whatsapp').value as string).replace(/\D/g, '');
  await page.goto(`/en/product/${product.id}/${product.slug}`);
  const quote = page.getByRole('link', { name: 'Request a quote', exact: true });
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(quote).toHaveAttribute('href', `/en/contact?product=${product.id}`);
  await expect(chat).toHaveAttribute('href', `https://wa.me/${whatsapp}`);
  const viewport = page.viewportSize()!;
  for (const y of [0, 900, 1800]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(quote).toBeInViewport();
    const box = (await quote.boundingBox())!;
    expect(box.y + box.height, `at ${y} px the bar is at the bottom of the screen`).toBeGreaterThan(viewport.height - 80);
  }
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await expect(toTop).toBeVisible();
  const [top, bar] = await Promise.all([toTop.boundingBox(), chat.boundingBox()]);
  // Side by side, not on top of each other, and the back-to-top button still takes the click.
  expect(bar!.x + bar!.width).toBeLessThanOrEqual(top!.x);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // At the end of the page it rests above the footer.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = (await page.locator('footer').boundingBox())!;
  expect((await quote.boundingBox())!.y).toBeLessThan(footer.y);
});
