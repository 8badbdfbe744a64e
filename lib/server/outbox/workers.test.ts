/** @jest-environment node */
/*
 * Two instances' workers on one PostgreSQL database (two processes' pools, not one shared pool)
 * deliver a backlog of messages to a real webhook receiver on 127.0.0.1: each message arrives
 * exactly once and ends 'sent' after one attempt. Needs TEST_DATABASE_URL (`npm test` starts a
 * server): PGlite is one process.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { openDatabase, type OpenedDatabase } from '@/lib/server/db/open';
import { outbox } from '@/lib/server/db/schema';
import { claimDue, deliverDue, pendingCount } from './service';

jest.setTimeout(120_000);

const adminUrl = process.env.TEST_DATABASE_URL;
const N = 300;

async function admin(query: string) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

(adminUrl ? describe : describe.skip)('the outbox with two instances on PostgreSQL', () => {
  const name = `test_outbox_${Date.now()}_${randomBytes(4).toString('hex')}`;
  let a: OpenedDatabase;
  let b: OpenedDatabase;
  let receiver: Server;
  const received: string[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    a = await openDatabase({ kind: 'postgres', url: u.toString() });
    b = await openDatabase({ kind: 'postgres', url: u.toString() });
    await Promise.all([a.migrate(), b.migrate()]);
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push(String((JSON.parse(body) as { marker: string }).marker));
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    env = {
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      LEADS_WEBHOOK_KIND: 'json',
      OUTBOX_LEASE_MS: '60000',
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver?.close(resolve));
    await a?.close();
    await b?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it(`delivers ${N} messages exactly once between two workers`, async () => {
    const rows = Array.from({ length: N }, (_, i) => ({
      purpose: 'lead.webhook',
      channel: 'webhook',
      recipient: 'json',
      payload: { title: `t${i}`, text: `m${i}`, data: { marker: `m${i}` } },
    }));
    await a.db.insert(outbox).values(rows);
    expect(await pendingCount(a.db)).toBe(N);

    // Each worker runs rounds until nothing is due, as the worker of an instance does on its timer.
    const worker = async (db: OpenedDatabase) => {
      let sent = 0;
      for (let round = 0; round < 50; round += 1) {
        const r = await deliverDue(db.db, { env: env as NodeJS.ProcessEnv });
        expect(r.failed).toBe(0);
        sent += r.sent;
        if (r.sent === 0 && (await pendingCount(db.db)) === 0) break;
      }
      return sent;
    };
    // Each instance's worker, plus a second round of each started at once (kickOutbox after a lead
    // while the timer's round runs): four claimers at the same time, two per pool.
    const [sentA, sentB, sentA2, sentB2] = await Promise.all([worker(a), worker(b), worker(a), worker(b)]);

    expect(sentA + sentB + sentA2 + sentB2).toBe(N);
    // Both took part (the claims are spread, not one worker doing everything behind a lock).
    expect(sentA + sentA2).toBeGreaterThan(0);
    expect(sentB + sentB2).toBeGreaterThan(0);
    expect(received).toHaveLength(N);
    expect(new Set(received).size).toBe(N);
    const states = await a.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox);
    expect(states.every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
  });

  it('passes over the rows another instance is claiming at that moment, without waiting for it', async () => {
    const added = await a.db
      .insert(outbox)
      .values(Array.from({ length: 20 }, (_, i) => ({ purpose: 'lead.webhook', channel: 'webhook', recipient: 'json', payload: { marker: `x${i}` } })))
      .returning({ id: outbox.id });
    const ids = added.map((r) => r.id).sort((x, y) => x - y);
    // Instance A is in the middle of claiming the first ten: their rows are locked in its transaction.
    const holder = new Client({ connectionString: new URL(`/${name}`, adminUrl).toString() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from outbox where id = any($1) for update', [ids.slice(0, 10)]);
      const claimed = await Promise.race([claimDue(b.db, new Date(), 60_000), new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5_000))]);
      expect(claimed).not.toBe('blocked');
      expect((claimed as { id: number }[]).map((r) => r.id).sort((x, y) => x - y)).toEqual(ids.slice(10));
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  });
});
