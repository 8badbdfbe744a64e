// nginx serving the same HTML as a page of the site, for a ceiling to compare with: Debian's
// nginx on 127.0.0.1, one worker per core, the page's bytes written to a folder of its own.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownHttpLines } from '../cluster/nginx.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** Starts nginx serving `html` at /; resolves to { url, stop } or null when nginx is missing. */
export async function serveWithNginx(html, port) {
  if (!NGINX) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'case-site-nginx-'));
  mkdirSync(path.join(dir, 'www'));
  writeFileSync(path.join(dir, 'www/index.html'), html);
  // nginx's workers run as an unprivileged user: the folder must be readable to them.
  chmodSync(dir, 0o755);
  chmodSync(path.join(dir, 'www'), 0o755);
  chmodSync(path.join(dir, 'www/index.html'), 0o644);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  ${ownHttpLines(dir)}
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { default_type text/html; try_files /index.html =404; }
  }
}
`,
  );
  const child = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function nginxMissingHint() {
  return spawnSync('id', ['-u']).stdout?.toString().trim() === '0' ? 'apt-get install -y nginx-light' : 'sudo apt-get install -y nginx-light';
}
