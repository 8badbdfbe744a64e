import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * Pictures made to hurt a decoder, for the tests of every path that decodes what people send
 * (thumbnails, avatars, catalogue pictures), and a way to watch this process's memory while one
 * of them is handled. They are made in another process, so this one's memory is not what making
 * them took. Tests only.
 */

const RECIPES = {
  /** 12,000 × 12,000 white (144 MP), ~0.5 MB: a decompression bomb past every pixel limit. */
  bomb: `sharp({ create: { width: 12000, height: 12000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 })`,
  /** Interlaced 9,000 × 9,000 RGBA (81 MP, 324 MB decoded at once): within the thumbnails' 100 MP. */
  interlaced: `sharp({ create: { width: 9000, height: 9000, channels: 4, background: { r: 20, g: 60, b: 200, alpha: 0.5 } } }).png({ progressive: true, compressionLevel: 1 })`,
  /**
   * Interlaced 6,200 × 6,200 RGBA of 16 bits a channel (38.4 MP: within a 40 MP limit; 307 MB
   * decoded at once), ~1 MB: an interlaced picture cannot be decoded a few lines at a time.
   */
  interlaced16: `sharp({ create: { width: 6200, height: 6200, channels: 4, background: { r: 200, g: 60, b: 20, alpha: 0.5 } } }).toColourspace('rgb16').png({ progressive: true, compressionLevel: 9 })`,
} as const;

export type HostilePicture = keyof typeof RECIPES;

/** Writes `<dir>/<name>.png` for each picture named. */
export function makeHostilePictures(dir: string, names: readonly HostilePicture[]): void {
  const script = `import sharp from 'sharp';\nconst dir = process.argv[1];\n${names.map((name) => `await ${RECIPES[name]}.toFile(dir + '/${name}.png');`).join('\n')}\n`;
  const made = spawnSync(process.execPath, ['--input-type=module', '-e', script, dir], { cwd: process.cwd(), encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`could not make the test pictures: ${made.stderr}`);
}

export const hostilePicturePath = (dir: string, name: HostilePicture) => path.join(dir, `${name}.png`);

/** The growth of this process's resident memory at its peak while `work` runs (sampled every 10 ms). */
export async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - start };
  } finally {
    clearInterval(sampler);
  }
}
