import { expect, test } from '@playwright/test';
import { COUNTER } from '../lib/config';

test.use({ locale: 'en-US' });

test('slides link to their url with category = sign, the first image loads eagerly, and the slider autoplays', async ({ page }) => {
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Featured collections' });
  const links = carousel.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  for (const sign of ['sewing', 'heat-press', 'eva-molded']) {
    const image = carousel.getByRole('img', { name: sign, exact: true });
    await expect(image).toHaveCount(1);
  }
  await expect(carousel.locator('a').first()).toHaveAttribute('href', '/en/products?category=sewing');
  const first = carousel.locator('img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  expect(await carousel.getByRole('tab').count()).toBe(0);

  const current = () => carousel.locator('[aria-roledescription="slide"]').evaluateAll((slides) => {
    const box = slides[0].closest('[aria-roledescription="carousel"]')!.getBoundingClientRect();
    return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left - box.left) < 4);
  });
  expect(await current()).toBe(0);
  await expect.poll(current, { timeout: 12_000 }).not.toBe(0);
});

test('the slider can be dragged', async ({ page, isMobile }) => {
  test.skip(isMobile, 'mouse drag is checked at desktop width');
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: only the drag moves it
  await page.goto('/en');
  const carousel = page.getByRole('region', { name: 'Featured collections' });
  // Embla is ready once its buttons are enabled (they are disabled in the server HTML).
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  const box = (await carousel.boundingBox())!;
  const before = (await carousel.locator('img').first().boundingBox())!.x;
  const y = box.y + box.height / 2;
  // A deliberate drag: press, move in small steps (as a hand would), release.
  await page.mouse.move(box.x + box.width * 0.75, y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i += 1) {
    await page.mouse.move(box.x + box.width * (0.75 - i * 0.03), y);
  }
  await page.mouse.up();
  await expect
    .poll(async () => (await carousel.locator('img').first().boundingBox())!.x, { timeout: 10_000 })
    .toBeLessThan(before - 100);
});

test('the counter counts up to 10+ labelled years of experience', async ({ page, isMobile }) => {
  test.skip(isMobile && (page.viewportSize()?.width ?? 0) < 480, 'the about block is hidden below 480 px');
  await page.goto('/en');
  const counter = page.getByRole('img', { name: `${COUNTER.end}+ Years of experience` });
  await counter.scrollIntoViewIfNeeded();
  await expect(counter).toContainText(`${COUNTER.end}+`, { timeout: COUNTER.durationMs + 3000 });
});

test('the about block is hidden below 480 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en');
  await expect(page.getByRole('heading', { name: 'Custom design, engineering and manufacture' })).toBeHidden();
});

test('themed sections: five cards, the third open first, hover and focus open another', async ({ page, isMobile }) => {
  test.skip(isMobile, 'wide screens expand one card at a time; narrow screens are checked below');
  await page.goto('/en');
  const section = page.getByRole('region', { name: 'Sewing' });
  const cards = section.locator('li');
  await expect(cards).toHaveCount(5);
  const widths = () => cards.evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().width)));
  const widest = async () => {
    const w = await widths();
    return w.indexOf(Math.max(...w));
  };
  await section.scrollIntoViewIfNeeded();
  expect(await widest()).toBe(2);
  await expect(cards.nth(2).locator('p')).toBeVisible();
  await cards.nth(0).hover();
  await expect.poll(widest).toBe(0);
  await page.mouse.move(0, 0);
  await cards.nth(4).focus();
  await expect.poll(widest).toBe(4);
});

test('on narrow screens every card shows its text', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en');
  const captions = page.getByRole('region', { name: 'Heat Press' }).locator('li p');
  await expect(captions).toHaveCount(5);
  for (let i = 0; i < 5; i += 1) {
    await captions.nth(i).scrollIntoViewIfNeeded();
    await expect(captions.nth(i)).toBeVisible();
    expect(await captions.nth(i).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  }
});
