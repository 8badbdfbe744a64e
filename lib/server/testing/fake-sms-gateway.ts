import type http from 'node:http';
import { LocalHttpFake, readBody } from './local-http-fake';

/*
 * A stand-in for an SMS gateway, for browser tests: the site's webhook sender (SMS_SENDER=webhook,
 * lib/server/auth/sms.ts) posts `{ phone, text }` to `POST /send`, and a test reads what a phone
 * received with `GET /inbox?phone=+86…` (`{ messages: [{ phone, text, code }] }`, newest last). The
 * code is the text's run of digits the site sent, as a member would read it off the screen.
 */

export interface ReceivedSms {
  phone: string;
  text: string;
  /** The first run of 4 to 8 digits in the text, or null. */
  code: string | null;
}

export class FakeSmsGateway extends LocalHttpFake {
  readonly received: ReceivedSms[] = [];

  /** The environment that points the site's sender here. */
  env(): Record<string, string> {
    return { SMS_SENDER: 'webhook', SMS_WEBHOOK_URL: `${this.baseUrl}/send` };
  }

  protected handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/inbox') {
      const phone = url.searchParams.get('phone');
      return json(200, { messages: this.received.filter((m) => phone === null || m.phone === phone) });
    }
    if (request.method !== 'POST' || url.pathname !== '/send') return json(404, { error: 'not found' });
    void readBody(request).then((body) => {
      try {
        const { phone, text } = JSON.parse(body) as { phone?: unknown; text?: unknown };
        if (typeof phone !== 'string' || typeof text !== 'string') return json(400, { error: 'phone and text are required' });
        this.received.push({ phone, text, code: /\d{4,8}/.exec(text)?.[0] ?? null });
        json(200, { ok: true });
      } catch {
        json(400, { error: 'not JSON' });
      }
    });
  }
}
