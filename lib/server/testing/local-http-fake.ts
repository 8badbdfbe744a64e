import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake outside services of the tests share (the WeChat/QQ provider, the SMS gateway): an
 * HTTP server on 127.0.0.1, on a free port or the one given, that a test starts and closes.
 */
export abstract class LocalHttpFake {
  private server: http.Server | null = null;
  /** `http://127.0.0.1:{port}` once started (or set beforehand, when the port is fixed). */
  baseUrl = '';

  protected abstract handle(request: http.IncomingMessage, response: http.ServerResponse): void;

  async start(port = 0): Promise<string> {
    const server = http.createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    this.server = server;
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The request's body as text. */
export function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
