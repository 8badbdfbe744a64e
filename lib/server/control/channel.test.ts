/** @jest-environment node */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, sessions, users } from '@/lib/server/db/schema';
import { verifyPassword } from '@/lib/server/members/password';
import { createSession } from '@/lib/server/members/sessions';
import { staffPasswordProblem } from '@/lib/server/members/staff';
import { testDatabases } from '@/lib/server/testing/databases';
import { controlSocketPath, sendControlCommand, startControlChannel } from './channel';
import { runStaffCommand } from './commands';

jest.setTimeout(120_000);

describe('staff passwords', () => {
  it.each([
    ['short1!A', 'at least 12'],
    ['alllowercaseletters', 'weak'],
    ['boss.adminXYZ123!', 'account name'],
  ])('refuses %j', (password, reason) => {
    expect(staffPasswordProblem('boss.admin', password)).toContain(reason);
  });

  it.each(['Str0ng-Passw0rd!', 'correct horse battery staple'])('takes %j', (password) => {
    expect(staffPasswordProblem('boss.admin', password)).toBeNull();
  });
});

describe.each(testDatabases())('staff commands on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('creates staff with roles, refuses an existing account, changes roles, disables and enables; each audited', async () => {
    const run = (command: Parameters<typeof runStaffCommand>[1]) => runStaffCommand(opened.db, command, 'ops');
    expect(await run({ command: 'create', account: 'Ada.Admin', password: 'Str0ng-Passw0rd!', roles: ['admin'] })).toMatchObject({ ok: true });
    const [ada] = await opened.db.select().from(users).where(eq(users.account, 'ada.admin'));
    expect(ada.roles).toEqual(['member', 'admin']);
    expect(await verifyPassword(ada.passwordHash!, 'Str0ng-Passw0rd!')).toBe(true);

    expect(await run({ command: 'create', account: 'ada.admin', password: 'Str0ng-Passw0rd!', roles: ['sales'] })).toEqual({
      ok: false,
      message: 'The account ada.admin exists already: give it roles with "npm run staff -- roles".',
    });
    expect((await run({ command: 'create', account: 'sam.sales', password: 'weak', roles: ['sales'] })).ok).toBe(false);
    expect((await run({ command: 'create', account: 'sam.sales', password: 'Str0ng-Passw0rd!', roles: [] })).ok).toBe(false);
    expect((await run({ command: 'roles', account: 'ada.admin', roles: ['root'] })).ok).toBe(false);
    expect(await run({ command: 'roles', account: 'nobody.here', roles: ['sales'] })).toEqual({ ok: false, message: 'There is no account nobody.here.' });

    expect(await run({ command: 'roles', account: 'ada.admin', roles: ['editor', 'sales'] })).toMatchObject({ ok: true });
    const session = await createSession(opened.db, ada.id, { userAgent: 'jest', clientAddress: '127.0.0.1' });
    expect(await run({ command: 'disable', account: 'ada.admin' })).toMatchObject({ ok: true });
    const [disabled] = await opened.db.select().from(users).where(eq(users.id, ada.id));
    expect(disabled.disabledAt).not.toBeNull();
    const [ended] = await opened.db.select().from(sessions).where(eq(sessions.userId, ada.id));
    expect(ended.revokedAt).not.toBeNull();
    expect(session.token).toBeTruthy();
    expect(await run({ command: 'enable', account: 'ada.admin' })).toMatchObject({ ok: true });

    const trail = await opened.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(ada.id)))
      .orderBy(auditLog.id);
    expect(trail.map((row) => row.action)).toEqual(['staff.create', 'staff.roles', 'member.disable', 'member.enable']);
    expect(trail.every((row) => row.actorLabel === 'command line (ops)' && row.actorId === null)).toBe(true);
    expect(trail[1]).toMatchObject({ before: { roles: ['member', 'admin'] }, after: { roles: ['member', 'editor', 'sales'] } });
    expect(JSON.stringify(trail)).not.toContain('Str0ng');
  });

  it('takes commands from the data folder socket, which only this user may open', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'case-site-control-'));
    try {
      await startControlChannel(folder, opened.db);
      expect(statSync(controlSocketPath(folder)).mode & 0o777).toBe(0o600);
      const answer = await sendControlCommand(folder, { command: 'create', account: `via.socket${Date.now() % 1000}`, password: 'Str0ng-Passw0rd!', roles: ['sales'] }, 'ops');
      expect(answer).toMatchObject({ ok: true, message: expect.stringContaining('with roles member, sales') });
      expect(await sendControlCommand(folder, { command: 'roles', account: 'nobody.here', roles: [] }, 'ops')).toMatchObject({ ok: false });
    } finally {
      const holder = globalThis as Record<symbol, { close: () => void } | undefined>;
      holder[Symbol.for('case-site.control-channel')]?.close();
      delete holder[Symbol.for('case-site.control-channel')];
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
