import 'server-only';

/*
 * Where lead notifications go, from the environment (docs/features.md, "Back office"; the variables: docs/operations.md, "Configuration"): e-mail through
 * SMTP_URL to LEADS_NOTIFY_EMAIL (and an acknowledgement to the buyer), and optionally a chat
 * webhook. Nothing configured: leads are read in /admin/leads.
 */

export const WEBHOOK_KINDS = ['wecom', 'dingtalk', 'feishu', 'slack', 'json'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** The business's addresses for new leads (none: only the buyer's acknowledgement is sent). */
  notify: string[];
}

export interface WebhookSettings {
  url: string;
  kind: WebhookKind;
  secret: string | null;
}

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl || !/^smtps?:\/\//i.test(smtpUrl)) return null;
  const host = (() => {
    try {
      return new URL(env.SITE_URL || 'http://localhost').hostname;
    } catch {
      return 'localhost';
    }
  })();
  const notify = (env.LEADS_NOTIFY_EMAIL ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => /^[^\s@]+@[^\s@]+$/.test(a));
  return { smtpUrl, from: env.MAIL_FROM?.trim() || `no-reply@${host}`, notify };
}

export function webhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings | null {
  const url = env.LEADS_WEBHOOK_URL?.trim();
  if (!url || !/^https?:\/\//i.test(url)) return null;
  const kind = (env.LEADS_WEBHOOK_KIND?.trim().toLowerCase() || 'json') as WebhookKind;
  if (!(WEBHOOK_KINDS as readonly string[]).includes(kind)) return null;
  return { url, kind, secret: env.LEADS_WEBHOOK_SECRET?.trim() || null };
}

/** The worker's rhythm (milliseconds). */
export function workerTimings(env: NodeJS.ProcessEnv = process.env) {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    pollMs: number('OUTBOX_POLL_MS', 5_000),
    retryBaseMs: number('OUTBOX_RETRY_BASE_MS', 30_000),
    retryMaxMs: number('OUTBOX_RETRY_MAX_MS', 30 * 60_000),
    leaseMs: number('OUTBOX_LEASE_MS', 5 * 60_000),
  };
}
