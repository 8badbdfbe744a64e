/** @jest-environment node */
import { reportPart, resetHealth, startDraining } from './health-state.mjs';
import { failureDetail, markStarted, readiness, registerCheck, resetReadiness } from './readiness.mjs';

beforeEach(() => {
  resetHealth();
  resetReadiness();
});

describe('readiness', () => {
  it('is 503 "starting" until the server has started, and does not run checks meanwhile', async () => {
    const check = jest.fn(async () => ({ ok: true }));
    registerCheck('database', check);
    expect(await readiness()).toMatchObject({ httpStatus: 503, body: { status: 'starting' } });
    expect(check).not.toHaveBeenCalled();
    markStarted();
    expect(await readiness()).toMatchObject({ httpStatus: 200, body: { status: 'ready', failing: [], parts: { database: { ok: true } } } });
  });

  it('is 503 naming the failing part, with the detail of every part', async () => {
    markStarted();
    registerCheck('database', async () => ({ ok: true }));
    registerCheck('redis', async () => ({ ok: false, detail: 'not connected' }));
    const answer = await readiness();
    expect(answer.httpStatus).toBe(503);
    expect(answer.body).toMatchObject({
      status: 'degraded',
      failing: ['redis'],
      parts: { database: { ok: true, detail: null, degradesReadiness: true }, redis: { ok: false, detail: 'not connected' } },
    });
  });

  it('shows a part that does not degrade readiness (a failed scheduled backup) without turning 503', async () => {
    markStarted();
    registerCheck('database', async () => ({ ok: true }));
    reportPart('backup', { ok: false, detail: 'last backup failed', degradesReadiness: false });
    const answer = await readiness();
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.parts.backup).toMatchObject({ ok: false, detail: 'last backup failed', degradesReadiness: false });
    reportPart('search-index', { ok: false, detail: 'rebuilding' });
    expect(await readiness()).toMatchObject({ httpStatus: 503, body: { failing: ['search-index'] } });
  });

  it('is 503 "draining" once the shutdown began, whatever the parts say', async () => {
    markStarted();
    registerCheck('database', async () => ({ ok: true }));
    expect((await readiness()).httpStatus).toBe(200);
    startDraining();
    expect(await readiness()).toMatchObject({ httpStatus: 503, body: { status: 'draining' } });
  });

  it('runs the checks at most once a second, however many probes ask, and shares a run between concurrent probes', async () => {
    markStarted();
    let clock = 10_000;
    const now = () => clock;
    const check = jest.fn(async () => ({ ok: true }));
    registerCheck('database', check);
    await Promise.all([readiness({ now }), readiness({ now }), readiness({ now })]);
    expect(check).toHaveBeenCalledTimes(1);
    clock += 999;
    await readiness({ now });
    expect(check).toHaveBeenCalledTimes(1);
    clock += 1;
    await readiness({ now });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('counts a check that throws or hangs as failing, and says nothing of the error but its class and code', async () => {
    markStarted();
    registerCheck('database', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432 user=secret'), { code: 'ECONNREFUSED' });
    });
    registerCheck('storage', () => new Promise(() => undefined));
    const answer = await readiness({ timeoutMs: 50 });
    expect(answer.body.failing.sort()).toEqual(['database', 'storage']);
    expect(answer.body.parts.database.detail).toBe('Error ECONNREFUSED');
    expect(answer.body.parts.storage.detail).toBe('no answer within 50 ms');
    expect(JSON.stringify(answer.body)).not.toMatch(/10\.1\.2\.3|secret/);
    expect(failureDetail('boom')).toBe('failed');
  });
});
