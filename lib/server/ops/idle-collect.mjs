// @ts-check
// Gives back to the system, once an instance falls idle, the memory a burst of requests left behind.
// V8 collects its old generation only when it grows, so after a busy minute an idle server keeps
// tens of megabytes of dead objects resident for as long as it stays idle (measured: ~90 MB of a
// 165 MB heap after the memory bench's warm-up, still there 30 s later). One full collection after
// IDLE_MS without a request returns them; it runs once per quiet spell, never under load, and costs
// a few tens of milliseconds that no request is waiting for.
import v8 from 'node:v8';
import vm from 'node:vm';

/** Quiet time after the last answer before the collection. */
export const IDLE_MS = 2_000;
const CHECK_MS = 500;

/**
 * V8's full collection, made callable without starting Node with `--expose-gc` (a flag an operator's
 * own launch line would have to carry): the flag is set at run time, and a fresh context exposes it.
 * @returns {() => void}
 */
export function fullCollection() {
  v8.setFlagsFromString('--expose-gc');
  return /** @type {() => void} */ (vm.runInNewContext('gc'));
}

/**
 * Starts watching a server's requests; answers `touch`, to call with each request. The timer does not
 * keep the process alive.
 * @param {{ busy: () => boolean, collect?: () => void, now?: () => number, idleMs?: number }} options
 *   `busy`: whether an answer is still being written (the request observer's in-flight set).
 */
export function collectWhenIdle({ busy, collect = fullCollection(), now = Date.now, idleMs = IDLE_MS }) {
  let last = now();
  let dirty = false;
  const check = () => {
    if (!dirty || busy() || now() - last < idleMs) return;
    dirty = false;
    collect();
  };
  const timer = setInterval(check, CHECK_MS);
  timer.unref();
  return {
    touch() {
      last = now();
      dirty = true;
    },
    check,
    stop: () => clearInterval(timer),
  };
}
