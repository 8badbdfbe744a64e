// Serves the built app. A thin Node server around Next so that the client address is trustworthy:
// x-forwarded-for is replaced with the socket's address (or, behind TRUST_PROXY_HOPS proxies, the
// entry those proxies vouch for), so a client cannot choose the address its rate limits count against.
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';
const hops = Math.max(0, Number(process.env.TRUST_PROXY_HOPS || 0));

export function clientAddressOf(req) {
  const socket = req.socket.remoteAddress || '';
  if (hops === 0) return socket;
  const chain = String(req.headers['x-forwarded-for'] || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .concat(socket);
  return chain[Math.max(0, chain.length - 1 - hops)];
}

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Next 16 sends the Location header twice when a cached (ISR) page redirects on its first render,
// e.g. /product/{id}/{wrong-name}: keep one, since several Location headers are invalid HTTP.
function singleLocation(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const location = this.getHeader('location');
    if (Array.isArray(location)) this.setHeader('location', location[0]);
    return writeHead.apply(this, args);
  };
}

const server = createServer((req, res) => {
  req.headers['x-forwarded-for'] = clientAddressOf(req);
  singleLocation(res);
  handle(req, res);
});
server.listen(port, hostname, () => {
  console.log(`ready: http://localhost:${port}`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  server.close();
  server.closeAllConnections?.();
  try {
    const db = globalThis[Symbol.for('case-site.database')];
    if (db) await (await db).close();
  } catch (error) {
    console.error('closing the database failed', error);
  }
  process.exit(0);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
