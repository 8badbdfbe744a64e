import { expect, test } from '@playwright/test';
import { API, accountName, ownAddress, registerByApi } from './support/members';
import { logIn, staff } from './support/staff';
import { shoot } from './support/shots';

/*
 * The academy at 375 px and 1440 px: a visitor reads the cached course pages (JSON-LD
 * Course, canonical, hreflang) and is offered a login to track progress; a member opens a lesson,
 * marks it done, sees the tick and "resume" on the course page and the course on /user/myLearn;
 * another member sees none of it; an editor finds the course in the back office.
 */

const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const COURSE = 'artwork-for-printed-cases';

test('a visitor reads the academy; the pages are crawlable and carry Course data', async ({ page }) => {
  const list = await page.goto('/en/course');
  expect(list?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/course$/);
  await shoot(page, 'member-academy', 'course-list');

  await page.getByRole('link', { name: 'Preparing artwork for printed cases' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/course/${COURSE}$`));
  await expect(page.getByRole('listitem').filter({ hasText: 'Why vector files' })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const course = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Course');
  expect(course).toMatchObject({ name: 'Preparing artwork for printed cases', inLanguage: 'en', provider: { '@type': 'Organization' } });
  expect(course.hasPart).toHaveLength(3);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(15);
  await expect(page.getByText('Log in to tick off lessons and resume where you stopped.')).toBeVisible();

  const lesson = await page.goto(`/ja/course/${COURSE}/vector-files`);
  expect(lesson?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'なぜベクターデータなのか' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', /\/ja\/login\?redirect=%2Fja%2Fcourse%2F/);
  expect((await page.goto(`/en/course/${COURSE}/no-such-lesson`))?.status()).toBe(404);
  expect((await page.goto('/en/course/no-such-course'))?.status()).toBe(404);
});

test('a member marks a lesson done, resumes from the course page and finds it on My learning', async ({ page, browser }, info) => {
  await registerByApi(page.request, accountName(info.project.name, 'acad'), { ...SAME_ORIGIN, ...ownAddress('198.21') });
  await page.goto(`/en/course/${COURSE}/colours-and-pantone`);
  await expect(page.getByRole('heading', { level: 1, name: 'Colours and Pantone references' })).toBeVisible();
  await expect(page.getByText('0 of 3 lessons done')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.locator('[data-lesson-done]')).toHaveText('Done');
  await expect(page.getByText('1 of 3 lessons done')).toBeVisible();
  await expect(page.locator('aside [data-lesson-id][data-done="true"]')).toHaveCount(1);
  await shoot(page, 'member-academy', 'lesson-done');

  await page.goto(`/en/course/${COURSE}`);
  await expect(page.getByText('1 of 3 lessons done')).toBeVisible();
  await expect(page.locator('main ol [data-done="true"]')).toHaveCount(1);
  // Opened last: "Colours"; done, so resume moves on to the next open lesson.
  await expect(page.locator('[data-resume]')).toHaveText('Resume: Bleed and the print area');
  await shoot(page, 'member-academy', 'course-progress');

  await page.goto('/en/user/myLearn');
  const item = page.locator(`[data-course="${COURSE}"]`);
  await expect(item).toContainText('1 of 3 lessons done');
  await expect(item.locator('[data-resume]')).toHaveAttribute('href', `/en/course/${COURSE}/bleed-and-print-area`);
  await expect(page.getByRole('heading', { name: 'More courses' })).toBeVisible();
  await shoot(page, 'member-academy', 'my-learn');

  // Undo.
  await page.goto(`/en/course/${COURSE}/colours-and-pantone`);
  await page.getByRole('button', { name: 'Mark as not done' }).click();
  await expect(page.getByRole('button', { name: 'Mark as done' })).toBeVisible();

  // Another member: nothing of the first one's progress; a lesson of an unknown id is a 404.
  const other = await browser.newContext({ baseURL: info.project.use.baseURL });
  const otherPage = await other.newPage();
  await registerByApi(otherPage.request, accountName(info.project.name, 'acb'), { ...SAME_ORIGIN, ...ownAddress('198.21') });
  const learning = await otherPage.request.get(`${API}/user/learning?course=${COURSE}`);
  expect((await learning.json()).result).toMatchObject({ done: [], last_lesson_id: null });
  const bad = await otherPage.request.post(`${API}/user/learning/lessons/999999`, { headers: SAME_ORIGIN, data: { done: true } });
  expect(bad.status()).toBe(404);
  const invalid = await otherPage.request.post(`${API}/user/learning/lessons/1`, { headers: SAME_ORIGIN, data: { done: 'maybe' } });
  expect(invalid.status()).toBe(400);
  await otherPage.goto('/en/user/myLearn');
  await expect(otherPage.getByRole('heading', { name: 'Courses to start with' })).toBeVisible();
  await other.close();
});

test('an editor manages the courses in the back office', async ({ page }, info) => {
  const editor = accountName(info.project.name, 'aced');
  expect(staff('create', '--account', editor, '--password', 'Str0ng-Back-Office!', '--role', 'editor')).toMatchObject({ code: 0 });
  await page.goto('/en/login?redirect=/en/admin/courses');
  await logIn(page, editor, 'Str0ng-Back-Office!');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  // The three demo courses at least: another spec adds draft courses of its own at the same time.
  await expect(page.locator('[data-courses] tbody tr').nth(2)).toBeVisible();
  await shoot(page, 'member-academy', 'admin-courses');
  await page.getByRole('link', { name: 'Preparing artwork for printed cases' }).click();
  await expect(page.locator('[data-lesson-form]')).toHaveCount(4);
  // A bad video link is refused with a field message; nothing is saved.
  const first = page.locator('[data-lesson-form="vector-files"]');
  await first.getByLabel('Video link (optional)').fill('http://video.example/x');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText(/link|address|URL/i).last()).toBeVisible();
  await shoot(page, 'member-academy', 'admin-course');
});
