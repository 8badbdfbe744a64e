import 'server-only';
import path from 'node:path';
import { InvalidInput } from '@/lib/server/problems';
import { BoundedRunError, runBounded, type Bounds } from './bounded-process';

/*
 * Every picture someone sent is decoded here, never in the server's own process: in the renderer
 * (render-image.mjs, sharp) run as a child process under RENDER_BOUNDS (bounded-process.ts: a
 * data-memory limit the kernel enforces, a CPU limit and a kill timer), at most PARALLEL at a
 * time per server, whoever asks (thumbnails of files, members' avatars, staff's catalogue
 * pictures). A picture that passes a bound kills its renderer; the server holds only the
 * finished WebP.
 */

/**
 * One decoder's budget. Measured on this code (2026-11, sharp 0.35, node 20): a 10,000 × 10,000
 * PNG or a 114 MB 6,000 × 6,000 noise PNG peaks at 100–200 MB, node with sharp alone at ~80 MB;
 * the SVG that embedded a 12,000 × 12,000 PNG took 1.6 GB and 8 s in the server before.
 */
export const RENDER_BOUNDS: Bounds = { memoryBytes: 384 * 1024 * 1024, cpuSeconds: 20, timeoutMs: 30_000 };
/** The renderer's JavaScript heap (its share of the memory above). */
const RENDERER_HEAP_MB = 160;
/** Renderers at once per server: at most PARALLEL × RENDER_BOUNDS.memoryBytes of pictures. */
const PARALLEL = 2;

/** The renderer's script, beside this module in the source tree the server runs from. */
export const rendererPath = () => path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/server/files/render-image.mjs');

/** What the renderer is asked (render-image.mjs describes each job); paths are files it reads and writes. */
export type RenderJob =
  | { mode: 'picture' | 'svg'; input: string; output: string; size: number; maxPixels: number }
  | { mode: 'avatar'; input: string; output: string; size: number; maxPixels: number; quality: number }
  | { mode: 'catalogue'; input: string; output: string; small: string; maxSide: number; smallScale: number; maxPixels: number; quality: number; effort: number };

export interface Rendered {
  width: number;
  height: number;
}

/** Why the renderer refused a picture: too many pixels, not a picture it reads, or it passed a bound while decoding. */
export type RenderRefusal = 'pixels' | 'unreadable' | 'bounds';

export class PictureRefused extends Error {
  constructor(
    readonly reason: RenderRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'PictureRefused';
  }
}

/** The renderer's exit codes (render-image.mjs). */
const EXIT_REFUSED = 3;
const EXIT_UNREADABLE = 4;
const EXIT_MACHINE = 5;

/**
 * The renders under way and those waiting, one count per process: on globalThis, since the build
 * may give each route its own copy of this module.
 */
const slotsKey = Symbol.for('case-site.render-slots');
type Slots = { running: number; waiting: (() => void)[] };
function slots(): Slots {
  const holder = globalThis as { [slotsKey]?: Slots };
  return (holder[slotsKey] ??= { running: 0, waiting: [] });
}

/** Runs `work` when fewer than PARALLEL renders are under way in this process. */
export async function inRenderSlot<T>(work: () => Promise<T>): Promise<T> {
  const state = slots();
  // A slot is handed from the render that ends straight to the first waiting one, so nobody
  // arriving in between can take it too.
  if (state.running >= PARALLEL) await new Promise<void>((resolve) => state.waiting.push(resolve));
  else state.running += 1;
  try {
    return await work();
  } finally {
    const next = state.waiting.shift();
    if (next) next();
    else state.running -= 1;
  }
}

/**
 * Runs one job in a bounded renderer (the caller holds a slot). Rejects with PictureRefused when
 * the picture is at fault, and with the BoundedRunError itself when the machine is (the renderer
 * could not start, or could not read or write its files).
 */
export async function runRenderer(job: RenderJob): Promise<Rendered> {
  let stdout: string;
  try {
    ({ stdout } = await runBounded(process.execPath, [`--max-old-space-size=${RENDERER_HEAP_MB}`, rendererPath(), JSON.stringify(job)], RENDER_BOUNDS));
  } catch (error) {
    if (!(error instanceof BoundedRunError)) throw error;
    const started = error.code !== null || error.signal !== null || error.timedOut;
    if (!started || error.code === EXIT_MACHINE || error.code === 127) throw error;
    const reason: RenderRefusal = error.code === EXIT_REFUSED ? 'pixels' : error.code === EXIT_UNREADABLE ? 'unreadable' : 'bounds';
    throw new PictureRefused(reason, error.message);
  }
  const written = JSON.parse(stdout.trim().split('\n').pop() ?? '') as Rendered;
  return { width: written.width, height: written.height };
}

/**
 * A picture someone uploaded (an avatar, a catalogue picture) through the renderer, waiting for a
 * slot; a refusal becomes the field error of `file` the route translates: not a picture
 * (`unreadableStatus`, as the caller always answered it), too many pixels or too much to decode (422).
 */
export async function renderUpload(job: Extract<RenderJob, { mode: 'avatar' | 'catalogue' }>, unreadableStatus: 400 | 415): Promise<Rendered> {
  try {
    return await inRenderSlot(() => runRenderer(job));
  } catch (error) {
    if (!(error instanceof PictureRefused)) throw error;
    // One line without the picture's content or its sender.
    console.warn(`[files] ${job.mode} picture refused (${error.reason}): ${error.message.slice(0, 200)}`);
    if (error.reason === 'unreadable') throw new InvalidInput({ file: { key: 'image' } }, { status: unreadableStatus });
    if (error.reason === 'pixels') throw new InvalidInput({ file: { key: 'imagePixels', values: { mp: Math.floor(job.maxPixels / 1_000_000) } } }, { status: 422 });
    throw new InvalidInput({ file: { key: 'imageTooComplex' } }, { status: 422 });
  }
}
