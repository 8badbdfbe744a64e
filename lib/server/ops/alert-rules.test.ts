/** @jest-environment node */
/*
 * The alert rules of docs/operations/alerts.yml: valid for Prometheus (`promtool check rules`),
 * each one firing on the series it is meant for and not on its neighbours (`promtool test rules`,
 * series written below), and reading metrics this app really exports. Needs Debian's prometheus
 * package for promtool (scripts/test-engines.mjs installs it for `npm test`); skipped without it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { observeRequest, renderMetrics, setOutboxProbe } from '@/lib/server/observability/metrics.mjs';
import { reportPart } from './health-state.mjs';

const RULES = path.join(process.cwd(), 'docs/operations/alerts.yml');
const promtool = spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0;

const site = { job: 'case-site', instance: 'a:3000' };
const labels = (extra: Record<string, string>) =>
  `{${Object.entries(extra)
    .map(([k, v]) => `${k}="${v}"`)
    .join(', ')}}`;
const series = (name: string, extra: Record<string, string>, values: string) => ({ series: `${name}${labels(extra)}`, values });

/** One `promtool test rules` file (YAML accepts JSON). */
const unitTests = {
  rule_files: [RULES],
  evaluation_interval: '1m',
  tests: [
    {
      interval: '1m',
      input_series: [series('up', site, '1 0 0 0'), series('up', { ...site, instance: 'b:3000' }, '1 1 1 1')],
      alert_rule_test: [
        {
          eval_time: '3m',
          alertname: 'InstanceDown',
          exp_alerts: [
            {
              exp_labels: { ...site, severity: 'page' },
              exp_annotations: {
                summary: 'Instance a:3000 does not answer /metrics',
                description: 'Prometheus could not scrape a:3000 for a minute: the process is down, hung, or its port is unreachable.',
              },
            },
          ],
        },
      ],
    },
    {
      interval: '1m',
      input_series: [
        series('http_requests_total', { ...site, route: '/x', method: 'GET', status: '200' }, '0+60x15'),
        series('http_requests_total', { ...site, route: '/x', method: 'GET', status: '500' }, '0+60x15'),
        series('http_requests_total', { ...site, instance: 'b:3000', route: '/x', method: 'GET', status: '200' }, '0+60x15'),
        series('http_requests_total', { ...site, instance: 'b:3000', route: '/x', method: 'GET', status: '404' }, '0+60x15'),
      ],
      alert_rule_test: [
        {
          eval_time: '12m',
          alertname: 'HighErrorRate',
          exp_alerts: [
            {
              exp_labels: { instance: 'a:3000', severity: 'page' },
              exp_annotations: {
                summary: 'a:3000 answers 50% of requests with a server error',
                description: "Look for level=error lines with the same reqId as the failing requests' lines.",
              },
            },
          ],
        },
      ],
    },
    {
      interval: '1m',
      input_series: [
        ...['0.5', '1'].map((le) => series('http_request_duration_seconds_bucket', { ...site, route: '/[locale]/faq', method: 'GET', status: '200', le }, '0x20')),
        ...['2.5', '+Inf'].map((le) => series('http_request_duration_seconds_bucket', { ...site, route: '/[locale]/faq', method: 'GET', status: '200', le }, '0+60x20')),
        // Slow probes of another instance count for nothing.
        ...['0.5', '1'].map((le) => series('http_request_duration_seconds_bucket', { ...site, instance: 'b:3000', route: '/readyz', method: 'GET', status: '200', le }, '0x20')),
        ...['2.5', '+Inf'].map((le) =>
          series('http_request_duration_seconds_bucket', { ...site, instance: 'b:3000', route: '/readyz', method: 'GET', status: '200', le }, '0+60x20'),
        ),
      ],
      alert_rule_test: [
        {
          eval_time: '16m',
          alertname: 'SlowRequests',
          exp_alerts: [
            {
              exp_labels: { instance: 'a:3000', severity: 'warn' },
              exp_annotations: {
                summary: 'p99 latency of a:3000 is 2.485s',
                description: 'Compare db_query_duration_seconds and db_pool_waiting_requests: a slow database or a full pool shows there first.',
              },
            },
          ],
        },
      ],
    },
    {
      interval: '1m',
      input_series: [series('outbox_oldest_pending_age_seconds', site, '1000x10'), series('outbox_oldest_pending_age_seconds', { ...site, instance: 'b:3000' }, '1000x10')],
      alert_rule_test: [
        { eval_time: '3m', alertname: 'OutboxStuck', exp_alerts: [] },
        {
          eval_time: '6m',
          alertname: 'OutboxStuck',
          exp_alerts: [
            {
              exp_labels: { severity: 'page' },
              exp_annotations: {
                summary: 'A lead notification has waited 16m 40s',
                description: "The lead itself is stored (see /admin/leads); its e-mail or webhook keeps failing. The lead's page shows the last error.",
              },
            },
          ],
        },
      ],
    },
    {
      interval: '1m',
      input_series: [
        series('node_filesystem_avail_bytes', { job: 'node', instance: 'n:9100', mountpoint: '/srv/case-site', device: 'sda1' }, '5x20'),
        series('node_filesystem_size_bytes', { job: 'node', instance: 'n:9100', mountpoint: '/srv/case-site', device: 'sda1' }, '100x20'),
        series('node_filesystem_avail_bytes', { job: 'node', instance: 'n:9100', mountpoint: '/', device: 'sda2' }, '1x20'),
        series('node_filesystem_size_bytes', { job: 'node', instance: 'n:9100', mountpoint: '/', device: 'sda2' }, '100x20'),
      ],
      alert_rule_test: [
        {
          eval_time: '16m',
          alertname: 'DataDiskLow',
          exp_alerts: [
            {
              exp_labels: { job: 'node', instance: 'n:9100', mountpoint: '/srv/case-site', device: 'sda1', severity: 'warn' },
              exp_annotations: {
                summary: "n:9100: 5% free on the data folder's disk",
                description: 'Database, uploads and backups share it. Remove old backups (BACKUP_KEEP) or grow the disk before writes fail.',
              },
            },
          ],
        },
      ],
    },
    {
      interval: '1m',
      input_series: [series('health_part_ok', { ...site, part: 'backup' }, '0x20'), series('health_part_ok', { ...site, part: 'database' }, '1x20')],
      alert_rule_test: [
        {
          eval_time: '16m',
          alertname: 'HealthPartFailing',
          exp_alerts: [
            {
              exp_labels: { ...site, part: 'backup', severity: 'warn' },
              exp_annotations: { summary: 'backup fails on a:3000', description: "GET /readyz on that instance shows the part's detail." },
            },
          ],
        },
      ],
    },
  ],
};

