/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { captchas } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { createCaptcha, newCaptchaCode, verifyCaptcha } from './captcha';
import { renderCaptchaImage, renderCaptchaSvg, STROKE_FONT } from './captcha-image';

jest.setTimeout(60_000);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function bytesOf(image: string): Buffer {
  expect(image.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
}

/**
 * The solver that read the old pictures (12 of 12): every character was one untransformed <path>,
 * so counting its points and matching the count against the font named the character.
 */
function naiveSolve(picture: string): string {
  const pointsOf = (d: string) => (d.match(/[ML]/g) ?? []).length;
  const byCount = new Map<number, string[]>();
  for (const [char, glyph] of Object.entries(STROKE_FONT)) {
    const count = glyph.reduce((sum, stroke) => sum + stroke.length, 0);
    byCount.set(count, [...(byCount.get(count) ?? []), char]);
  }
  const paths = [...picture.matchAll(/<path[^>]*\sd="([^"]*)"[^>]*stroke-linejoin="round"/g)].map((m) => m[1]);
  return paths.map((d) => byCount.get(pointsOf(d))?.[0] ?? '?').join('');
}

describe('captcha picture', () => {
  it('has a glyph for every character of the alphabet, and the alphabet has no look-alikes', () => {
    expect(Object.keys(STROKE_FONT).sort()).toEqual([...AUTH.captcha.alphabet].sort());
    for (const ambiguous of '0O1IL2Z5S8B6G') expect(AUTH.captcha.alphabet).not.toContain(ambiguous);
  });

  it('sends a PNG: no markup, no text, no paths to read the characters out of', async () => {
    const code = 'ACEFH';
    const bytes = bytesOf(await renderCaptchaImage(code));
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const asText = bytes.toString('latin1');
    expect(asText).not.toMatch(/<svg|<path|<text/i);
    expect(asText).not.toContain(code);
    // 300 × 100 pixels, shown at 150 × 50.
    expect(bytes.readUInt32BE(16)).toBe(300);
    expect(bytes.readUInt32BE(20)).toBe(100);
  });

  it('defeats the solver that read the old pictures, on the picture and even on the drawing it is made from', async () => {
    for (let i = 0; i < 12; i += 1) {
      const code = newCaptchaCode();
      expect(naiveSolve(bytesOf(await renderCaptchaImage(code)).toString('latin1'))).toBe('');
      // The drawing never leaves the server; even so its bent strokes match no glyph of the font.
      const drawn = naiveSolve(renderCaptchaSvg(code));
      expect(drawn).toHaveLength(code.length);
      expect(drawn).not.toBe(code);
      expect([...drawn].filter((c, j) => c === code[j]).length).toBeLessThanOrEqual(1);
    }
  });

  it('draws the characters as bent strokes with strokes of the same ink across them, and no text or font', () => {
    const code = 'ACEFH';
    const svg = renderCaptchaSvg(code);
    expect(svg).not.toMatch(/<text|<tspan|<font|<script|font-family|foreignObject/i);
    expect(svg).not.toContain(code);
    const glyphs = [...svg.matchAll(/<path d="([^"]*)" fill="none" stroke="([^"]*)" stroke-width="[^"]*" stroke-linecap="round" stroke-linejoin="round"\/>/g)];
    expect(glyphs).toHaveLength(code.length);
    const crossing = [...svg.matchAll(/<path d="[^"]*" fill="none" stroke="([^"]*)" stroke-width="[^"]*" stroke-linecap="round"\/>/g)];
    expect(crossing).toHaveLength(2);
    // The crossing strokes are in the ink of the glyphs (so a colour filter keeps them too).
    expect(glyphs.map((g) => g[2])).toContain(crossing[0][1]);
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

  it('gives a random key and a PNG data URL, and stores only a hash of the answer', async () => {
    const issued = await createCaptcha(opened.db);
    expect(issued.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(bytesOf(issued.image).toString('latin1')).not.toMatch(/<svg|<text/i);
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
