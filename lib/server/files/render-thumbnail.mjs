// The thumbnail renderer: a child process of the server (thumbnails.ts runs it under a memory
// limit, a CPU limit and a kill timer), so a file that makes the decoders balloon or spin kills
// this process, never the server. Plain JavaScript, run by node itself:
//
//   node render-thumbnail.mjs <picture|svg> <input file> <output file> <size px> <max input pixels>
//
// Writes a WebP of at most <size> px a side. Exit 0: written; 3: refused (an unsafe or oversized
// file, the reason on stderr); anything else: it failed. Pictures go through sharp with the pixel
// limit; an SVG is first checked and rewritten by svg-safety.mjs (embedded pictures within their
// own pixel budget, no external reference, references expanded within a budget), then rasterised
// from a buffer at a density that keeps the drawing near the thumbnail's size.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { safeSvg, SVG_LIMITS, UnsafeSvgError } from './svg-safety.mjs';

const REFUSED = 3;

// One thread and no cache: a thumbnail is one small job, and memory is what is limited.
sharp.concurrency(1);
sharp.cache(false);

const [mode, input, output, sizeArg, pixelsArg] = process.argv.slice(2);
const size = Number(sizeArg);
const maxPixels = Number(pixelsArg);

async function render() {
  if (mode === 'svg') {
    const bytes = await readFile(input);
    if (bytes.length > SVG_LIMITS.maxBytes) throw new UnsafeSvgError('the file is too large to draw');
    const svg = Buffer.from(safeSvg(bytes).svg);
    // The drawing's own size at 96 dpi (librsvg reads it without drawing), then a density that
    // draws it at most twice the thumbnail's size: a huge canvas is never rasterised at full size.
    const meta = await sharp(svg, { density: 96, limitInputPixels: false }).metadata();
    const longest = Math.max(meta.width ?? 0, meta.height ?? 0, 1);
    const density = Math.max(1, Math.min(96, (96 * size * 2) / longest));
    return sharp(svg, { density, limitInputPixels: maxPixels, failOn: 'error' })
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  }
  if (mode === 'picture') {
    return sharp(input, { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  }
  throw new Error(`unknown mode ${mode}`);
}

try {
  if (!(size > 0) || !(maxPixels > 0) || !input || !output) throw new Error('usage: render-thumbnail.mjs <picture|svg> <input> <output> <size> <max pixels>');
  await writeFile(output, await render(), { mode: 0o600 });
  process.exit(0);
} catch (error) {
  const refused = error instanceof UnsafeSvgError || (error instanceof Error && /pixel limit/i.test(error.message));
  process.stderr.write(`${refused ? 'refused' : 'failed'}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300)}\n`);
  process.exit(refused ? REFUSED : 1);
}
