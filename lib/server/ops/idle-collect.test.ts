/** @jest-environment node */
import { collectWhenIdle, fullCollection } from './idle-collect.mjs';

describe('the collection when idle', () => {
  it('collects once after a quiet spell that followed requests, never while busy or before the quiet time', () => {
    let now = 1_000_000;
    let busy = false;
    const collect = jest.fn();
    const idle = collectWhenIdle({ busy: () => busy, collect, now: () => now, idleMs: 2_000 });
    try {
      idle.check();
      expect(collect).not.toHaveBeenCalled(); // nothing served since the start
      idle.touch();
      now += 1_999;
      idle.check();
      expect(collect).not.toHaveBeenCalled(); // not quiet long enough
      now += 1;
      busy = true;
      idle.check();
      expect(collect).not.toHaveBeenCalled(); // an answer is still being written
      busy = false;
      idle.check();
      expect(collect).toHaveBeenCalledTimes(1);
      now += 60_000;
      idle.check();
      expect(collect).toHaveBeenCalledTimes(1); // once per quiet spell
      idle.touch();
      now += 2_000;
      idle.check();
      expect(collect).toHaveBeenCalledTimes(2);
    } finally {
      idle.stop();
    }
  });

  it('reaches V8 full collection without the --expose-gc flag on the command line', () => {
    const gc = fullCollection();
    expect(typeof gc).toBe('function');
    expect(() => gc()).not.toThrow();
  });
});
