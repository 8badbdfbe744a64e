/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { logSettings } from '@/lib/server/observability/logger.mjs';
import path from 'node:path';
import { checkEnvironment, EXPECTED, problemLine, readSettings, SettingsError, siteUrlFrom, VARIABLE_NAMES } from './environment.mjs';

const problemsOf = (env: Record<string, string>) => {
  const checked = checkEnvironment(env);
  return checked.ok ? [] : checked.problems;
};

describe('the settings schema', () => {
  it('starts with nothing set: every default', () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({
      production: false,
      server: { port: 3000, host: '0.0.0.0', siteUrl: 'http://localhost:3000', trustProxyHops: 0, skipBuild: false },
      database: { kind: 'pglite', dir: 'data/pglite' },
      files: { uploadsDir: 'data/uploads', s3: null },
      demo: { seed: true, accountsFile: 'data/demo-accounts.txt' },
      cache: { redis: null, buildId: null },
      mail: null,
      leadsWebhook: null,
      outbox: { pollMs: 5_000, retryBaseMs: 30_000, retryMaxMs: 1_800_000, leaseMs: 300_000 },
      smsSender: 'log',
      log: { format: null, level: 'info' },
      metricsToken: null,
      shutdownGraceMs: 25_000,
      backup: { dir: null, intervalMs: 86_400_000, keep: 7 },
      cdn: { maxAge: 60, purgeUrl: null },
    });
    // The site's address follows the port when SITE_URL is not set.
    expect(readSettings({ PORT: '8080' }).server.siteUrl).toBe('http://localhost:8080');
  });

  it('takes a full, good set and hands the code typed values', () => {
    const settings = readSettings({
      NODE_ENV: 'production',
      PORT: '3001',
      HOST: '127.0.0.1',
      SITE_URL: 'https://cases.example/',
      TRUST_PROXY_HOPS: '1',
      SKIP_BUILD: 'true',
      DATABASE_URL: 'postgres://site:secret@db.internal:5432/site',
      DATABASE_POOL_MAX: '20',
      PGLITE_DIR: '/srv/data/pglite',
      UPLOADS_DIR: '/srv/data/uploads',
      S3_BUCKET: 'cases-files',
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
      S3_REGION: 'eu-central-1',
      SEED_DEMO: 'false',
      DEMO_ACCOUNTS_FILE: '/srv/data/demo.txt',
      REDIS_URL: 'rediss://:pw@cache.internal:6380',
      REDIS_CACHE_PREFIX: 'cases:v2',
      REDIS_CACHE_TIMEOUT_MS: '250',
      NEXT_BUILD_ID: '2026-11-27.1',
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      MAIL_FROM: 'Cases Co <no-reply@cases.example>',
      LEADS_NOTIFY_EMAIL: 'sales@cases.example, boss@cases.example',
      LEADS_WEBHOOK_URL: 'https://oapi.dingtalk.com/robot/send?access_token=x',
      LEADS_WEBHOOK_KIND: 'DingTalk',
      LEADS_WEBHOOK_SECRET: 'SECabc',
      OUTBOX_POLL_MS: '2000',
      OUTBOX_RETRY_BASE_MS: '10000',
      OUTBOX_RETRY_MAX_MS: '600000',
      OUTBOX_LEASE_MS: '60000',
      SMS_SENDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.internal/send',
      SMS_WEBHOOK_SECRET: 'bearer-secret',
      WECHAT_APP_ID: 'wx0123456789abcdef',
      WECHAT_APP_SECRET: 'wechat-secret',
      WECHAT_API_BASE: 'https://api.weixin.qq.com',
      WECHAT_AUTHORIZE_URL: 'https://open.weixin.qq.com/connect/qrconnect',
      QQ_APP_ID: '101234567',
      QQ_APP_KEY: 'qq-key',
      QQ_API_BASE: 'https://graph.qq.com',
      QQ_AUTHORIZE_URL: 'https://graph.qq.com/oauth2.0/authorize',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: 'a-long-random-metrics-token',
      SHUTDOWN_GRACE_MS: '30000',
      BACKUP_DIR: '/srv/backups',
      BACKUP_INTERVAL: '24h',
      BACKUP_KEEP: '14',
      CDN_MAX_AGE: '300',
      CDN_PURGE_URL: 'https://cdn.example/purge',
    });
    expect(settings).toMatchObject({
      production: true,
      server: { port: 3001, host: '127.0.0.1', siteUrl: 'https://cases.example', trustProxyHops: 1, skipBuild: true },
      database: { kind: 'postgres', url: 'postgres://site:secret@db.internal:5432/site', poolMax: 20 },
      files: { uploadsDir: '/srv/data/uploads', s3: { bucket: 'cases-files', endpoint: 'https://s3.eu-central-1.amazonaws.com', region: 'eu-central-1' } },
      demo: { seed: false, accountsFile: '/srv/data/demo.txt' },
      cache: { redis: { url: 'rediss://:pw@cache.internal:6380', prefix: 'cases:v2', timeoutMs: 250 }, buildId: '2026-11-27.1' },
      mail: { smtpUrl: 'smtps://mailer:secret@mail.example.com:465', from: 'Cases Co <no-reply@cases.example>', notify: ['sales@cases.example', 'boss@cases.example'] },
      leadsWebhook: { kind: 'dingtalk', secret: 'SECabc' },
      outbox: { pollMs: 2_000, retryBaseMs: 10_000, retryMaxMs: 600_000, leaseMs: 60_000 },
      smsSender: 'webhook',
      log: { format: 'json', level: 'warn' },
      metricsToken: 'a-long-random-metrics-token',
      shutdownGraceMs: 30_000,
      backup: { dir: '/srv/backups', intervalMs: 86_400_000, keep: 14 },
      cdn: { maxAge: 300, purgeUrl: 'https://cdn.example/purge' },
    });
  });

  it('reads production’s own defaults: no logged SMS codes, JSON logs; e-mail from the site’s host', () => {
    const settings = readSettings({ NODE_ENV: 'production', SITE_URL: 'https://cases.example', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(settings.smsSender).toBeNull();
    // The logger chooses: JSON for a supervisor or a pipe (a terminal gets readable lines).
    expect(settings.log.format).toBeNull();
    expect(logSettings({ NODE_ENV: 'production' }, false).format).toBe('json');
    expect(settings.mail).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'no-reply@cases.example', notify: [] });
  });

  it('counts an empty or blank value as unset, and trims the others', () => {
    expect(readSettings({ PORT: '', SMTP_URL: '   ', SEED_DEMO: '' }).server.port).toBe(3000);
    expect(readSettings({ PORT: ' 8080 ' }).server.port).toBe(8080);
    expect(readSettings({ DATABASE_URL: 'postgresql:///site?host=/var/run/postgresql' }).database.kind).toBe('postgres');
  });

  // Each bad value alone: one problem, on that variable, whose line is its fixed description (never the value).
  it.each([
    ['PORT', 'http'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '3000.5'],
    ['HOST', 'not a host'],
    ['NODE_ENV', 'prod'],
    ['SITE_URL', 'cases.example'],
    ['SITE_URL', 'ftp://cases.example'],
    ['SITE_URL', 'https://cases.example/shop'],
    ['SITE_URL', 'https://cases.example/?a=1'],
    ['SITE_URL', 'https://user:pw@cases.example'],
    ['TRUST_PROXY_HOPS', '-1'],
    ['TRUST_PROXY_HOPS', 'one'],
    ['SKIP_BUILD', 'yes'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['DATABASE_URL', 'db.internal:5432'],
    ['DATABASE_POOL_MAX', '0'],
    ['PGLITE_DIR', 'data/\0pglite'],
    ['SEED_DEMO', '0'],
    ['SEED_DEMO', 'False'],
    ['REDIS_URL', 'http://cache:6379'],
    ['REDIS_CACHE_PREFIX', 'has space'],
    ['REDIS_CACHE_TIMEOUT_MS', 'fast'],
    ['NEXT_BUILD_ID', 'a/b'],
    ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'c2hvcnQ='],
    ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'not base64!'],
    ['SMTP_URL', 'mail.example.com'],
    ['SMTP_URL', 'smtp-secret-password'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'smtp://'],
    ['MAIL_FROM', 'nobody'],
    ['LEADS_NOTIFY_EMAIL', 'sales@cases.example, not-an-address'],
    ['LEADS_NOTIFY_EMAIL', ','],
    ['LEADS_WEBHOOK_URL', 'oapi.dingtalk.com/robot'],
    ['LEADS_WEBHOOK_KIND', 'teams'],
    ['LEADS_WEBHOOK_SECRET', 'two words'],
    ['OUTBOX_POLL_MS', '0'],
    ['SMS_SENDER', 'carrier-pigeon'],
    ['SMS_WEBHOOK_URL', 'sms.internal'],
    ['WECHAT_API_BASE', 'api.weixin.qq.com'],
    ['QQ_AUTHORIZE_URL', 'javascript:alert(1)'],
    ['S3_REGION', 'eu central'],
    ['LOG_FORMAT', 'text'],
    ['LOG_LEVEL', 'verbose'],
    ['METRICS_TOKEN', 'short'],
    ['SHUTDOWN_GRACE_MS', '25s'],
    ['SHUTDOWN_GRACE_MS', '600001'],
    ['BACKUP_INTERVAL', 'daily'],
    ['BACKUP_INTERVAL', '9s'],
    ['BACKUP_INTERVAL', '31d'],
    ['BACKUP_KEEP', '0'],
    ['CDN_MAX_AGE', '86401'],
    ['CDN_MAX_AGE', '-5'],
    ['CDN_PURGE_URL', 'cdn.example/purge'],
  ])('refuses %s=%j with one line naming it', (variable, value) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems.map((p) => p.variable)).toEqual([variable]);
    expect(problemLine(problems[0])).toBe(`invalid setting ${variable}: expected ${EXPECTED[variable as keyof typeof EXPECTED]}`);
  });

  it('refuses a partial S3 set, half a login pair and a webhook sender without its address, naming what is missing', () => {
    const s3 = problemsOf({ S3_BUCKET: 'files', S3_ENDPOINT: 'https://s3.example' });
    expect(s3.map((p) => p.variable)).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(problemLine(s3[0])).toBe('missing setting S3_ACCESS_KEY_ID: S3 storage needs S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
    expect(problemsOf({ S3_SECRET_ACCESS_KEY: 'only-the-secret' }).map((p) => p.variable)).toEqual(['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID']);
    expect(problemsOf({ WECHAT_APP_ID: 'wx1' }).map((p) => p.variable)).toEqual(['WECHAT_APP_SECRET']);
    expect(problemsOf({ QQ_APP_KEY: 'k' }).map((p) => p.variable)).toEqual(['QQ_APP_ID']);
    expect(problemsOf({ SMS_SENDER: 'Webhook' }).map((p) => p.variable)).toEqual(['SMS_WEBHOOK_URL']);
    expect(problemsOf({ OUTBOX_RETRY_BASE_MS: '60000', OUTBOX_RETRY_MAX_MS: '1000' }).map((p) => p.variable)).toEqual(['OUTBOX_RETRY_MAX_MS']);
  });

  it('sets up the translation provider: DeepL needs its key, LibreTranslate its address; unset means no translation', () => {
    expect(readSettings({}).translate).toBeNull();
    expect(problemsOf({ TRANSLATE_PROVIDER: 'DeepL' }).map((p) => p.variable)).toEqual(['TRANSLATE_API_KEY']);
    expect(problemsOf({ TRANSLATE_PROVIDER: 'libretranslate' }).map((p) => p.variable)).toEqual(['TRANSLATE_URL']);
    expect(problemsOf({ TRANSLATE_PROVIDER: 'google' }).map((p) => p.variable)).toEqual(['TRANSLATE_PROVIDER']);
    expect(readSettings({ TRANSLATE_PROVIDER: 'deepl', TRANSLATE_API_KEY: 'abc:fx' }).translate).toEqual({
      provider: 'deepl',
      url: 'https://api-free.deepl.com',
      apiKey: 'abc:fx',
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
    });
    expect(readSettings({ TRANSLATE_PROVIDER: 'openai', TRANSLATE_URL: 'http://127.0.0.1:11434/v1', TRANSLATE_MODEL: 'qwen2.5:7b' }).translate).toMatchObject({
      provider: 'openai',
      url: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'qwen2.5:7b',
    });
  });

  it('reports every bad variable at once, one line each, in the order of the table', () => {
    const problems = problemsOf({ SMTP_URL: 'x', PORT: 'x', S3_BUCKET: 'b', LOG_LEVEL: 'loud' });
    expect(problems.map((p) => p.variable)).toEqual(['PORT', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'SMTP_URL', 'LOG_LEVEL']);
    expect(() => readSettings({ SMTP_URL: 'x' })).toThrow(SettingsError);
    expect(() => readSettings({ SMTP_URL: 'x' })).toThrow(/^invalid setting SMTP_URL: expected /);
  });

  it('reads SITE_URL alone for the pages, by the same rule', () => {
    expect(siteUrlFrom({})).toBe('http://localhost:3000');
    expect(siteUrlFrom({ PORT: '4000' })).toBe('http://localhost:4000');
    expect(siteUrlFrom({ SITE_URL: 'https://cases.example/', PORT: '4000' })).toBe('https://cases.example');
    expect(siteUrlFrom({ SITE_URL: 'https://cases.example' })).toBe('https://cases.example');
    expect(() => siteUrlFrom({ SITE_URL: 'https://cases.example/shop' })).toThrow(/^invalid setting SITE_URL/);
  });
});

