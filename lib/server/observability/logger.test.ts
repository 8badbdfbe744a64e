/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { createLogger, logSettings, routeConsoleToLogger, setLogger } from './logger.mjs';
import { requestContexts, type RequestContext } from './request-context.mjs';

function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
  });
  return { logger: createLogger({ level }, sink), lines };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the logger', () => {
  it('reads LOG_FORMAT and LOG_LEVEL: json and info by default, pretty under next dev', () => {
    expect(logSettings({ NODE_ENV: 'production' }, false)).toEqual({ level: 'info', format: 'json' });
    expect(logSettings({ NODE_ENV: 'development' }, false)).toEqual({ level: 'info', format: 'pretty' });
    expect(logSettings({ NODE_ENV: 'development', LOG_FORMAT: 'json', LOG_LEVEL: 'debug' }, false)).toEqual({ level: 'debug', format: 'json' });
    expect(logSettings({ NODE_ENV: 'production', LOG_FORMAT: 'PRETTY', LOG_LEVEL: 'WARN' }, false)).toEqual({ level: 'warn', format: 'pretty' });
    expect(logSettings({ LOG_FORMAT: 'xml', LOG_LEVEL: 'loud' }, false)).toEqual({ level: 'info', format: 'json' });
    // `npm start` in a terminal: lines a person reads; the same start under a supervisor or a pipe: JSON.
    expect(logSettings({ NODE_ENV: 'production' }, true)).toEqual({ level: 'info', format: 'pretty' });
    expect(logSettings({ NODE_ENV: 'production', LOG_FORMAT: 'json' }, true)).toEqual({ level: 'info', format: 'json' });
  });

  it('writes JSON lines with a level name and an ISO time, and the request id of the request being served', async () => {
    const { logger, lines } = capture();
    logger.info('outside');
    const served = { id: 'req-0123456789', route: '/[locale]/faq', actor: null } as RequestContext;
    requestContexts().run(served, () => {
      logger.info({ n: 1 }, 'inside');
      expect(served.failed).toBeUndefined();
      logger.error('failed');
    });
    // An error marks the request: its answer is not kept (lib/server/http/member-page-cache.mjs).
    expect(served.failed).toBe(true);
    logger.debug('below the level');
    await flush();
    expect(lines.map((l) => [l.msg, l.level, l.reqId, l.route])).toEqual([
      ['outside', 'info', undefined, undefined],
      ['inside', 'info', 'req-0123456789', undefined],
      ['failed', 'error', 'req-0123456789', '/[locale]/faq'],
    ]);
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time);
  });

  it("routes console output (Next's, the libraries') through the logger, at the method's level", async () => {
    const { logger, lines } = capture('debug');
    setLogger(logger);
    const saved = { ...console };
    try {
      routeConsoleToLogger();
      const rendering = { id: 'req-abcdefghij', route: '/x', actor: null } as RequestContext;
      requestContexts().run(rendering, () => console.error('render failed: %s', 'TypeError'));
      expect(rendering.failed).toBe(true);
      console.warn('careful');
      console.log('ready: http://localhost:3000');
    } finally {
      Object.assign(console, saved);
      setLogger(undefined);
    }
    await flush();
    expect(lines.map((l) => [l.level, l.msg, l.reqId])).toEqual([
      ['error', 'render failed: TypeError', 'req-abcdefghij'],
      ['warn', 'careful', undefined],
      ['info', 'ready: http://localhost:3000', undefined],
    ]);
  });
});
