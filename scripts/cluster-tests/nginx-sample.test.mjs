// The nginx sample of docs/operations/upgrade-and-caching.md: nginx accepts it (`nginx -t`, with a
// throwaway certificate and folders in place of the real ones), and it holds every line of the
// configuration the local cluster runs with (scripts/cluster/nginx-site.mjs), so the two cannot drift apart.
//   node --test scripts/cluster-tests/nginx-sample.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { siteHttpBlocks, SITE_SERVER_BODY } from '../cluster/nginx-site.mjs';
import { ensureNginx } from '../test-engines.mjs';

const DOC = 'docs/operations/upgrade-and-caching.md';
const CACHE_DIR = '/var/cache/nginx/casecraft';

function sample() {
  const text = readFileSync(DOC, 'utf8');
  const blocks = [...text.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]);
  const found = blocks.find((b) => b.includes('upstream site'));
  assert.ok(found, `${DOC} has no nginx block with the upstream`);
  return found;
}

/** The directives of a configuration text, one per line, without comments or indentation. */
const directives = (text) =>
  text
    .split('\n')
    .map((line) =>
      line
        .replace(/\s+#.*$/, '')
        .replace(/^\s*#.*$/, '')
        .trim()
        .replace(/\s+/g, ' '),
    )
    .filter(Boolean);

describe('the documented nginx configuration', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-nginx-sample-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('holds every line of the configuration the cluster runs with', () => {
    const documented = new Set(directives(sample()));
    const missing = directives(`${siteHttpBlocks(CACHE_DIR)}\n${SITE_SERVER_BODY}`).filter((line) => !documented.has(line));
    assert.deepEqual(missing, []);
  });

  it('is accepted by nginx', () => {
    chmodSync(dir, 0o755);
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=cases.example', '-days', '1', '-keyout', key, '-out', cert], {
      encoding: 'utf8',
    });
    assert.equal(made.status, 0, made.stderr);
    const site = sample()
      .replaceAll(CACHE_DIR, path.join(dir, 'cache'))
      .replace('/etc/ssl/cases.example/fullchain.pem', cert)
      .replace('/etc/ssl/cases.example/privkey.pem', key)
      .replace('listen 80;', 'listen 127.0.0.1:1;')
      .replace('listen 443 ssl http2;', 'listen 127.0.0.1:2 ssl http2;');
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      `pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
worker_shutdown_timeout 30s;
events {}
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
    );
    const test = spawnSync(ensureNginx(), ['-t', '-c', conf, '-p', dir], { encoding: 'utf8' });
    assert.equal(test.status, 0, test.stderr);
  });
});
