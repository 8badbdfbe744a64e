/** @jest-environment node */
/*
 * The worker's stop (the server's shutdown waits for it): the message being sent finishes, no
 * other is begun, and those it had claimed are handed back at once (not after their lease).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { outbox } from '@/lib/server/db/schema';
import { createLogger, setLogger } from '@/lib/server/observability/logger.mjs';
import { testDatabases } from '@/lib/server/testing/databases';
import { claimDue } from './service';
import { kickOutbox, startOutboxWorker, stopOutboxWorker } from './worker';

jest.setTimeout(60_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('stopping the outbox worker on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let receiver: Server;
  const received: string[] = [];
  let release: () => void = () => undefined;
  let firstArrived: Promise<void>;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    setLogger(createLogger({ level: 'silent' }));
    opened = await open();
    let arrived!: () => void;
    firstArrived = new Promise((resolve) => (arrived = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push(String((JSON.parse(body) as { marker: string }).marker));
        arrived();
        // The first delivery is held until the test lets it go.
        void held.then(() => res.end('{}'));
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    Object.assign(process.env, {
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      LEADS_WEBHOOK_KIND: 'json',
      OUTBOX_POLL_MS: '600000',
      OUTBOX_LEASE_MS: '600000',
    });
  });
  afterAll(async () => {
    process.env = savedEnv;
    await stopOutboxWorker();
    await new Promise((resolve) => receiver?.close(resolve));
    await opened?.close();
  });

  it('finishes the message being sent, begins no other, and releases the rest of its claim', async () => {
    await opened.db
      .insert(outbox)
      .values(['m1', 'm2', 'm3'].map((marker) => ({ purpose: 'lead.webhook', channel: 'webhook', recipient: 'json', payload: { title: marker, text: marker, data: { marker } } })));
    await startOutboxWorker(opened.db);
    await firstArrived;

    let stopped = false;
    const stopping = stopOutboxWorker().then(() => {
      stopped = true;
    });
    await sleep(300);
    // Still sending m1: the stop waits for it.
    expect(stopped).toBe(false);
    release();
    await stopping;

    expect(received).toEqual(['m1']);
    const rows = await opened.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((r) => [r.status, r.leaseUntil])).toEqual([
      ['sent', null],
      ['queued', null],
      ['queued', null],
    ]);
    // Released: another instance can claim them now, not in ten minutes.
    expect((await claimDue(opened.db, new Date(), 1000)).map((r) => r.id)).toEqual([rows[1]!.id, rows[2]!.id]);
    // A stopped worker sends nothing more.
    kickOutbox();
    await sleep(200);
    expect(received).toEqual(['m1']);
  });
});
