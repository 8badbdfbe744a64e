// Every setting the site reads from its environment, in one schema, checked once before anything
// opens: scripts/start.mjs and scripts/serve.mjs (plain Node, through ./check-at-start.mjs) and the
// app's own start (lib/server/startup.ts, for `next dev`). A value that cannot work (a malformed
// SMTP_URL, three of the four S3 variables, PORT=http, a SITE_URL with a path) stops the start with
// one line per variable saying what is expected, instead of a server that starts and fails later,
// or silently leaves the feature off. Values are never printed: many of them are secrets.
//
// Plain JavaScript (zod 4) so that Node runs it without a build; TypeScript reads its types.

import { isIP } from 'node:net';
import * as z from 'zod';

import { EMAIL, duration, filePath, flag, HOSTNAME, httpUrl, integer, lowerEnum, parseUrl, token, urlOf } from './value-kinds.mjs';

/* ───────────────────────── the variables ───────────────────────── */

/**
 * Each variable: its schema (the raw value, trimmed; an empty value counts as unset) and, for the
 * line a failed check prints, what it expects. docs/operations/settings-and-demo.md has the table.
 */
const VARIABLES = {
  // The server
  NODE_ENV: { schema: z.enum(['development', 'production', 'test']).optional(), expected: 'development, production or test' },
  PORT: { schema: integer(1, 65535).default(3000), expected: 'a port number from 1 to 65535' },
  HOST: {
    schema: z
      .string()
      .refine((value) => isIP(value) !== 0 || HOSTNAME.test(value))
      .default('0.0.0.0'),
    expected: 'an IP address to listen on, such as 0.0.0.0 or 127.0.0.1, or a host name',
  },
  SITE_URL: {
    schema: httpUrl()
      .refine((raw) => {
        // Zod runs every refinement, also after the one above refused the value.
        const url = parseUrl(raw);
        return url !== null && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      })
      .transform((raw) => raw.replace(/\/+$/, ''))
      .optional(),
    expected: 'the site’s public origin, http or https without a path, such as https://cases.example',
  },
  TRUST_PROXY_HOPS: { schema: integer(0, 10).default(0), expected: 'the number of reverse proxies in front of the server, 0 to 10' },
  SKIP_BUILD: { schema: flag().default(false), expected: 'true or false' },

  // The database and the files
  DATABASE_URL: { schema: urlOf(['postgres:', 'postgresql:'], true).optional(), expected: 'a PostgreSQL connection string, postgres://user:password@host:5432/database' },
  DATABASE_POOL_MAX: { schema: integer(1, 1000).default(10), expected: 'the connections per instance, 1 to 1000' },
  PGLITE_DIR: { schema: filePath().default('data/pglite'), expected: 'a folder for the embedded database' },
  UPLOADS_DIR: { schema: filePath().default('data/uploads'), expected: 'a folder for uploaded files' },
  S3_BUCKET: {
    schema: z
      .string()
      .regex(/^[^\s/]{1,255}$/)
      .optional(),
    expected: 'a bucket name (no spaces or slashes)',
  },
  S3_ENDPOINT: { schema: httpUrl().optional(), expected: 'the S3 service address, http or https, such as https://s3.eu-central-1.amazonaws.com' },
  S3_ACCESS_KEY_ID: { schema: token().optional(), expected: 'an access key id (no spaces)' },
  S3_SECRET_ACCESS_KEY: { schema: token().optional(), expected: 'a secret access key (no spaces)' },
  S3_REGION: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/)
      .default('us-east-1'),
    expected: 'a region name such as us-east-1',
  },

  // Demo content
  SEED_DEMO: { schema: flag().default(true), expected: 'true or false' },
  DEMO_ACCOUNTS_FILE: { schema: filePath().default('data/demo-accounts.txt'), expected: 'a file for the demo accounts’ passwords' },

  // Several instances: the shared cache, the build
  REDIS_URL: { schema: urlOf(['redis:', 'rediss:']).optional(), expected: 'a Redis address, redis://host:6379 or rediss://user:password@host:6380' },
  REDIS_CACHE_PREFIX: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/)
      .default('next-cache'),
    expected: 'up to 64 letters, digits, colons, dots, hyphens or underscores',
  },
  REDIS_CACHE_TIMEOUT_MS: { schema: integer(1, 60_000).default(500), expected: 'milliseconds, 1 to 60000' },
  NEXT_BUILD_ID: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,128}$/)
      .optional(),
    expected: 'up to 128 letters, digits, dots, hyphens or underscores',
  },
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9+/]+={0,2}$/)
      .refine((value) => [16, 24, 32].includes(Buffer.from(value, 'base64').length))
      .optional(),
    expected: 'an AES key in base64, 16, 24 or 32 bytes (openssl rand -base64 32)',
  },

  // E-mail and lead notifications
  SMTP_URL: { schema: urlOf(['smtp:', 'smtps:']).optional(), expected: 'an smtp:// or smtps:// URL with a host, such as smtps://user:password@mail.example.com:465' },
  MAIL_FROM: {
    schema: z
      .string()
      .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/)
      .optional(),
    expected: 'an e-mail address, or Name <address>',
  },
  LEADS_NOTIFY_EMAIL: {
    schema: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .refine((list) => list.length > 0 && list.every((address) => EMAIL.test(address)))
      .optional(),
    expected: 'one or more e-mail addresses separated by commas',
  },
  LEADS_WEBHOOK_URL: { schema: httpUrl().optional(), expected: 'the chat robot’s http or https address' },
  LEADS_WEBHOOK_KIND: { schema: lowerEnum(['wecom', 'dingtalk', 'feishu', 'slack', 'json']).default('json'), expected: 'wecom, dingtalk, feishu, slack or json' },
  LEADS_WEBHOOK_SECRET: { schema: token().optional(), expected: 'the robot’s signing secret (no spaces)' },
  OUTBOX_POLL_MS: { schema: integer(1, 86_400_000).default(5_000), expected: 'milliseconds, 1 to 86400000' },
  OUTBOX_RETRY_BASE_MS: { schema: integer(1, 86_400_000).default(30_000), expected: 'milliseconds, 1 to 86400000' },
  OUTBOX_RETRY_MAX_MS: { schema: integer(1, 86_400_000).default(1_800_000), expected: 'milliseconds, 1 to 86400000' },
  OUTBOX_LEASE_MS: { schema: integer(1, 86_400_000).default(300_000), expected: 'milliseconds, 1 to 86400000' },

  // Text messages and social login
  SMS_SENDER: { schema: lowerEnum(['log', 'webhook']).optional(), expected: 'log or webhook' },
  SMS_WEBHOOK_URL: { schema: httpUrl().optional(), expected: 'the SMS gateway’s http or https address' },
  SMS_WEBHOOK_SECRET: { schema: token().optional(), expected: 'the gateway’s bearer secret (no spaces)' },
  WECHAT_APP_ID: { schema: token().optional(), expected: 'the WeChat website app’s AppID (no spaces)' },
  WECHAT_APP_SECRET: { schema: token().optional(), expected: 'the WeChat website app’s AppSecret (no spaces)' },
  WECHAT_API_BASE: { schema: httpUrl().optional(), expected: 'an http or https address' },
  WECHAT_AUTHORIZE_URL: { schema: httpUrl().optional(), expected: 'an http or https address' },
  QQ_APP_ID: { schema: token().optional(), expected: 'the QQ Connect app’s APP ID (no spaces)' },
  QQ_APP_KEY: { schema: token().optional(), expected: 'the QQ Connect app’s APP Key (no spaces)' },
  QQ_API_BASE: { schema: httpUrl().optional(), expected: 'an http or https address' },
  QQ_AUTHORIZE_URL: { schema: httpUrl().optional(), expected: 'an http or https address' },

  // Translation help in the back office; TRANSLATE_PROVIDER is spelled out (not lowerEnum) so that TypeScript keeps the three names.
  TRANSLATE_PROVIDER: {
    schema: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['deepl', 'openai', 'libretranslate']))
      .optional(),
    expected: 'deepl, openai or libretranslate',
  },
  TRANSLATE_URL: { schema: httpUrl().optional(), expected: 'the translation service’s http or https address (DeepL: https://api.deepl.com, OpenAI: https://api.openai.com/v1)' },
  TRANSLATE_API_KEY: { schema: token().optional(), expected: 'the translation service’s key (no spaces)' },
  TRANSLATE_MODEL: {
    schema: z
      .string()
      .regex(/^[A-Za-z0-9._:/-]{1,128}$/)
      .default('gpt-4o-mini'),
    expected: 'a chat model’s name, such as gpt-4o-mini',
  },
  TRANSLATE_TIMEOUT_MS: { schema: integer(1_000, 600_000).default(30_000), expected: 'milliseconds, 1000 to 600000' },

  // Operations: logs, metrics, shutdown, backups, the CDN
  LOG_FORMAT: { schema: z.enum(['json', 'pretty']).optional(), expected: 'json or pretty' },
  LOG_LEVEL: { schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'), expected: 'fatal, error, warn, info, debug, trace or silent' },
  METRICS_TOKEN: {
    schema: z
      .string()
      .regex(/^\S{16,512}$/)
      .optional(),
    expected: 'a token of at least 16 characters without spaces',
  },
  SHUTDOWN_GRACE_MS: { schema: integer(0, 600_000).default(25_000), expected: 'milliseconds, 0 to 600000' },
  BACKUP_DIR: { schema: filePath().optional(), expected: 'a folder for backup archives (set: scheduled backups are on)' },
  BACKUP_INTERVAL: { schema: duration().default(86_400_000), expected: 'a duration from 10s to 30d, such as 24h, 30m or 7d' },
  BACKUP_KEEP: { schema: integer(1, 10_000).default(7), expected: 'how many archives to keep, 1 to 10000' },
  MEMBER_PAGE_CACHE_MB: { schema: integer(0, 4096).default(32), expected: 'megabytes, 0 (off) to 4096' },
  MEMBER_PAGE_CACHE_SECONDS: { schema: integer(1, 3600).default(60), expected: 'seconds, 1 to 3600' },
  CDN_MAX_AGE: { schema: integer(0, 86_400).default(60), expected: 'seconds, 0 to 86400' },
  CDN_PURGE_URL: { schema: httpUrl().optional(), expected: 'the CDN’s purge address, http or https' },

  // First-party insights (lib/server/insights)
  INSIGHTS_COUNTING: { schema: flag().default(true), expected: 'true or false' },
  INSIGHTS_FLUSH_MS: { schema: integer(100, 600_000).default(5_000), expected: 'milliseconds, 100 to 600000' },
  INSIGHTS_RETENTION_MONTHS: { schema: integer(4, 1_200).default(25), expected: 'months, 4 to 1200' },
};