(promtool ? describe : describe.skip)('the alert rules', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'alert-rules-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are valid rules for Prometheus', () => {
    const checked = spawnSync('promtool', ['check', 'rules', RULES], { encoding: 'utf8' });
    expect([checked.status, checked.stdout + checked.stderr]).toEqual([0, expect.stringContaining('SUCCESS: 6 rules found')]);
  });

  it('each fire on what they watch, and not on the series beside it', () => {
    const file = path.join(dir, 'alerts.test.yml');
    writeFileSync(file, JSON.stringify(unitTests, null, 2));
    const tested = spawnSync('promtool', ['test', 'rules', file], { encoding: 'utf8' });
    expect([tested.status, tested.stdout + tested.stderr]).toEqual([0, expect.stringContaining('SUCCESS')]);
  });
});

describe('the metrics the alert rules read', () => {
  it('are all exported by the app (node_exporter and Prometheus supply the others)', async () => {
    observeRequest({ route: '/x', method: 'GET', status: 200, seconds: 0.01 });
    setOutboxProbe(async () => ({ pending: 0, oldestAgeSeconds: null }));
    reportPart('database', { ok: true });
    const exported = new Set(
      [...(await renderMetrics()).body.matchAll(/^# TYPE (\w+) (\w+)$/gm)].flatMap(([, name, type]) => (type === 'histogram' ? [`${name}_bucket`, name] : [name])),
    );
    const expressions = readFileSync(RULES, 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#') && !/^\s*(summary|description|alert):/.test(line))
      .join('\n');
    const used = new Set([...expressions.matchAll(/\b([a-z_][a-z0-9_]*)\{/g)].map(([, name]) => name).filter((name) => !['by', 'sum', 'rate', 'max'].includes(name)));
    const external = [...used].filter((name) => name === 'up' || name.startsWith('node_'));
    expect(external.sort()).toEqual(['node_filesystem_avail_bytes', 'node_filesystem_size_bytes', 'up']);
    for (const name of used) if (!external.includes(name)) expect([name, exported.has(name)]).toEqual([name, true]);
    expect(used.size).toBeGreaterThanOrEqual(7);
  });
});
