/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BoundedRunError } from './bounded-process';
import { inRenderSlot, PictureRefused, runRenderer } from './image-renderer';

/*
 * The renderer's verdicts as the server sees them (a picture at fault is a PictureRefused with
 * its reason; the machine at fault is not), and the slots: never more than two renders at once in
 * a process, whoever asks and whenever they arrive.
 */

jest.setTimeout(60_000);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'renderer-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'rendered',
    (error: unknown) => (error instanceof PictureRefused ? error.reason : error instanceof BoundedRunError ? 'machine' : String(error)),
  );

describe('the picture renderer', () => {
  it('renders an avatar and a catalogue picture, and answers their sizes', async () => {
    const input = path.join(dir, 'in.png');
    await writeFile(
      input,
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#39c' } })
        .png()
        .toBuffer(),
    );
    expect(await runRenderer({ mode: 'avatar', input, output: path.join(dir, 'a.webp'), size: 256, maxPixels: 40_000_000, quality: 82 })).toEqual({ width: 256, height: 256 });
    const small = path.join(dir, 'c-sm.webp');
    expect(
      await runRenderer({ mode: 'catalogue', input, output: path.join(dir, 'c.webp'), small, maxSide: 1600, smallScale: 0.5, maxPixels: 40_000_000, quality: 80, effort: 4 }),
    ).toEqual({ width: 300, height: 200 });
    expect((await sharp(small).metadata()).width).toBe(150);
  });

  it('says why a picture is refused: too many pixels, not readable; and a missing file is the machine’s fault', async () => {
    const big = path.join(dir, 'big.png');
    await writeFile(
      big,
      await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const job = (input: string) => ({ mode: 'avatar' as const, input, output: path.join(dir, 'x.webp'), size: 256, maxPixels: 1_000_000, quality: 82 });
    expect(await reasonOf(runRenderer(job(big)))).toBe('pixels');
    const broken = path.join(dir, 'broken.png');
    await writeFile(
      broken,
      Buffer.concat([
        (
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .png()
            .toBuffer()
        ).subarray(0, 30),
        Buffer.alloc(100, 3),
      ]),
    );
    expect(await reasonOf(runRenderer(job(broken)))).toBe('unreadable');
    expect(await reasonOf(runRenderer({ ...job(big), output: path.join(dir, 'no-such-folder', 'x.webp'), maxPixels: 40_000_000 }))).toBe('machine');
  });

  it('runs at most two at once, also when one arrives just as a slot is freed', async () => {
    // The freed slot goes to the first waiting render; one arriving a few ticks later, before that
    // render resumes, must wait too (with a plain counter it got in as a third).
    for (let ticks = 0; ticks < 6; ticks += 1) {
      let running = 0;
      let most = 0;
      const gates: (() => void)[] = [];
      const work = () =>
        inRenderSlot(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => gates.push(resolve));
          running -= 1;
        });
      const all = [work(), work(), work()];
      await new Promise((resolve) => setImmediate(resolve));
      expect(running).toBe(2);
      gates.shift()!();
      for (let i = 0; i < ticks; i += 1) await Promise.resolve();
      all.push(work());
      await new Promise((resolve) => setImmediate(resolve));
      while (gates.length) {
        gates.shift()!();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(all);
      expect([ticks, most]).toEqual([ticks, 2]);
    }
  });
});
