/** @jest-environment node */
/*
 * The graceful stop on a real server (the same parts scripts/serve.mjs puts together: the request
 * observer, the probes, drain): a request in flight finishes, /readyz says 503, new connections are
 * refused, idle keep-alive connections close, the shutdown hooks run, and the grace is a bound.
 */
import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createLogger, setLogger } from '@/lib/server/observability/logger.mjs';
import { createRequestObserver } from '@/lib/server/observability/request-observer.mjs';
import { isDraining, resetHealth } from './health-state.mjs';
import { answerProbe } from './probes.mjs';
import { markStarted, resetReadiness } from './readiness.mjs';
import { drain, graceFromEnv, onShutdown } from './shutdown.mjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Harness {
  server: Server;
  port: number;
  inFlight: Set<unknown>;
  slowArrived: Promise<void>;
  releaseSlow: () => void;
}

async function start(): Promise<Harness> {
  let arrived!: () => void;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const { observe, inFlight } = createRequestObserver({ routeName: (p: string) => p });
  const server = createServer((req, res) =>
    observe(req, res, () => {
      if (answerProbe(req, res)) return;
      if (req.url === '/slow') {
        arrived();
        void released.then(() => res.end('slow done'));
        return;
      }
      res.setHeader('Content-Length', '4');
      res.end('fast');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, port: (server.address() as AddressInfo).port, inFlight, slowArrived, releaseSlow: release };
}

/** A raw connection: what was received, and whether the server closed it. */
function rawConnection(port: number) {
  const socket: Socket = connect({ port, host: '127.0.0.1' });
  const state = { data: '', closed: false };
  socket.on('data', (chunk) => (state.data += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => ((state.closed = true), resolve())));
  socket.on('error', () => undefined);
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, state, closed, connected };
}

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(10);
  }
}

function slowRequest(port: number) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/slow', agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const quietLog = () => ({ info: jest.fn(), error: jest.fn() });

beforeAll(() => setLogger(createLogger({ level: 'silent' })));
beforeEach(() => {
  resetHealth();
  resetReadiness();
  markStarted();
});

describe('draining a server', () => {
  it('finishes the request in flight, answers /readyz 503, refuses new connections, closes keep-alive connections, runs the hooks, exits 0', async () => {
    const h = await start();
    // A keep-alive connection that is idle when the signal comes.
    const idle = rawConnection(h.port);
    idle.socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => idle.state.data.endsWith('fast'), 5_000, 'the idle connection');
    // A request held open, started before the signal.
    const slow = slowRequest(h.port);
    await h.slowArrived;
    // A probe whose request is on its way when the signal comes (its last line not sent yet).
    const probe = rawConnection(h.port);
    await probe.connected;
    probe.socket.write('GET /readyz HTTP/1.1\r\nHost: x\r\n');
    await sleep(100);

    let hookRan = false;
    onShutdown('test-work', async () => {
      await sleep(100);
      hookRan = true;
    });
    const closeDatabase = jest.fn(async () => undefined);
    const log = quietLog();
    const began = Date.now();
    const drained = drain(h.server, { graceMs: 10_000, inFlight: h.inFlight as never, closeDatabase, log });

    expect(isDraining()).toBe(true);
    await idle.closed;
    // The listener is closed: a new connection is refused.
    const refused = rawConnection(h.port);
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => refused.socket.once('error', resolve));
    expect(error.code).toBe('ECONNREFUSED');
    // The probe on its way is answered: not ready, and its connection ends.
    probe.socket.write('\r\n');
    await probe.closed;
    expect(probe.state.data).toMatch(/^HTTP\/1\.1 503 /);
    expect(probe.state.data).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(probe.state.data.split('\r\n\r\n')[1]!)).toMatchObject({ status: 'draining' });

    await sleep(200);
    expect(closeDatabase).not.toHaveBeenCalled();
    h.releaseSlow();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'slow done' });
    expect(await drained).toBe(0);
    expect(hookRan).toBe(true);
    expect(closeDatabase).toHaveBeenCalledTimes(1);
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('stops waiting when the grace runs out: the open request is cut, the database still closed, exit 1', async () => {
    const h = await start();
    const slow = slowRequest(h.port).catch((e: Error) => e);
    await h.slowArrived;
    const closeDatabase = jest.fn(async () => undefined);
    const log = quietLog();
    const began = Date.now();
    expect(await drain(h.server, { graceMs: 300, inFlight: h.inFlight as never, closeDatabase, log })).toBe(1);
    expect(Date.now() - began).toBeGreaterThanOrEqual(290);
    expect(Date.now() - began).toBeLessThan(3_000);
    expect(String(await slow)).toMatch(/socket hang up|ECONNRESET/);
    expect(closeDatabase).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ inFlight: 1, graceMs: 300 }), expect.stringContaining('grace ran out'));
  });

  it('reads SHUTDOWN_GRACE_MS, 25 s by default', () => {
    expect(graceFromEnv({})).toBe(25_000);
    expect(graceFromEnv({ SHUTDOWN_GRACE_MS: '5000' })).toBe(5_000);
    expect(graceFromEnv({ SHUTDOWN_GRACE_MS: '0' })).toBe(0);
    expect(graceFromEnv({ SHUTDOWN_GRACE_MS: 'soon' })).toBe(25_000);
    expect(graceFromEnv({ SHUTDOWN_GRACE_MS: '-1' })).toBe(25_000);
  });
});
