/** @jest-environment node */
import { mapBounded } from './map-bounded';

/** A promise with its resolve at hand, so a test says when each piece of work ends. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setImmediate(r));

test('runs at most `limit` at once and answers in the items order, whatever order they finish in', async () => {
  const gates = [deferred(), deferred(), deferred(), deferred()];
  const started: number[] = [];
  let running = 0;
  let most = 0;
  const all = mapBounded([10, 20, 30, 40], 2, async (item, index) => {
    started.push(index);
    most = Math.max(most, ++running);
    await gates[index].promise;
    running--;
    return item + 1;
  });
  await tick();
  expect(started).toEqual([0, 1]);
  gates[1].resolve();
  await tick();
  expect(started).toEqual([0, 1, 2]);
  gates[2].resolve();
  gates[3].resolve();
  await tick();
  gates[0].resolve();
  expect(await all).toEqual([11, 21, 31, 41]);
  expect(most).toBe(2);
});

test('starts nothing more after a failure, and rejects with it once the work under way has ended', async () => {
  const started: number[] = [];
  const ended: number[] = [];
  const all = mapBounded([1, 2, 3, 4, 5], 2, async (item) => {
    started.push(item);
    if (item === 2) throw new Error('no');
    await tick();
    await tick();
    ended.push(item);
    return item;
  });
  await expect(all).rejects.toThrow('no');
  expect(started).toEqual([1, 2]);
  expect(ended).toEqual([1]);
});

test('an empty list is an empty answer', async () => {
  expect(await mapBounded([], 2, async () => 1)).toEqual([]);
});
