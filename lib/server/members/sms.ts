import 'server-only';

/** A text message with a login code. `text` is what the member reads; `code` is inside it. */
export interface SmsMessage {
  phone: string;
  text: string;
  code: string;
}

/** Sends text messages. Plug in a provider with setSmsSender, or pick one with SMS_SENDER. */
export interface SmsSender {
  readonly name: string;
  /** Resolves when the provider has accepted the message; rejects otherwise. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsConfigError extends Error {}

/**
 * Development sender: writes `[sms] code for +86…: 123456` to the server log. In production it
 * runs only when chosen explicitly (SMS_SENDER=log), so codes never land in a log by accident.
 */
export class LogSmsSender implements SmsSender {
  readonly name = 'log';

  constructor(private readonly options: { explicit?: boolean; log?: (line: string) => void; env?: NodeJS.ProcessEnv } = {}) {}

  async send({ phone, code }: SmsMessage): Promise<void> {
    const env = this.options.env ?? process.env;
    if (env.NODE_ENV === 'production' && !this.options.explicit) {
      throw new SmsConfigError('the log SMS sender does not run in production unless SMS_SENDER=log is set');
    }
    (this.options.log ?? console.log)(`[sms] code for ${phone}: ${code}`);
  }
}

/**
 * Hands each message to an HTTP endpoint (an SMS gateway or a small adapter in front of one):
 * `POST {url}` with `{"phone": "+86…", "text": "…"}` as JSON, `Authorization: Bearer {secret}`
 * when a secret is set. Any 2xx is accepted; anything else, or no answer in 10 s, is a failure.
 */
export class WebhookSmsSender implements SmsSender {
  readonly name = 'webhook';

  constructor(
    private readonly url: string,
    private readonly options: { secret?: string; timeoutMs?: number; fetch?: typeof fetch } = {},
  ) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new SmsConfigError('SMS_WEBHOOK_URL is not a URL');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new SmsConfigError('SMS_WEBHOOK_URL must be http(s)');
  }

  async send({ phone, text }: SmsMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.secret) headers.authorization = `Bearer ${this.options.secret}`;
    const response = await (this.options.fetch ?? fetch)(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone, text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      redirect: 'error',
    });
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
  }
}

/**
 * The sender the environment asks for: SMS_SENDER=log, SMS_SENDER=webhook (with SMS_WEBHOOK_URL
 * and optional SMS_WEBHOOK_SECRET), or unset: the log sender in development, none in production.
 * Null means no sender: code requests answer 503.
 */
export function smsSenderFromEnv(env: NodeJS.ProcessEnv = process.env): SmsSender | null {
  const choice = (env.SMS_SENDER || '').trim().toLowerCase();
  try {
    if (choice === 'log') return new LogSmsSender({ explicit: true, env });
    if (choice === 'webhook') {
      if (!env.SMS_WEBHOOK_URL) throw new SmsConfigError('SMS_SENDER=webhook needs SMS_WEBHOOK_URL');
      return new WebhookSmsSender(env.SMS_WEBHOOK_URL, { secret: env.SMS_WEBHOOK_SECRET || undefined });
    }
    if (choice) throw new SmsConfigError(`unknown SMS_SENDER "${env.SMS_SENDER}" (log or webhook)`);
    return env.NODE_ENV === 'production' ? null : new LogSmsSender({ env });
  } catch (error) {
    if (!(error instanceof SmsConfigError)) throw error;
    warnOnce(error.message);
    return null;
  }
}

const warned = new Set<string>();
function warnOnce(message: string) {
  if (warned.has(message)) return;
  warned.add(message);
  console.error(`[sms] no sender: ${message}`);
}

// On globalThis: Next bundles each route separately, and a sender plugged in at startup
// (instrumentation) must reach all of them.
const senderKey = Symbol.for('case-site.sms-sender');
type Holder = { [senderKey]?: SmsSender | null };

/** Plugs in a sender (a provider's SDK, or a test's recorder); undefined goes back to the environment's. */
export function setSmsSender(sender: SmsSender | null | undefined): void {
  const holder = globalThis as Holder;
  if (sender === undefined) delete holder[senderKey];
  else holder[senderKey] = sender;
}

/** The sender in use: the plugged-in one, else the environment's. Null: none configured. */
export function getSmsSender(): SmsSender | null {
  const holder = globalThis as Holder;
  return senderKey in holder ? (holder[senderKey] ?? null) : smsSenderFromEnv();
}
