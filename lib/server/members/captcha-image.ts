import 'server-only';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/*
 * Draws a captcha and rasterises it: each character from a small stroke font (polylines on a
 * 10 × 14 grid), every stroke cut into short steps and bent by a random wave across the picture,
 * then rotated, sheared and scaled per glyph, with strokes of the glyphs' own colour crossing
 * them, over noise. The visitor gets a PNG: there is no markup to read shapes out of, and the
 * bending means no glyph matches the font's outline point for point.
 */

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

// The glyphs as drawn, a stroke to a line (Prettier would put every point on a line of its own).
// prettier-ignore
const P_BOWL: readonly Point[] = [[0, 14], [0, 0], [7, 0], [10, 2], [10, 5], [7, 7], [0, 7]];

/** The captcha alphabet (AUTH.captcha.alphabet) and nothing else. */
// prettier-ignore
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
/** Rendered at twice the size, for sharp screens; shown at CAPTCHA_WIDTH × CAPTCHA_HEIGHT. */
const SCALE = 2;

/** A uniform number in [min, max) from the CSPRNG. */
export type Random = (min: number, max: number) => number;
const cryptoRandom: Random = (min, max) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function hsl(random: Random, lightness: [number, number]): string {
  return `hsl(${Math.floor(random(0, 360))},${Math.floor(random(45, 75))}%,${Math.floor(random(...lightness))}%)`;
}

type Bend = (x: number, y: number) => Point;

/** A smooth displacement over the whole picture: two waves with random phase, length and height. */
function randomBend(random: Random): Bend {
  const ax = random(1.6, 2.6);
  const ay = random(2.0, 3.2);
  const lx = random(28, 46);
  const ly = random(18, 30);
  const px = random(0, Math.PI * 2);
  const py = random(0, Math.PI * 2);
  return (x, y) => [x + ax * Math.sin(y / ly + px), y + ay * Math.sin(x / lx + py)];
}

/** A polyline cut into steps of at most `step` units, so a bend curves it instead of moving its corners. */
function subdivide(points: readonly Point[], step: number): Point[] {
  const out: Point[] = [points[0]];
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 1; k <= n; k += 1) out.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n]);
  }
  return out;
}

/** Every stroke of a glyph in picture coordinates: scaled, sheared, rotated about its centre, moved, bent. */
function placeGlyph(glyph: Glyph, centre: Point, random: Random, bend: Bend): Point[][] {
  const scale = random(1.9, 2.25);
  const angle = (random(-24, 24) * Math.PI) / 180;
  const shear = random(-0.3, 0.3);
  const [cx, cy] = centre;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const step = random(0.55, 1.05);
  return glyph.map((stroke) =>
    subdivide(stroke, step).map(([gx, gy]) => {
      const x = (gx - 5 + shear * (gy - 7) + random(-0.18, 0.18)) * scale;
      const y = (gy - 7 + random(-0.18, 0.18)) * scale;
      return bend(cx + x * cos - y * sin, cy + x * sin + y * cos);
    }),
  );
}

function pathData(strokes: readonly (readonly Point[])[]): string {
  return strokes.map((points) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join(' ')).join(' ');
}

/** The SVG a picture is rasterised from (exported for tests; never sent to a visitor). */
export function renderCaptchaSvg(code: string, random: Random = cryptoRandom): string {
  const parts: string[] = [];
  parts.push(`<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="${hsl(random, [92, 97])}"/>`);
  for (let i = 0; i < 5; i += 1) {
    parts.push(
      `<path d="M${fmt(random(-5, 20))} ${fmt(random(5, 45))} C${fmt(random(30, 70))} ${fmt(random(-20, 70))} ${fmt(random(80, 120))} ${fmt(random(-20, 70))} ${fmt(random(130, 155))} ${fmt(random(5, 45))}" fill="none" stroke="${hsl(random, [55, 80])}" stroke-width="${fmt(random(0.8, 1.8))}"/>`,
    );
  }
  for (let i = 0; i < 32; i += 1) {
    parts.push(`<circle cx="${fmt(random(0, CAPTCHA_WIDTH))}" cy="${fmt(random(0, CAPTCHA_HEIGHT))}" r="${fmt(random(0.5, 1.5))}" fill="${hsl(random, [35, 80])}"/>`);
  }

  const ink = hsl(random, [18, 34]);
  const bend = randomBend(random);
  const slot = (CAPTCHA_WIDTH - 16) / code.length;
  [...code].forEach((char, index) => {
    const glyph = STROKE_FONT[char];
    if (!glyph) throw new Error(`no glyph for ${JSON.stringify(char)}`);
    const centre: Point = [8 + slot * index + slot / 2 + random(-3, 3), CAPTCHA_HEIGHT / 2 + random(-3, 3)];
    parts.push(
      `<path d="${pathData(placeGlyph(glyph, centre, random, bend))}" fill="none" stroke="${ink}" stroke-width="${fmt(random(1.7, 2.3))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });

  // Strokes in the glyphs' own ink across all of them, so they neither separate nor filter out by colour.
  for (let i = 0; i < 2; i += 1) {
    const line = subdivide(
      [
        [0, random(14, 36)],
        [CAPTCHA_WIDTH / 2, random(8, 42)],
        [CAPTCHA_WIDTH, random(14, 36)],
      ],
      4,
    ).map(([x, y]) => bend(x, y));
    parts.push(`<path d="${pathData([line])}" fill="none" stroke="${ink}" stroke-width="${fmt(random(1.1, 1.5))}" stroke-linecap="round"/>`);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH * SCALE}" height="${CAPTCHA_HEIGHT * SCALE}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${parts.join('')}</svg>`;
}

/** The picture of a code as a PNG data: URL for an <img src>. */
export async function renderCaptchaImage(code: string, random: Random = cryptoRandom): Promise<string> {
  const png = await sharp(Buffer.from(renderCaptchaSvg(code, random)))
    .png({ compressionLevel: 9, palette: true, colours: 64 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
