/** @jest-environment node */
/*
 * /readyz's Redis check against a real redis-server of its own (Debian's, on 127.0.0.1): ready at
 * the first check, failing while the server is down, ready again when it is back.
 */
import { freePort, startRedisServer } from '../../../scripts/test-engines.mjs';
import { redisCheck } from './checks';
import { failureDetail } from './readiness.mjs';
import { runShutdownHooks } from './shutdown.mjs';

jest.setTimeout(60_000);

async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('the Redis check', () => {
  // The checks' connections are closed by the shutdown hooks, as on a server's stop.
  afterEach(() => runShutdownHooks());

  it('answers ok at the first check, fails while Redis is down, and is ok again when it is back', async () => {
    const port = await freePort();
    let server = await startRedisServer({ port });
    const check = redisCheck(server.url);
    try {
      expect(await check()).toEqual({ ok: true });
      await server.stop();
      expect(await eventually(async () => !(await check()).ok, 10_000)).toBe(true);
      server = await startRedisServer({ port });
      expect(await eventually(async () => (await check()).ok, 15_000)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('fails, without hanging, when nothing listens', async () => {
    const check = redisCheck(`redis://127.0.0.1:${await freePort()}`);
    const began = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hung = new Promise<{ ok: boolean }>((resolve) => (timer = setTimeout(() => resolve({ ok: true }), 5_000)));
    const result = await Promise.race([check(), hung]);
    clearTimeout(timer);
    expect(result).toMatchObject({ ok: false });
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(failureDetail(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe('Error ECONNREFUSED');
  });
});