describe('the schema covers the site', () => {
  const root = path.resolve(__dirname, '../../..');

  /** Source files of the running site (tests, e2e and the tools that only run tests or benches left out). */
  function sources(dir: string, out: string[] = []): string[] {
    for (const name of readdirSync(path.join(root, dir))) {
      const relative = path.join(dir, name);
      if (statSync(path.join(root, relative)).isDirectory()) {
        if (!['testing', 'node_modules'].includes(name)) sources(relative, out);
      } else if (/\.(ts|tsx|mjs|js)$/.test(name) && !/\.test\./.test(name)) out.push(relative);
    }
    return out;
  }

  // Set by Next itself, read at build time into the browser's bundle, or only by tests and benches.
  const NOT_SETTINGS = new Set(['NEXT_RUNTIME', 'NEXT_PHASE', 'NEXT_PUBLIC_STORAGE_KEY', 'NEXT_PUBLIC_STORAGE_IV', 'TEST_DATABASE_URL', 'PATH', 'PGPASSWORD']);

  it('checks every variable the code reads', () => {
    const files = [
      ...sources('app'),
      ...sources('lib'),
      ...sources('components'),
      'scripts/serve.mjs',
      'scripts/start.mjs',
      'scripts/build-if-needed.mjs',
      'next.config.mjs',
      'instrumentation.ts',
      'proxy.ts',
    ];
    const read = new Set<string>();
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]+)\b|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) read.add(match[1] ?? match[2]);
    }
    expect(read.size).toBeGreaterThan(20);
    const unchecked = [...read].filter((name) => !NOT_SETTINGS.has(name) && !(VARIABLE_NAMES as string[]).includes(name));
    expect(unchecked).toEqual([]);
  });

  it('documents every variable in docs/operations/settings-and-demo.md', () => {
    const doc = readFileSync(path.join(root, 'docs/operations/settings-and-demo.md'), 'utf8');
    const undocumented = VARIABLE_NAMES.filter((name) => !new RegExp(`^\\| \`${name}\``, 'm').test(doc));
    expect(undocumented).toEqual([]);
  });
});
