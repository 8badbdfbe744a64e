/** @jest-environment node */
import { getSmsSender, LogSmsSender, setSmsSender, smsSenderFromEnv, WebhookSmsSender, type SmsSender } from './sms';

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const message = { phone: '+8613812345678', code: '123456', text: 'Your code is 123456.' };

describe('SMS sender selection', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('logs codes in development by default', () => {
    expect(smsSenderFromEnv(env({ NODE_ENV: 'development' }))?.name).toBe('log');
    expect(smsSenderFromEnv(env({ NODE_ENV: 'test' }))?.name).toBe('log');
  });

  it('has none in production unless one is chosen', () => {
    expect(smsSenderFromEnv(env({ NODE_ENV: 'production' }))).toBeNull();
    expect(smsSenderFromEnv(env({ NODE_ENV: 'production', SMS_SENDER: 'log' }))?.name).toBe('log');
    expect(smsSenderFromEnv(env({ NODE_ENV: 'production', SMS_SENDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send' }))?.name).toBe('webhook');
  });

  it('has none when the choice is incomplete or unknown', () => {
    expect(smsSenderFromEnv(env({ NODE_ENV: 'development', SMS_SENDER: 'webhook' }))).toBeNull();
    expect(smsSenderFromEnv(env({ NODE_ENV: 'development', SMS_SENDER: 'webhook', SMS_WEBHOOK_URL: 'ftp://x' }))).toBeNull();
    expect(smsSenderFromEnv(env({ NODE_ENV: 'development', SMS_SENDER: 'pigeon' }))).toBeNull();
    expect(errors).toHaveBeenCalled();
  });

  it('takes a plugged-in sender first', () => {
    const mine: SmsSender = { name: 'mine', send: async () => undefined };
    setSmsSender(mine);
    expect(getSmsSender()).toBe(mine);
    setSmsSender(null);
    expect(getSmsSender()).toBeNull();
    setSmsSender(undefined);
    expect(getSmsSender()?.name).toBe('log');
  });
});

describe('LogSmsSender', () => {
  it('prints the code in the server log', async () => {
    const lines: string[] = [];
    await new LogSmsSender({ log: (line) => lines.push(line), env: env({ NODE_ENV: 'development' }) }).send(message);
    expect(lines).toEqual(['[sms] code for +8613812345678: 123456']);
  });

  it('refuses to run in production unless chosen explicitly', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    await expect(new LogSmsSender({ log, env: env({ NODE_ENV: 'production' }) }).send(message)).rejects.toThrow(/production/);
    expect(lines).toEqual([]);
    await new LogSmsSender({ log, explicit: true, env: env({ NODE_ENV: 'production' }) }).send(message);
    expect(lines).toHaveLength(1);
  });
});

describe('WebhookSmsSender', () => {
  it('POSTs {phone, text} as JSON with the secret as a Bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"ok":true}', { status: 200 });
    }) as unknown as typeof fetch;
    await new WebhookSmsSender('https://sms.example/send', { secret: 's3cret', fetch: fakeFetch }).send(message);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://sms.example/send');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ phone: '+8613812345678', text: 'Your code is 123456.' });
    expect(calls[0].init.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer s3cret' });
  });

  it('fails on a non-2xx answer', async () => {
    const fakeFetch = (async () => new Response('no', { status: 502 })) as unknown as typeof fetch;
    await expect(new WebhookSmsSender('https://sms.example/send', { fetch: fakeFetch }).send(message)).rejects.toThrow(/502/);
  });

  it('talks to a real HTTP endpoint', async () => {
    const { createServer } = await import('node:http');
    const received: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push(`${req.method} ${req.headers['content-type']} ${body}`);
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      await new WebhookSmsSender(`http://127.0.0.1:${port}/sms`).send(message);
    } finally {
      server.close();
    }
    expect(received).toEqual([`POST application/json {"phone":"+8613812345678","text":"Your code is 123456."}`]);
  });
});
