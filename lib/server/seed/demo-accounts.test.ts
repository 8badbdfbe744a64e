/** @jest-environment node */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { listAddresses } from '@/lib/server/addresses/service';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { sessions, storedFiles, users } from '@/lib/server/db/schema';
import { listDesigns } from '@/lib/server/designs/service';
import { listFavorites } from '@/lib/server/favorites/service';
import { LocalDiskStorage, setStorage } from '@/lib/server/files/storage';
import { memberPointsOverview } from '@/lib/server/ledger/shop';
import { statementFor } from '@/lib/server/ledger/statement';
import { loginWithPassword } from '@/lib/server/members/service';
import { verifySession } from '@/lib/server/members/sessions';
import { memberThreads } from '@/lib/server/messages/service';
import { ALL_ORDERS } from '@/lib/api/contract/orders';
import { listAdminOrders } from '@/lib/server/orders/manage';
import { getMemberOrder, listMemberOrders } from '@/lib/server/orders/service';
import { whatWaits } from '@/lib/server/overview/waits';
import { readSettings } from '@/lib/server/settings/environment.mjs';
import { writeDemo } from '@/lib/server/startup';
import { testDatabases } from '@/lib/server/testing/databases';
import { activeDemoAccounts, DEMO_ADMIN, DEMO_MEMBER, seedDemoAccounts } from './demo-accounts';
import { demoAccountsNotice, demoPassword } from './demo-accounts-file';
import { seedDemoContent } from './seed';

jest.setTimeout(180_000);

const client = { address: '203.0.113.7', userAgent: 'jest' };

async function actorOf(db: OpenedDatabase['db'], account: string, password: string): Promise<Actor> {
  const login = await loginWithPassword(db, { account, password }, client);
  if (!login.ok) throw new Error(`${account} cannot sign in`);
  const session = await verifySession(db, login.session.token);
  return { user: session!.user, roles: session!.user.roles, sessionId: session!.sessionId, expiresAt: session!.expiresAt };
}

