import 'server-only';
import { createHmac } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailSettings, WebhookKind, WebhookSettings } from './settings';

/*
 * The two ways out: e-mail over SMTP (nodemailer) and a chat webhook over HTTPS. Each send throws
 * on failure with a message fit for the lead page (no secret in it); the worker retries.
 */

export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

const transports = new Map<string, Transporter>();

/** Sends one e-mail through the configured SMTP server (a transport per URL, reused). */
export async function sendMail(settings: MailSettings, mail: MailPayload): Promise<void> {
  let transport = transports.get(settings.smtpUrl);
  if (!transport) {
    const url = new URL(settings.smtpUrl);
    url.searchParams.set('connectionTimeout', '10000');
    url.searchParams.set('greetingTimeout', '10000');
    url.searchParams.set('socketTimeout', '20000');
    transport = nodemailer.createTransport(url.toString());
    transports.set(settings.smtpUrl, transport);
  }
  try {
    await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new Error(`SMTP: ${typeof code === 'string' ? code : 'error'} ${(error as Error).message ?? ''}`.trim().slice(0, 300));
  }
}

export interface WebhookPayload {
  title: string;
  text: string;
  /** The lead as JSON (the `json` kind sends it as it is). */
  data: Record<string, unknown>;
}

/** DingTalk: the timestamp and the signature go on the URL. */
function dingtalkUrl(url: string, secret: string | null, now: number): string {
  if (!secret) return url;
  const sign = createHmac('sha256', secret).update(`${now}\n${secret}`).digest('base64');
  const signed = new URL(url);
  signed.searchParams.set('timestamp', String(now));
  signed.searchParams.set('sign', sign);
  return signed.toString();
}

/** Feishu: the key is `timestamp\nsecret`, the message is empty. */
function feishuSign(secret: string, seconds: number): string {
  return createHmac('sha256', `${seconds}\n${secret}`).update('').digest('base64');
}

/**
 * Slack's mrkdwn reads `<…>` as a control sequence (`<!channel>`, `<!everyone>`, `<@U123>`,
 * `<https://x|label>`) and `&` as the start of an entity: escaped as Slack asks, a lead's text is
 * shown as it was typed and can neither ping anyone nor show a link under a false label.
 */
export function slackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The plain-text formats of WeCom and DingTalk and Feishu's rich-text elements take no markup:
 * mentions come only from the message's own fields (`mentioned_list`, `at`, an `at` element), and
 * we send none. Feishu's `text` type does read `<at user_id="all">` and some clients read tags in
 * text, so angle brackets are also written as their full-width forms (＜ ＞), which read the same
 * and which no client takes for markup.
 */
export function chatText(text: string): string {
  return text.replace(/</g, '\uFF1C').replace(/>/g, '\uFF1E');
}

/**
 * The request for the chat of `kind`. A lead's fields are the sender's text, so every format is
 * one in which that text cannot mention everyone or forge a link (see slackText and chatText).
 */
export function webhookRequest(kind: WebhookKind, settings: WebhookSettings, payload: WebhookPayload, now: number = Date.now()) {
  const text = `${payload.title}\n${payload.text}`;
  switch (kind) {
    case 'wecom':
      return { url: settings.url, body: { msgtype: 'text', text: { content: chatText(text), mentioned_list: [], mentioned_mobile_list: [] } } };
    case 'dingtalk':
      return {
        url: dingtalkUrl(settings.url, settings.secret, now),
        body: { msgtype: 'text', text: { content: chatText(text) }, at: { isAtAll: false, atMobiles: [], atUserIds: [] } },
      };
    case 'feishu': {
      const seconds = Math.floor(now / 1000);
      const signed = settings.secret ? { timestamp: String(seconds), sign: feishuSign(settings.secret, seconds) } : {};
      // Rich text ("post") made of plain text elements only: Feishu's `text` type reads <at> tags.
      const lines = payload.text.split('\n').map((line) => [{ tag: 'text', text: chatText(line) }]);
      return { url: settings.url, body: { ...signed, msg_type: 'post', content: { post: { zh_cn: { title: chatText(payload.title), content: lines } } } } };
    }
    case 'slack':
      // No previews either: a link in a lead is not fetched by Slack and shown as a card.
      return { url: settings.url, body: { text: slackText(text), unfurl_links: false, unfurl_media: false } };
    case 'json':
      return { url: settings.url, body: { event: 'lead.created', ...payload.data } };
  }
}

/** Posts to the chat; a 2xx answer (and, for DingTalk, WeCom and Feishu, an answer without an error code) is a success. */
export async function sendWebhook(settings: WebhookSettings, payload: WebhookPayload, fetcher: typeof fetch = fetch): Promise<void> {
  const request = webhookRequest(settings.kind, settings, payload);
  let response: Response;
  try {
    response = await fetcher(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(10_000),
      redirect: 'error',
    });
  } catch (error) {
    throw new Error(`webhook: ${(error as Error).name}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`webhook: HTTP ${response.status}`);
  if (settings.kind !== 'json' && settings.kind !== 'slack') {
    try {
      const answer = JSON.parse(text) as { errcode?: number; code?: number; msg?: string; errmsg?: string };
      const code = answer.errcode ?? answer.code ?? 0;
      if (code !== 0) throw new Error(`webhook: code ${code} ${answer.errmsg ?? answer.msg ?? ''}`.trim().slice(0, 200));
    } catch (error) {
      if (error instanceof SyntaxError) return;
      throw error;
    }
  }
}
