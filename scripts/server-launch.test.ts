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
});