describe('demo passwords', () => {
  it('are random, 23 characters, with a digit and both cases', () => {
    const drawn = new Set(Array.from({ length: 200 }, demoPassword));
    expect(drawn.size).toBe(200);
    for (const password of drawn) {
      expect(password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
    }
  });
});

describe.each(testDatabases())('the demo accounts on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let dir: string;
  const file = () => path.join(dir, 'data', 'demo-accounts.txt');
  const settings = (extra: Record<string, string> = {}) => readSettings({ SITE_URL: 'https://cases.example', DEMO_ACCOUNTS_FILE: file(), ...extra });

  beforeAll(async () => {
    opened = await open();
    dir = await mkdtemp(path.join(os.tmpdir(), 'demo-accounts-'));
    setStorage(new LocalDiskStorage(path.join(dir, 'uploads')));
  });
  afterAll(async () => {
    setStorage(undefined);
    await opened?.close();
    if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('makes none with SEED_DEMO=false, not even the catalogue', async () => {
    const step = await writeDemo(opened, settings({ SEED_DEMO: 'false', NODE_ENV: 'production' }));
    expect(step).toEqual({ seeded: false, demoAccounts: null, demoWarning: null });
    expect(await opened.db.select().from(users)).toEqual([]);
    await expect(stat(file())).rejects.toThrow();
  });

  it('makes an admin and a member with a history, once, and keeps their passwords in a 0600 file', async () => {
    const step = await writeDemo(opened, settings());
    expect(step.seeded).toBe(true);
    const made = step.demoAccounts!;
    expect(made.accounts.map((a) => a.account)).toEqual([DEMO_ADMIN, DEMO_MEMBER]);
    expect(made.story).not.toHaveProperty('failed');
    // Not production: no warning.
    expect(step.demoWarning).toBeNull();

    // The file: this user only, both accounts with their passwords and where to sign in.
    expect(made.file).toBe(file());
    expect((await stat(file())).mode & 0o777).toBe(0o600);
    const kept = await readFile(file(), 'utf8');
    for (const a of made.accounts) expect(kept).toMatch(new RegExp(`^${a.account.replace('.', '\\.')} +${a.password} `, 'm'));
    expect(kept).toContain('https://cases.example/login');
    expect(kept).toContain('https://cases.example/admin');

    // The block printed at the start: accounts, passwords, the two addresses.
    const notice = demoAccountsNotice(made.accounts, 'https://cases.example', made.file);
    expect(notice).toContain('https://cases.example/login');
    expect(notice).toContain('https://cases.example/admin');

    // The printed passwords sign in (read back from the printed block, as a newcomer would).
    const printed = (account: string) => new RegExp(`${account.replace('.', '\\.')}\\s+(\\S+)`).exec(notice)![1];
    const admin = await actorOf(opened.db, DEMO_ADMIN, printed(DEMO_ADMIN));
    const member = await actorOf(opened.db, DEMO_MEMBER, printed(DEMO_MEMBER));
    expect([...admin.roles].sort()).toEqual(['admin', 'editor', 'member', 'sales']);
    expect(member.roles).toEqual(['member']);
    expect(member.user).toMatchObject({ nickname: 'Lena Hoffmann', company: 'Northwind Outfitters GmbH' });

    // Orders standing at several steps, two of them waiting for the buyer and one for the business.
    const orders = await listMemberOrders(opened.db, member, { status: '', page: 1 });
    expect(orders.list.map((o) => o.status).sort()).toEqual(['delivered', 'inquiry', 'production', 'proof', 'quoted']);
    const waiting = await listMemberOrders(opened.db, member, { status: 'waiting', page: 1 });
    expect(waiting.list.map((o) => o.waiting).sort()).toEqual(['proof', 'quote']);
    const proofOrder = await getMemberOrder(opened.db, member, orders.list.find((o) => o.status === 'proof')!.id);
    expect(proofOrder.proofs[0]).toMatchObject({ status: 'pending', latest: true });
    expect(proofOrder.can.decide_proof).toBe(proofOrder.proofs[0].id);
    const delivered = await getMemberOrder(opened.db, member, orders.list.find((o) => o.status === 'delivered')!.id);
    expect(delivered.proofs.map((p) => p.status)).toEqual(['approved', 'changes_requested']);
    expect(delivered.ship_to).toMatchObject({ country: 'DE' });
    expect(delivered.tracking_number).toBeTruthy();
    // The business sees them in its list too.
    expect((await listAdminOrders(opened.db, admin, { ...ALL_ORDERS, member: member.user.id })).total).toBe(5);
    // The back office's overview has an order waiting for its quote from the first start.
    const waits = await whatWaits(opened.db, admin, 'en');
    expect(waits.quotes).toMatchObject({ total: 1, items: [{ title: 'Hard drive case for field kits', member: 'Lena Hoffmann' }] });

    // The statement, the points, the conversations, the saved things.
    const statement = await statementFor(opened.db, member, member.user.id);
    expect(statement.entries.map((e) => e.kind).sort()).toEqual(['deposit', 'deposit', 'payment', 'sample_fee']);
    const points = await memberPointsOverview(opened.db, member, 'en');
    expect(points.points).toBeGreaterThan(300);
    expect(points.history.list.length).toBeGreaterThanOrEqual(4);
    const threads = await memberThreads(opened.db, member);
    expect(threads.list.map((t) => t.kind).sort()).toEqual(['general', 'order']);
    expect(threads.unread_total).toBe(1);
    expect((await listDesigns(opened.db, member, 'en')).length).toBe(5);
    expect(await listAddresses(opened.db, member)).toHaveLength(1);
    expect((await listFavorites(opened.db, member, 'en')).length).toBe(2);

    // Every picture uploaded has its thumbnail.
    const files = await opened.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.ownerId, [admin.user.id, member.user.id]));
    expect(files.map((f) => `${f.purpose} ${f.name}`).sort()).toEqual([
      'member northwind-logo.png',
      'staff proof-v1.png',
      'staff proof-v1.png',
      'staff proof-v1.png',
      'staff proof-v2.png',
    ]);
    expect(files.map((f) => f.thumbState)).toEqual(files.map(() => 'ready'));

    // Only once: a second start (or instance) makes nothing more and prints nothing.
    const again = await writeDemo(opened, settings());
    expect(again).toEqual({ seeded: false, demoAccounts: null, demoWarning: null });
    expect(await opened.db.select().from(users)).toHaveLength(2);
    expect(await readFile(file(), 'utf8')).toBe(kept);
  });

  it('warns at a production start while demo accounts can sign in, by name, never with a password', async () => {
    const step = await writeDemo(opened, settings({ NODE_ENV: 'production' }));
    const kept = await readFile(file(), 'utf8');
    expect(step.demoWarning).toContain(`demo accounts ${DEMO_ADMIN}, ${DEMO_MEMBER} exist`);
    for (const password of kept.matchAll(/^demo\.\w+\s+(\S+)/gm)) expect(step.demoWarning).not.toContain(password[1]);
    await opened.db.update(users).set({ disabledAt: new Date() }).where(eq(users.account, DEMO_ADMIN));
    expect(await activeDemoAccounts(opened.db)).toEqual([DEMO_MEMBER]);
    await opened.db.update(users).set({ disabledAt: new Date() }).where(eq(users.account, DEMO_MEMBER));
    expect((await writeDemo(opened, settings({ NODE_ENV: 'production' }))).demoWarning).toBeNull();
  });
});

