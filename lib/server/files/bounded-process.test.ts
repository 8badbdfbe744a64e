/** @jest-environment node */
import { BoundedRunError, runBounded } from './bounded-process';

jest.setTimeout(60_000);

const node = (code: string) => [process.execPath, ['-e', code]] as const;
const reason = (run: Promise<unknown>) =>
  run.then(
    () => 'ok',
    (error: unknown) => (error instanceof BoundedRunError ? error : Promise.reject(error)),
  );

describe('a bounded child process', () => {
  it('answers what a program that stays within its bounds printed', async () => {
    const [cmd, args] = node('console.log("hello " + process.argv[1])');
    expect(await runBounded(cmd, [...args, 'a b; $(x)'], { memoryBytes: 256 * 1024 * 1024, cpuSeconds: 5, timeoutMs: 10_000 })).toEqual({
      stdout: 'hello a b; $(x)\n',
      stderr: '',
    });
  });

  it('stops a program that allocates native memory past its limit, and the server does not grow', async () => {
    const before = process.memoryUsage().rss;
    // 600 MB of native memory (a Buffer lives outside V8's heap, as an image decoder's pixels do).
    const [cmd, args] = node('const b = Buffer.alloc(600 * 1024 * 1024, 1); console.log(b.length)');
    const failed = await reason(runBounded(cmd, [...args], { memoryBytes: 256 * 1024 * 1024, cpuSeconds: 10, timeoutMs: 20_000 }));
    expect(failed).toBeInstanceOf(BoundedRunError);
    expect((failed as BoundedRunError).timedOut).toBe(false);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    // The same program with room enough succeeds: the limit is what stopped it.
    expect(await runBounded(cmd, [...args], { memoryBytes: 1024 * 1024 * 1024, cpuSeconds: 10, timeoutMs: 20_000 })).toMatchObject({ stdout: `${600 * 1024 * 1024}\n` });
  });

  it('kills a program that runs past its time, and one past its CPU seconds', async () => {
    const started = Date.now();
    const [cmd, args] = node('for (;;) {}');
    const slow = await reason(runBounded(cmd, [...args], { memoryBytes: 256 * 1024 * 1024, cpuSeconds: 60, timeoutMs: 1_000 }));
    expect(slow).toMatchObject({ timedOut: true, signal: 'SIGKILL' });
    expect(Date.now() - started).toBeLessThan(5_000);
    const busy = await reason(runBounded(cmd, [...args], { memoryBytes: 256 * 1024 * 1024, cpuSeconds: 1, timeoutMs: 30_000 }));
    expect(busy).toMatchObject({ timedOut: false });
    expect(['SIGXCPU', 'SIGKILL']).toContain((busy as BoundedRunError).signal);
  });

  it("gives the program none of the server's settings, and says when it is not installed", async () => {
    process.env.CASE_SITE_SECRET_FOR_TEST = 'hunter2';
    try {
      const [cmd, args] = node('console.log(JSON.stringify(Object.keys(process.env).sort()))');
      const { stdout } = await runBounded(cmd, [...args], { memoryBytes: 256 * 1024 * 1024, cpuSeconds: 5, timeoutMs: 10_000 });
      // The shell adds its own PWD (and some shells SHLVL and _).
      const names = (JSON.parse(stdout) as string[]).filter((name) => !['PWD', 'OLDPWD', 'SHLVL', '_'].includes(name));
      expect(names).toEqual(['LANG', 'NODE_ENV', 'PATH']);
    } finally {
      delete process.env.CASE_SITE_SECRET_FOR_TEST;
    }
    const missing = await reason(runBounded('no-such-program-here', [], { memoryBytes: 64 * 1024 * 1024, cpuSeconds: 1, timeoutMs: 5_000 }));
    expect((missing as BoundedRunError).message).toMatch(/not installed/);
  });
});
