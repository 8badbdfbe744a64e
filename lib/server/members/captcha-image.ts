import 'server-only';
import { randomInt } from 'node:crypto';

/*
 * Draws a captcha as SVG paths: each character from a small stroke font (polylines on a 10 × 14
 * grid), jittered, scaled and rotated, over noise curves and dots. No <text> or font: a bot must
 * recognise shapes, not read a string out of the markup.
 */

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

const P_BOWL: readonly Point[] = [[0, 14], [0, 0], [7, 0], [10, 2], [10, 5], [7, 7], [0, 7]];

/** The captcha alphabet (AUTH.captcha.alphabet) and nothing else. */
export const STROKE_FONT: Readonly<Record<string, Glyph>> = {
  A: [[[0, 14], [5, 0], [10, 14]], [[2.3, 8], [7.7, 8]]],
  C: [[[10, 2], [8, 0], [2, 0], [0, 3], [0, 11], [2, 14], [8, 14], [10, 12]]],
  E: [[[10, 0], [0, 0], [0, 14], [10, 14]], [[0, 7], [7, 7]]],
  F: [[[10, 0], [0, 0], [0, 14]], [[0, 7], [7, 7]]],
  H: [[[0, 0], [0, 14]], [[10, 0], [10, 14]], [[0, 7], [10, 7]]],
  J: [[[3, 0], [10, 0]], [[8, 0], [8, 11], [6, 14], [2, 14], [0, 11]]],
  K: [[[0, 0], [0, 14]], [[10, 0], [0, 9]], [[3, 6], [10, 14]]],
  M: [[[0, 14], [0, 0], [5, 8], [10, 0], [10, 14]]],
  N: [[[0, 14], [0, 0], [10, 14], [10, 0]]],
  P: [P_BOWL],
  R: [P_BOWL, [[5, 7], [10, 14]]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 14]]],
  U: [[[0, 0], [0, 11], [2, 14], [8, 14], [10, 11], [10, 0]]],
  V: [[[0, 0], [5, 14], [10, 0]]],
  W: [[[0, 0], [2.5, 14], [5, 5], [7.5, 14], [10, 0]]],
  X: [[[0, 0], [10, 14]], [[10, 0], [0, 14]]],
  Y: [[[0, 0], [5, 7], [10, 0]], [[5, 7], [5, 14]]],
  '3': [[[0, 1], [2, 0], [8, 0], [10, 2], [10, 5], [8, 7], [4, 7]], [[8, 7], [10, 9], [10, 12], [8, 14], [2, 14], [0, 13]]],
  '4': [[[7, 14], [7, 0], [0, 10], [10, 10]]],
  '7': [[[0, 0], [10, 0], [4, 14]]],
  '9': [[[10, 6], [8, 7], [2, 7], [0, 5], [0, 2], [2, 0], [8, 0], [10, 2], [10, 12], [8, 14], [2, 14], [0, 12]]],
};

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

/** A uniform number in [min, max) from the CSPRNG. */
export type Random = (min: number, max: number) => number;
const cryptoRandom: Random = (min, max) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function hsl(random: Random, lightness: [number, number]): string {
  return `hsl(${Math.floor(random(0, 360))},${Math.floor(random(45, 75))}%,${Math.floor(random(...lightness))}%)`;
}

/** The SVG document of a code (characters of STROKE_FONT). */
export function renderCaptchaSvg(code: string, random: Random = cryptoRandom): string {
  const parts: string[] = [];
  parts.push(`<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="${hsl(random, [92, 97])}"/>`);

  for (let i = 0; i < 4; i += 1) {
    const y1 = random(5, CAPTCHA_HEIGHT - 5);
    const y2 = random(5, CAPTCHA_HEIGHT - 5);
    parts.push(
      `<path d="M${fmt(random(-5, 20))} ${fmt(y1)} C${fmt(random(30, 70))} ${fmt(random(-20, 70))} ${fmt(random(80, 120))} ${fmt(random(-20, 70))} ${fmt(random(130, 155))} ${fmt(y2)}" fill="none" stroke="${hsl(random, [45, 75])}" stroke-width="${fmt(random(1, 2.2))}"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1) {
    parts.push(`<circle cx="${fmt(random(0, CAPTCHA_WIDTH))}" cy="${fmt(random(0, CAPTCHA_HEIGHT))}" r="${fmt(random(0.6, 1.6))}" fill="${hsl(random, [40, 80])}"/>`);
  }

  const slot = (CAPTCHA_WIDTH - 16) / code.length;
  [...code].forEach((char, index) => {
    const glyph = STROKE_FONT[char];
    if (!glyph) throw new Error(`no glyph for ${JSON.stringify(char)}`);
    const scale = random(1.9, 2.2);
    const cx = 8 + slot * index + slot / 2 + random(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + random(-3, 3);
    const angle = random(-18, 18);
    const d = glyph
      .map((stroke) =>
        stroke
          .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x + random(-0.5, 0.5))} ${fmt(y + random(-0.5, 0.5))}`)
          .join(' '),
      )
      .join(' ');
    parts.push(
      `<path transform="translate(${fmt(cx)} ${fmt(cy)}) rotate(${fmt(angle)}) scale(${fmt(scale)}) translate(-5 -7)" d="${d}" fill="none" stroke="${hsl(random, [20, 40])}" stroke-width="${fmt(random(0.75, 1))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });

  // Two curves over the characters, so they do not separate cleanly.
  for (let i = 0; i < 2; i += 1) {
    parts.push(
      `<path d="M0 ${fmt(random(15, 35))} Q${fmt(random(50, 100))} ${fmt(random(0, 50))} ${CAPTCHA_WIDTH} ${fmt(random(15, 35))}" fill="none" stroke="${hsl(random, [30, 50])}" stroke-width="1.2"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${parts.join('')}</svg>`;
}

/** The SVG as a data: URL for an <img src>. */
export function captchaDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
