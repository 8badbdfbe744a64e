// The picture renderer: a child process of the server (image-renderer.ts runs it under a memory
// limit, a CPU limit and a kill timer), so a picture that makes the decoders balloon or spin kills
// this process, never the server. Plain JavaScript, run by node itself:
//
//   node render-image.mjs <job as JSON>
//
// Jobs (sizes in px, `maxPixels` the most input pixels a decoder may take):
//   { mode: 'picture' | 'svg', input, output, size, maxPixels }   a file's thumbnail: a WebP of at most `size` a side
//   { mode: 'avatar', input, output, size, maxPixels, quality }   a member's picture: `size` × `size`, cropped to the centre
//   { mode: 'catalogue', input, output, small, maxSide, smallScale, maxPixels, quality, effort }
//       a staff picture: at most `maxSide` a side (`output`) and a copy of `smallScale` its width (`small`)
// On success it prints the size of what it wrote as JSON ({ width, height }) and exits 0.
// Exit 3: refused (too many pixels, an unsafe SVG); 4: not a picture the decoders read; 5: this
// machine failed (a file could not be read or written); anything else (1, a signal): the picture
// passed a bound (out of memory, CPU) while it was decoded. The reason is on stderr.
// Pictures go through sharp with the pixel limit; an SVG is first checked and rewritten by
// svg-safety.mjs (embedded pictures within their own pixel budget, no external reference,
// references expanded within a budget), then rasterised from a buffer at a density that keeps the
// drawing near the thumbnail's size.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { safeSvg, SVG_LIMITS, UnsafeSvgError } from './svg-safety.mjs';

const EXIT = { refused: 3, unreadable: 4, machine: 5, bound: 1 };

// One thread and no cache: a render is one small job, and memory is what is limited.
sharp.concurrency(1);
sharp.cache(false);

class MachineError extends Error {}

async function write(file, bytes) {
  try {
    await writeFile(file, bytes, { mode: 0o600 });
  } catch (error) {
    throw new MachineError(error instanceof Error ? error.message : String(error));
  }
}

/** Writes `pipeline`'s WebP to `file`; answers its size. */
async function writeWebp(pipeline, file) {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  await write(file, data);
  return { width: info.width, height: info.height };
}

async function thumbnailOfSvg({ input, output, size, maxPixels }) {
  let bytes;
  try {
    bytes = await readFile(input);
  } catch (error) {
    throw new MachineError(error instanceof Error ? error.message : String(error));
  }
  if (bytes.length > SVG_LIMITS.maxBytes) throw new UnsafeSvgError('the file is too large to draw');
  const svg = Buffer.from(safeSvg(bytes).svg);
  // The drawing's own size at 96 dpi (librsvg reads it without drawing), then a density that
  // draws it at most twice the thumbnail's size: a huge canvas is never rasterised at full size.
  const meta = await sharp(svg, { density: 96, limitInputPixels: false }).metadata();
  const longest = Math.max(meta.width ?? 0, meta.height ?? 0, 1);
  const density = Math.max(1, Math.min(96, (96 * size * 2) / longest));
  return writeWebp(
    sharp(svg, { density, limitInputPixels: maxPixels, failOn: 'error' }).resize(size, size, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }),
    output,
  );
}

async function catalogue({ input, output, small, maxSide, smallScale, maxPixels, quality, effort }) {
  // One decode, orientation applied, scaled; both copies are encoded from the same pixels.
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const smallWidth = Math.max(1, Math.round(info.width * smallScale));
  const [large, reduced] = await Promise.all([
    sharp(data, raw).webp({ quality, effort }).toBuffer(),
    sharp(data, raw).resize({ width: smallWidth }).webp({ quality, effort }).toBuffer(),
  ]);
  await write(small, reduced);
  await write(output, large);
  return { width: info.width, height: info.height };
}

async function render(job) {
  switch (job.mode) {
    case 'svg':
      return thumbnailOfSvg(job);
    case 'picture':
      return writeWebp(
        sharp(job.input, { limitInputPixels: job.maxPixels, failOn: 'error', sequentialRead: true })
          .rotate()
          .resize(job.size, job.size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 78 }),
        job.output,
      );
    case 'avatar':
      return writeWebp(
        sharp(job.input, { limitInputPixels: job.maxPixels, failOn: 'error' })
          .rotate()
          .resize(job.size, job.size, { fit: 'cover', position: 'centre' })
          .webp({ quality: job.quality }),
        job.output,
      );
    case 'catalogue':
      return catalogue(job);
    default:
      throw new MachineError(`unknown mode ${job.mode}`);
  }
}

/** The exit code for an error (see the head of this file). */
function exitOf(error) {
  if (error instanceof UnsafeSvgError) return EXIT.refused;
  if (error instanceof MachineError) return EXIT.machine;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return EXIT.refused;
  // libvips says so when an allocation fails under the memory limit.
  if (/out of memory|cannot allocate|std::bad_alloc/i.test(message)) return EXIT.bound;
  // Anything else sharp throws is its verdict on the bytes: not a picture it reads.
  return EXIT.unreadable;
}

let job;
try {
  job = JSON.parse(process.argv[2] ?? '');
} catch {
  process.stderr.write('failed: usage: render-image.mjs <job as JSON>\n');
  process.exit(EXIT.machine);
}
try {
  const written = await render(job);
  process.stdout.write(`${JSON.stringify(written)}\n`);
  process.exit(0);
} catch (error) {
  const code = exitOf(error);
  const label = code === EXIT.refused ? 'refused' : code === EXIT.unreadable ? 'unreadable' : 'failed';
  process.stderr.write(`${label}: ${(error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300)}\n`);
  process.exit(code);
}
