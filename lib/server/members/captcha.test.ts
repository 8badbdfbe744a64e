/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { captchas } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { createCaptcha, newCaptchaCode, verifyCaptcha } from './captcha';
import { renderCaptchaSvg, STROKE_FONT } from './captcha-image';

jest.setTimeout(60_000);

function svgOf(image: string): string {
  expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return Buffer.from(image.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
}

describe('captcha picture', () => {
  it('has a glyph for every character of the alphabet, and the alphabet has no look-alikes', () => {
    expect(Object.keys(STROKE_FONT).sort()).toEqual([...AUTH.captcha.alphabet].sort());
    for (const ambiguous of '0O1IL2Z5S8B6G') expect(AUTH.captcha.alphabet).not.toContain(ambiguous);
  });

  it('draws the characters as paths: no text, no font, no script', () => {
    const code = 'ACEFH';
    const svg = renderCaptchaSvg(code);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan|<font|<script|font-family|foreignObject/i);
    expect(svg).not.toContain(code);
    for (const char of code) expect(svg).not.toMatch(new RegExp(`>${char}<`));
    // 4 noise curves + 2 crossing curves + one path per character.
    expect(svg.match(/<path /g)).toHaveLength(4 + 2 + code.length);
    expect(svg.match(/rotate\(/g)).toHaveLength(code.length);
  });

  it('differs every time for the same code', () => {
    expect(renderCaptchaSvg('KMNPR')).not.toBe(renderCaptchaSvg('KMNPR'));
  });

  it('codes are 5 characters of the alphabet', () => {
    for (let i = 0; i < 200; i += 1) expect(newCaptchaCode()).toMatch(new RegExp(`^[${AUTH.captcha.alphabet}]{${AUTH.captcha.length}}$`));
  });
});

describe.each(testDatabases())('captcha storage on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('gives a random key and an SVG data URL, and stores only a hash of the answer', async () => {
    const issued = await createCaptcha(opened.db);
    expect(issued.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(svgOf(issued.image)).not.toMatch(/<text/i);
    const [row] = await opened.db.select().from(captchas).where(eq(captchas.id, issued.key));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(issued.code);
  });

  it('accepts the answer once, in any case', async () => {
    const issued = await createCaptcha(opened.db);
    expect(await verifyCaptcha(opened.db, issued.key, ` ${issued.code.toLowerCase()} `)).toBe(true);
    expect(await verifyCaptcha(opened.db, issued.key, issued.code)).toBe(false);
  });

  it('is used up by a wrong answer too (one guess per picture)', async () => {
    const issued = await createCaptcha(opened.db);
    expect(await verifyCaptcha(opened.db, issued.key, 'WRONG')).toBe(false);
    expect(await verifyCaptcha(opened.db, issued.key, issued.code)).toBe(false);
  });

  it('expires after 5 minutes and is cleared away later', async () => {
    const start = new Date('2026-05-01T12:00:00Z');
    const issued = await createCaptcha(opened.db, start);
    expect(await verifyCaptcha(opened.db, issued.key, issued.code, new Date(start.getTime() + AUTH.captcha.ttlSeconds * 1000))).toBe(false);
    const fresh = await createCaptcha(opened.db, start);
    expect(await verifyCaptcha(opened.db, fresh.key, fresh.code, new Date(start.getTime() + 299_000))).toBe(true);
    await createCaptcha(opened.db, new Date(start.getTime() + 3_600_000));
    expect(await opened.db.select().from(captchas).where(eq(captchas.id, issued.key))).toHaveLength(0);
  });

  it('refuses unknown and malformed keys', async () => {
    expect(await verifyCaptcha(opened.db, 'A'.repeat(22), 'ACEFH')).toBe(false);
    expect(await verifyCaptcha(opened.db, "x' or 1=1 --", 'ACEFH')).toBe(false);
  });
});