/** @typedef {keyof typeof VARIABLES} VariableName */

/** Every variable the schema reads, in the order of the table. */
export const VARIABLE_NAMES = /** @type {VariableName[]} */ (Object.keys(VARIABLES));

/** What each variable expects, for the line a failed check prints. */
export const EXPECTED = /** @type {Record<VariableName, string>} */ (Object.fromEntries(VARIABLE_NAMES.map((name) => [name, VARIABLES[name].expected])));

const shape = /** @type {{ [K in VariableName]: (typeof VARIABLES)[K]['schema'] }} */ (Object.fromEntries(VARIABLE_NAMES.map((name) => [name, VARIABLES[name].schema])));

/** The schema of the variables alone; `checkEnvironment` adds the rules between them. */
export const environmentSchema = z.object(shape);

/** @typedef {z.output<typeof environmentSchema>} Environment */

/* ───────────────────────── the rules between variables ───────────────────────── */

const S3_SET = /** @type {const} */ (['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
const PAIRS = /** @type {const} */ ([
  ['WeChat login', 'WECHAT_APP_ID', 'WECHAT_APP_SECRET'],
  ['QQ login', 'QQ_APP_ID', 'QQ_APP_KEY'],
]);

/**
 * Variables that each may be fine but do not work together: a partial S3 set, half of a login
 * provider's pair, a webhook sender without its address. Read from what is set, so that they are
 * reported together with malformed values.
 * @param {Partial<Record<VariableName, string>>} raw
 * @returns {Problem[]}
 */
function missingProblems(raw) {
  /** @type {Problem[]} */
  const problems = [];
  const s3Missing = S3_SET.filter((name) => raw[name] === undefined);
  if (s3Missing.length > 0 && s3Missing.length < S3_SET.length) {
    for (const name of s3Missing) problems.push({ variable: name, missing: true, expected: `S3 storage needs ${S3_SET.slice(0, -1).join(', ')} and ${S3_SET.at(-1)} together` });
  }
  for (const [feature, id, secret] of PAIRS) {
    if ((raw[id] === undefined) !== (raw[secret] === undefined))
      problems.push({ variable: raw[id] === undefined ? id : secret, missing: true, expected: `${feature} needs ${id} and ${secret} together` });
  }
  if (raw.SMS_SENDER?.toLowerCase() === 'webhook' && raw.SMS_WEBHOOK_URL === undefined)
    problems.push({ variable: 'SMS_WEBHOOK_URL', missing: true, expected: 'SMS_SENDER=webhook needs the gateway’s http or https address' });
  const translator = raw.TRANSLATE_PROVIDER?.toLowerCase();
  if (translator === 'libretranslate' && raw.TRANSLATE_URL === undefined)
    problems.push({ variable: 'TRANSLATE_URL', missing: true, expected: 'TRANSLATE_PROVIDER=libretranslate needs the server’s http or https address' });
  // A self-hosted chat endpoint may want no key; DeepL always does.
  if (translator === 'deepl' && raw.TRANSLATE_API_KEY === undefined)
    problems.push({ variable: 'TRANSLATE_API_KEY', missing: true, expected: 'TRANSLATE_PROVIDER=deepl needs the DeepL key' });
  return problems;
}

/** Well-formed values that contradict each other. @param {Environment} v @returns {Problem[]} */
function conflictProblems(v) {
  if (v.OUTBOX_RETRY_MAX_MS < v.OUTBOX_RETRY_BASE_MS) return [{ variable: 'OUTBOX_RETRY_MAX_MS', missing: false, expected: 'milliseconds, at least OUTBOX_RETRY_BASE_MS' }];
  return [];
}

/* ───────────────────────── the settings the code reads ───────────────────────── */

/** Where each provider answers when TRANSLATE_URL is unset (DeepL's free keys end in ":fx"; LibreTranslate's is required above). */
const DEFAULT_TRANSLATE_URL = {
  deepl: (/** @type {string} */ key) => (key.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com'),
  openai: () => 'https://api.openai.com/v1',
  libretranslate: () => '',
};

/** @param {Environment} v */
function settingsOf(v) {
  const production = v.NODE_ENV === 'production';
  const siteUrl = v.SITE_URL ?? `http://localhost:${v.PORT}`;
  const s3 =
    v.S3_BUCKET && v.S3_ENDPOINT && v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
      ? { bucket: v.S3_BUCKET, endpoint: v.S3_ENDPOINT, accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY, region: v.S3_REGION }
      : null;
  return {
    production,
    server: { port: v.PORT, host: v.HOST, siteUrl, trustProxyHops: v.TRUST_PROXY_HOPS, skipBuild: v.SKIP_BUILD },
    database: v.DATABASE_URL
      ? /** @type {const} */ ({ kind: 'postgres', url: v.DATABASE_URL, poolMax: v.DATABASE_POOL_MAX })
      : /** @type {const} */ ({ kind: 'pglite', dir: v.PGLITE_DIR }),
    files: { uploadsDir: v.UPLOADS_DIR, s3 },
    demo: { seed: v.SEED_DEMO, accountsFile: v.DEMO_ACCOUNTS_FILE },
    cache: {
      redis: v.REDIS_URL ? { url: v.REDIS_URL, prefix: v.REDIS_CACHE_PREFIX, timeoutMs: v.REDIS_CACHE_TIMEOUT_MS } : null,
      buildId: v.NEXT_BUILD_ID ?? null,
    },
    mail: v.SMTP_URL ? { smtpUrl: v.SMTP_URL, from: v.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname}`, notify: v.LEADS_NOTIFY_EMAIL ?? [] } : null,
    leadsWebhook: v.LEADS_WEBHOOK_URL ? { url: v.LEADS_WEBHOOK_URL, kind: v.LEADS_WEBHOOK_KIND, secret: v.LEADS_WEBHOOK_SECRET ?? null } : null,
    outbox: { pollMs: v.OUTBOX_POLL_MS, retryBaseMs: v.OUTBOX_RETRY_BASE_MS, retryMaxMs: v.OUTBOX_RETRY_MAX_MS, leaseMs: v.OUTBOX_LEASE_MS },
    // Unset: log the codes in development, none in production (code requests then answer 503).
    smsSender: v.SMS_SENDER ?? (production ? null : 'log'),
    // null: the logger chooses (lib/server/observability/logger.mjs: readable on a terminal, JSON otherwise).
    log: { format: v.LOG_FORMAT ?? null, level: v.LOG_LEVEL },
    metricsToken: v.METRICS_TOKEN ?? null,
    shutdownGraceMs: v.SHUTDOWN_GRACE_MS,
    backup: { dir: v.BACKUP_DIR ?? null, intervalMs: v.BACKUP_INTERVAL, keep: v.BACKUP_KEEP },
    memberPageCache: { maxBytes: v.MEMBER_PAGE_CACHE_MB * 1024 * 1024, ttlMs: v.MEMBER_PAGE_CACHE_SECONDS * 1000 },
    cdn: { maxAge: v.CDN_MAX_AGE, purgeUrl: v.CDN_PURGE_URL ?? null },
    insights: { counting: v.INSIGHTS_COUNTING, flushMs: v.INSIGHTS_FLUSH_MS, retentionMonths: v.INSIGHTS_RETENTION_MONTHS },
    // null: no provider, and the back office shows no translation buttons.
    translate: v.TRANSLATE_PROVIDER
      ? {
          provider: v.TRANSLATE_PROVIDER,
          url: v.TRANSLATE_URL ?? DEFAULT_TRANSLATE_URL[v.TRANSLATE_PROVIDER](v.TRANSLATE_API_KEY ?? ''),
          apiKey: v.TRANSLATE_API_KEY ?? null,
          model: v.TRANSLATE_MODEL,
          timeoutMs: v.TRANSLATE_TIMEOUT_MS,
        }
      : null,
    environment: v,
  };
}

/** @typedef {ReturnType<typeof settingsOf>} Settings */
/** @typedef {{ variable: VariableName, missing: boolean, expected: string }} Problem */

/**
 * The environment as the schema reads it: each known variable trimmed, an empty one unset.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
function rawValues(env) {
  /** @type {Partial<Record<VariableName, string>>} */
  const raw = {};
  for (const name of VARIABLE_NAMES) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }
  return raw;
}

/**
 * Checks every setting at once. Answers the typed settings, or one problem per bad variable (the
 * first thing wrong with it), in the order of the table.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {{ ok: true, settings: Settings } | { ok: false, problems: Problem[] }}
 */
export function checkEnvironment(env) {
  const raw = rawValues(env);
  const parsed = environmentSchema.safeParse(raw);
  /** @type {Problem[]} */
  const problems = missingProblems(raw);
  if (parsed.success) problems.push(...conflictProblems(parsed.data));
  else {
    const bad = new Set(parsed.error.issues.map((issue) => /** @type {VariableName} */ (issue.path[0])));
    for (const name of bad) problems.push({ variable: name, missing: false, expected: EXPECTED[name] });
  }
  if (problems.length > 0 || !parsed.success) {
    return { ok: false, problems: problems.sort((a, b) => VARIABLE_NAMES.indexOf(a.variable) - VARIABLE_NAMES.indexOf(b.variable)) };
  }
  return { ok: true, settings: settingsOf(parsed.data) };
}

/** The line a failed check prints for one variable (its name and what it expects, never its value). @param {Problem} problem */
export function problemLine(problem) {
  return problem.missing ? `missing setting ${problem.variable}: ${problem.expected}` : `invalid setting ${problem.variable}: expected ${problem.expected}`;
}

export class SettingsError extends Error {
  /** @param {Problem[]} problems */
  constructor(problems) {
    super(problems.map(problemLine).join('\n'));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

/**
 * The settings of an environment, or a SettingsError naming every bad variable.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {Settings}
 */
export function readSettings(env) {
  const checked = checkEnvironment(env);
  if (!checked.ok) throw new SettingsError(checked.problems);
  return checked.settings;
}

const siteUrlSchema = environmentSchema.pick({ SITE_URL: true, PORT: true });
/** @type {{ site: string | undefined, port: string | undefined, url: string } | null} */
let lastSiteUrl = null;

/**
 * SITE_URL alone, read for every canonical link and e-mail: checked by the same schema (its
 * default names PORT), remembered for the values it was read from. A value the start would refuse
 * throws a SettingsError.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export function siteUrlFrom(env) {
  const site = env.SITE_URL;
  const port = env.PORT;
  if (lastSiteUrl && lastSiteUrl.site === site && lastSiteUrl.port === port) return lastSiteUrl.url;
  const parsed = siteUrlSchema.safeParse({ SITE_URL: site?.trim() || undefined, PORT: port?.trim() || undefined });
  if (!parsed.success) {
    const bad = new Set(parsed.error.issues.map((issue) => /** @type {'SITE_URL' | 'PORT'} */ (issue.path[0])));
    throw new SettingsError([...bad].map((name) => ({ variable: name, missing: false, expected: EXPECTED[name] })));
  }
  const url = parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}`;
  lastSiteUrl = { site, port, url };
  return url;
}

/**
 * The start's check: the settings, or every problem on stderr (one line each) and exit code 1.
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {Settings}
 */
export function settingsOrExit(env = process.env) {
  const checked = checkEnvironment(env);
  if (checked.ok) return checked.settings;
  for (const problem of checked.problems) console.error(problemLine(problem));
  process.exit(1);
}
