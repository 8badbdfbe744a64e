/** @jest-environment node */
/*
 * What the app adds to the metrics, on PGlite and PostgreSQL: the records created (counted where
 * the services create them), the database's query times and pool, the outbox's depth read at
 * scrape time, and /readyz's database check.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { submitConsult } from '@/lib/server/consult/service';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { designFiles, designs, outbox, storedFiles } from '@/lib/server/db/schema';
import { samplePng } from '@/lib/server/files/samples';
import { uploadInquiryFile } from '@/lib/server/files/service';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { databaseCheck, newestMigrationTime } from '@/lib/server/ops/checks';
import { claimLeadsAsOrders } from '@/lib/server/orders/leads';
import { createOrderFromDesign } from '@/lib/server/orders/service';
import { actorWith } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { consultSchema, withLocale } from '@/lib/api/contract/consult';
import { validate } from '@/lib/validation/kit';
import { createLogger, setLogger } from './logger.mjs';
import { renderMetrics, resetMetrics, setOutboxProbe } from './metrics.mjs';
import { outboxDepth } from '@/lib/server/outbox/depth';

jest.setTimeout(120_000);

/** The value of one sample of the scrape (labels as written, in order), or null. */
async function sample(name: string, labels = ''): Promise<number | null> {
  const { body } = await renderMetrics();
  const line = body.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').pop()) : null;
}

const client = { address: '203.0.113.9', userAgent: 'jest' };
const lead = () => {
  const checked = validate(
    consultSchema,
    withLocale({ name: 'Ana Lima', company: 'Lima Bags', email: 'ana@lima.example', country: 'Brazil', message: 'Need 300 pouches.', locale: 'pt' }, 'pt'),
  );
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
};

describe.each(testDatabases())('the app metrics on $name', ({ name, open }) => {
  let opened: OpenedDatabase;
  let dir: string;
  let buyer: Actor;

  beforeAll(async () => {
    setLogger(createLogger({ level: 'silent' }));
    resetMetrics();
    // Opened after the reset: its pool and its queries report into this registry.
    opened = await open();
    dir = await mkdtemp(path.join(os.tmpdir(), 'metrics-files-'));
    setStorage(new LocalDiskStorage(dir));
    buyer = await actorWith(opened.db, `metrics.buyer.${name}`, ['member']);
  });
  afterAll(async () => {
    setStorage(undefined);
    await opened?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('counts leads, uploads and orders where the services create them', async () => {
    const before = { leads: await sample('leads_created_total'), uploads: (await sample('uploads_created_total', 'purpose="inquiry"')) ?? 0 };
    await submitConsult(opened.db, lead(), client);
    expect(await sample('leads_created_total')).toBe(before.leads! + 1);

    await uploadInquiryFile(opened.db, new Request('http://localhost/x', { method: 'POST', body: new Uint8Array(await samplePng()) }), null, client, 'logo.png');
    expect(await sample('uploads_created_total', 'purpose="inquiry"')).toBe(before.uploads + 1);

    const [design] = await opened.db
      .insert(designs)
      .values({ memberId: buyer.user.id, name: 'Pouch', size: '20 cm', material: 'Neoprene', colours: [], printMethod: '', logoPlacement: '', quantity: 100, notes: '' })
      .returning();
    const [file] = await opened.db
      .insert(storedFiles)
      .values({
        handle: 'f'.repeat(32),
        storageKey: 'files/member/f',
        purpose: 'member',
        name: 'logo.pdf',
        mime: 'application/pdf',
        bytes: 10,
        sha256: 'x',
        ownerId: buyer.user.id,
      })
      .returning();
    await opened.db.insert(designFiles).values({ designId: design.id, fileId: file.id, sort: 0 });
    await createOrderFromDesign(opened.db, buyer, { designId: design.id, quantity: null, note: '' });
    expect(await sample('orders_created_total', 'source="design"')).toBe(1);

    await submitConsult(opened.db, lead(), client, buyer);
    expect(await claimLeadsAsOrders(opened.db, buyer.user.id)).toBe(1);
    expect(await sample('orders_created_total', 'source="lead"')).toBe(1);
    expect(await claimLeadsAsOrders(opened.db, buyer.user.id)).toBe(0);
    expect(await sample('orders_created_total', 'source="lead"')).toBe(1);
  });

  it("times the database's queries, and reports the pool's connections on PostgreSQL", async () => {
    const before = (await sample('db_query_duration_seconds_count')) ?? 0;
    await opened.db.execute(sql`select 1`);
    await opened.db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.execute(sql`select 3`);
    });
    // At least the three statements (PostgreSQL adds its BEGIN and COMMIT).
    expect((await sample('db_query_duration_seconds_count'))! - before).toBeGreaterThanOrEqual(3);
    expect(await sample('db_queries_in_flight')).toBe(0);
    if (name === 'postgres') {
      expect(await sample('db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(1);
      expect(await sample('db_pool_waiting_requests')).toBe(0);
    }
  });

  it("reads the outbox's depth at scrape time: waiting messages and the oldest one's age", async () => {
    setOutboxProbe(outboxDepth(opened.db));
    await opened.db.delete(outbox);
    expect(await sample('outbox_pending_messages')).toBe(0);
    expect(await sample('outbox_oldest_pending_age_seconds')).toBe(0);
    const message = (minutesAgo: number, status: string) => ({
      purpose: 'lead.webhook',
      channel: 'webhook',
      recipient: 'json',
      status,
      payload: {},
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await opened.db.insert(outbox).values([message(10, 'queued'), message(3, 'failed'), message(60, 'sent')]);
    expect(await sample('outbox_pending_messages')).toBe(2);
    const age = (await sample('outbox_oldest_pending_age_seconds'))!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(700);
  });

  it('fails soft when the outbox cannot be read: the scrape goes on, the gauges read NaN, the failure is counted', async () => {
    setOutboxProbe(async () => {
      throw new Error('database gone');
    });
    const { body } = await renderMetrics();
    expect(body).toMatch(/^outbox_pending_messages nan$/im);
    expect(body).toMatch(/^metrics_probe_failures_total\{probe="outbox"\} 1$/m);
    expect(body).toMatch(/^leads_created_total \d+$/m);
    setOutboxProbe(outboxDepth(opened.db));
  });

  it("checks for /readyz that the database answers and carries this build's migrations", async () => {
    expect(await databaseCheck(opened.db)()).toEqual({ ok: true });
    expect(await databaseCheck(opened.db, newestMigrationTime() + 1)()).toEqual({ ok: false, detail: 'migrations pending' });
  });
});