describe.each(testDatabases())('a database in use on $name', ({ open }) => {
  it('never gets demo accounts, even on its first start with them', async () => {
    const opened = await open();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-accounts-'));
    try {
      await opened.db.insert(users).values({ account: 'real.buyer', nickname: 'real.buyer', roles: ['member'] });
      expect(await seedDemoAccounts(opened.db, { file: path.join(dir, 'demo.txt'), siteUrl: 'http://localhost:3000', database: 'test' })).toBeNull();
      expect((await opened.db.select().from(users)).map((u) => u.account)).toEqual(['real.buyer']);
      expect(await activeDemoAccounts(opened.db)).toEqual([]);
      await expect(stat(path.join(dir, 'demo.txt'))).rejects.toThrow();
    } finally {
      await opened.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a demo whose history cannot be written', () => {
  it('keeps the accounts and their file, says why, ends their sessions, and the start goes on', async () => {
    const [{ open }] = testDatabases();
    const opened = await open();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-accounts-'));
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setStorage(new LocalDiskStorage(path.join(dir, 'uploads')));
    await seedDemoContent(opened.db);
    // Then the storage goes down: the buyer's logo cannot be stored.
    setStorage({
      put: async () => {
        throw new Error('storage unreachable');
      },
      get: async () => null,
      delete: async () => undefined,
    });
    try {
      const made = await seedDemoAccounts(opened.db, { file: path.join(dir, 'demo.txt'), siteUrl: 'http://localhost:3000', database: 'test' });
      expect(made?.story).toEqual({ failed: 'storage unreachable' });
      expect(said).toHaveBeenCalledWith("[demo] the demo buyer's history is incomplete: storage unreachable");
      expect((await opened.db.select().from(users)).map((u) => u.account).sort()).toEqual([DEMO_ADMIN, DEMO_MEMBER]);
      expect(await readFile(path.join(dir, 'demo.txt'), 'utf8')).toContain(made!.accounts[1].password);
      // No session of the demo's own work stays open.
      expect((await opened.db.select().from(sessions)).filter((s) => s.revokedAt === null)).toEqual([]);
    } finally {
      said.mockRestore();
      setStorage(undefined);
      await opened.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
