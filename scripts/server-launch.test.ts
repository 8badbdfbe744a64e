import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-launch.mjs';

// The memory figures (docs/operations/performance.md) hold only when an instance is launched this
// way: `npm start` and the sample systemd unit must say what the bench and the cluster use.
const root = path.join(__dirname, '..');
const settings = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);

describe('how a production instance is launched', () => {
  it('npm start sets the environment and the Node flags before Node starts', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`${settings.join(' ')} node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('the sample systemd unit does the same', () => {
    const operations = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    for (const setting of settings) expect(operations).toMatch(new RegExp(`^Environment=${setting}\\b`, 'm'));
    expect(operations).toMatch(new RegExp(`^ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} scripts/serve\\.mjs`, 'm'));
  });

  // Each measured setting (docs/operations/performance.md, "Memory"): dropping one puts the
  // PostgreSQL instance back over its 250 MB target.
  it('keeps the measured memory settings', () => {
    expect(SERVER_ENV).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(SERVER_NODE_FLAGS).toEqual(expect.arrayContaining(['--max-semi-space-size=8', '--heap-growing-percent=50']));
  });

  it('the Node running the tests accepts the flags (a flag a later Node drops would stop the start)', () => {
    expect(execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.stdout.write("ok")'], { encoding: 'utf8' })).toBe('ok');
  });
});
