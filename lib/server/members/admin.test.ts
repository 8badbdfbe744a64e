/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import type { Role } from '@/lib/config';
import { getActor, type Actor } from '@/lib/server/access';
import { submitConsult } from '@/lib/server/consult/service';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, consultRequests, sessions, socialAccounts, users } from '@/lib/server/db/schema';
import { ApiProblem } from '@/lib/server/problems';
import { testDatabases } from '@/lib/server/testing/databases';
import { insertLead } from '@/lib/server/testing/leads';
import { statusOf } from '@/lib/server/testing/actors';
import { VALID_CONSULT } from '@/lib/testing/consult-request';
import { consultSchema, withLocale } from '@/lib/api/contract/consult';
import { type MemberChange, memberChangeSchema, memberQuerySchema } from '@/lib/api/contract/members-admin';
import { validate } from '@/lib/validation/kit';
import { changeMember, getMember, listMembers } from './admin';

import { createSession } from './sessions';

jest.setTimeout(120_000);

const query = (raw: Record<string, string> = {}) => {
  const checked = validate(memberQuerySchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
};

/** What a problem answers: 401, 404, 409 …, or 'ok'. */

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiProblem) return error.messageKey;
    throw error;
  }
}

const meta = { userAgent: 'Mozilla/5.0 (jest)', clientAddress: '10.1.2.3' };
const bearer = (token: string) => new Request('http://localhost/basic-api/v1/user', { headers: { authorization: `Bearer ${token}` } });

describe.each(testDatabases())('member administration on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const actors: Record<string, Actor> = {};

  async function account(values: Partial<typeof users.$inferInsert> & { roles?: Role[] }) {
    const [user] = await opened.db
      .insert(users)
      .values({ nickname: values.account ?? '', ...values })
      .returning();
    return user;
  }

  async function staff(name: string, roles: Role[]): Promise<Actor> {
    const user = await account({ account: name, roles });
    return { user, roles: user.roles, sessionId: 0, expiresAt: new Date(Date.now() + 60_000) };
  }

  /** The actor as the gate reads them now (roles and disabled state from the database). */
  const fresh = async (actor: Actor): Promise<Actor> => {
    const [user] = await opened.db.select().from(users).where(eq(users.id, actor.user.id));
    return { ...actor, user, roles: user.roles };
  };

  const change = async (actor: Actor, id: number, patch: Omit<MemberChange, 'expectedUpdatedAt'>) => {
    const current = await getMember(opened.db, actors.admin, id);
    return changeMember(opened.db, actor, id, { ...patch, expectedUpdatedAt: new Date(current.updated_at) });
  };

  const lead = (values: Partial<typeof consultRequests.$inferInsert> = {}) => insertLead(opened.db, values);

  beforeAll(async () => {
    opened = await open();
    actors.sales = await staff('sam.sales', ['member', 'sales']);
    actors.editor = await staff('eve.editor', ['member', 'editor']);
    actors.member = await staff('max.member', ['member']);
    actors.admin = await staff('ada.admin', ['member', 'admin']);
    actors.admin2 = await staff('alan.admin', ['member', 'admin']);
  });
  afterAll(() => opened?.close());

  it('is for sales and admin only: nobody gets 401, a member or an editor 404', async () => {
    const id = actors.member.user.id;
    expect(await statusOf(listMembers(opened.db, null, query()))).toBe(401);
    expect(await statusOf(listMembers(opened.db, actors.member, query()))).toBe(404);
    expect(await statusOf(listMembers(opened.db, actors.editor, query()))).toBe(404);
    expect(await statusOf(getMember(opened.db, actors.editor, id))).toBe(404);
    expect(await statusOf(changeMember(opened.db, actors.editor, id, { disabled: true, expectedUpdatedAt: new Date() }))).toBe(404);
    expect(await statusOf(listMembers(opened.db, actors.sales, query()))).toBe('ok');
    expect(await statusOf(getMember(opened.db, actors.sales, id))).toBe('ok');
    expect(await statusOf(listMembers(opened.db, actors.admin, query()))).toBe('ok');
    expect(await statusOf(getMember(opened.db, actors.sales, 999_999))).toBe(404);
    expect(await statusOf(getMember(opened.db, actors.sales, 99_999_999_999))).toBe(404);
  });

  it('finds members by account, phone digits, e-mail or nickname, filters by role and status, newest first', async () => {
    const lin = await account({ account: 'lin.wei', phone: '+8613912345678', email: 'Lin.Wei@Example.com', createdAt: new Date('2026-01-02T00:00:00Z') });
    const zhao = await account({ phone: '+8613700001111', nickname: '赵女士', createdAt: new Date('2026-01-03T00:00:00Z') });
    const ids = (page: { list: { id: number }[] }) => page.list.map((m) => m.id);
    expect(ids(await listMembers(opened.db, actors.sales, query({ keyword: 'LIN.WEI' })))).toEqual([lin.id]);
    expect(ids(await listMembers(opened.db, actors.sales, query({ keyword: '139 1234 5678' })))).toEqual([lin.id]);
    expect(ids(await listMembers(opened.db, actors.sales, query({ keyword: '0000-1111' })))).toEqual([zhao.id]);
    expect(ids(await listMembers(opened.db, actors.sales, query({ keyword: 'lin.wei@example' })))).toEqual([lin.id]);
    expect(ids(await listMembers(opened.db, actors.sales, query({ keyword: '赵' })))).toEqual([zhao.id]);
    // LIKE's wildcards are plain characters.
    expect(ids(await listMembers(opened.db, actors.sales, query({ keyword: '%' })))).toEqual([]);
    expect(ids(await listMembers(opened.db, actors.sales, query({ keyword: 'lin_wei' })))).toEqual([]);

    const page = await listMembers(opened.db, actors.sales, query({ keyword: '+86 13' }));
    expect(ids(page)).toEqual([zhao.id, lin.id]);
    expect(page.list[1]).toMatchObject({ account: 'lin.wei', phone: '+8613912345678', email: 'Lin.Wei@Example.com', roles: ['member'], disabled: false, last_sign_in_at: null });
    await createSession(opened.db, lin.id, meta, new Date('2026-02-01T08:00:00Z'));
    expect((await listMembers(opened.db, actors.sales, query({ keyword: 'lin.wei' }))).list[0].last_sign_in_at).toBe('2026-02-01T08:00:00.000Z');

    const accounts = async (raw: Record<string, string>) => (await listMembers(opened.db, actors.sales, query(raw))).list.map((m) => m.account);
    expect(await accounts({ role: 'staff' })).toEqual(expect.arrayContaining(['sam.sales', 'eve.editor', 'ada.admin']));
    expect(await accounts({ role: 'staff' })).not.toContain('max.member');
    expect(await accounts({ role: 'member' })).toEqual(expect.arrayContaining(['max.member', 'lin.wei']));
    expect(await accounts({ role: 'member' })).not.toContain('sam.sales');
    expect(await accounts({ role: 'editor' })).toEqual(['eve.editor']);
    expect(await accounts({ status: 'disabled' })).toEqual([]);
    expect((await listMembers(opened.db, actors.sales, query())).limit).toBe(20);

    expect(validate(memberQuerySchema, { role: 'owner' })).toEqual({ ok: false, errors: { role: { key: 'choice' } } });
    expect(validate(memberQuerySchema, { status: 'gone', page: '0' })).toEqual({ ok: false, errors: { status: { key: 'choice' }, page: { key: 'invalid' } } });
  });

  it("shows a member's page: profile, WeChat/QQ, sign-ins, and their leads (by session and by e-mail), nobody else's", async () => {
    const anna = await account({ account: 'anna.buyer', email: 'Anna@Buyer.example' });
    const bert = await account({ account: 'bert.buyer', email: 'bert@buyer.example' });
    await opened.db.insert(socialAccounts).values({ userId: anna.id, provider: 'wechat', providerUserId: 'wx-anna', nickname: '安娜' });
    await createSession(opened.db, anna.id, meta, new Date());

    // One sent logged in (through the public service, as POST /consult does), one from her address logged out.
    const checked = validate(consultSchema, withLocale({ ...VALID_CONSULT, email: 'someone.else@elsewhere.example' }, 'en'));
    if (!checked.ok) throw new Error('fixture invalid');
    const annaActor = await getActor(bearer((await createSession(opened.db, anna.id, meta)).token), { db: opened.db });
    const sent = await submitConsult(opened.db, checked.value, { address: '10.0.0.1', userAgent: 'jest' }, annaActor);
    const byEmail = await lead({ email: 'anna@BUYER.example', createdAt: new Date('2026-01-01T00:00:00Z') });
    const bertsOwn = await lead({ email: 'bert@buyer.example' });
    const bertLoggedIn = await lead({ email: 'x@y.example', userId: bert.id });
    const anonymous = await submitConsult(opened.db, checked.value, { address: '10.0.0.2', userAgent: 'jest' }, null);
    expect((await opened.db.select().from(consultRequests).where(eq(consultRequests.id, anonymous.id)))[0].userId).toBeNull();

    const page = await getMember(opened.db, actors.sales, anna.id);
    expect(page).toMatchObject({ account: 'anna.buyer', email: 'Anna@Buyer.example', disabled: false, disabled_at: null, points: 0 });
    expect(page.social).toEqual([{ provider: 'wechat', nickname: '安娜', created_at: expect.any(String) }]);
    expect(page.sessions).toHaveLength(2);
    expect(page.sessions[0]).toMatchObject({ client_address: '10.1.2.3', user_agent: 'Mozilla/5.0 (jest)', revoked_at: null });
    expect(page.leads.map((l) => l.id)).toEqual([sent.id, byEmail.id]);
    expect(page.leads[0]).toMatchObject({ status: 'new', product_id: null, email: 'someone.else@elsewhere.example' });
    // Each lead by the readable reference the buyer was given, not its row id.
    expect(page.leads[0].reference).toBe(sent.reference);
    expect(page.leads[0].reference).toMatch(/^HX-/);

    const berts = await getMember(opened.db, actors.sales, bert.id);
    expect(berts.leads.map((l) => l.id).sort()).toEqual([bertsOwn.id, bertLoggedIn.id].sort());
    // Without an e-mail on the profile, only what they sent logged in.
    const carl = await account({ account: 'carl.buyer' });
    await lead({ email: '', userId: null });
    expect((await getMember(opened.db, actors.sales, carl.id)).leads).toEqual([]);
  });

  it('disabling ends every session at once (the gate refuses the token); enabling lets them log in again; both audited', async () => {
    const dora = await account({ account: 'dora.buyer' });
    const { token } = await createSession(opened.db, dora.id, meta);
    expect((await getActor(bearer(token), { db: opened.db }))?.user.id).toBe(dora.id);

    const disabled = await change(actors.sales, dora.id, { disabled: true });
    expect(disabled).toMatchObject({ disabled: true, disabled_at: expect.any(String) });
    expect(await getActor(bearer(token), { db: opened.db })).toBeNull();
    const rows = await opened.db.select().from(sessions).where(eq(sessions.userId, dora.id));
    expect(rows.every((s) => s.revokedAt !== null)).toBe(true);
    expect(disabled.sessions[0].revoked_at).not.toBeNull();
    expect((await listMembers(opened.db, actors.sales, query({ status: 'disabled', keyword: 'dora' }))).list.map((m) => m.id)).toEqual([dora.id]);

    const enabled = await change(actors.sales, dora.id, { disabled: false });
    expect(enabled).toMatchObject({ disabled: false, disabled_at: null });
    // The ended sessions stay ended; a new login works.
    expect(await getActor(bearer(token), { db: opened.db })).toBeNull();
    expect((await getActor(bearer((await createSession(opened.db, dora.id, meta)).token), { db: opened.db }))?.user.id).toBe(dora.id);

    const trail = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(dora.id))));
    expect(trail.map((t) => t.action)).toEqual(['member.disable', 'member.enable']);
    expect(trail[0]).toMatchObject({ actorId: actors.sales.user.id, actorLabel: 'sam.sales', before: { disabled: false }, after: { disabled: true } });
    expect(trail[1]).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
  });

  it('gives and takes staff roles (admins only), never to an account without a name, and audits them', async () => {
    const emma = await account({ account: 'emma.new' });
    const phoneOnly = await account({ phone: '+8613811112222' });
    expect(await statusOf(change(actors.sales, emma.id, { roles: ['sales'] }))).toBe(404);
    expect((await getMember(opened.db, actors.admin, emma.id)).roles).toEqual(['member']);

    const given = await change(actors.admin, emma.id, { roles: ['sales', 'editor'] });
    expect(given.roles).toEqual(['member', 'editor', 'sales']);
    expect((await listMembers(opened.db, actors.sales, query({ role: 'sales', keyword: 'emma' }))).list.map((m) => m.id)).toEqual([emma.id]);
    const taken = await change(actors.admin, emma.id, { roles: [] });
    expect(taken.roles).toEqual(['member']);

    expect(await messageOf(change(actors.admin, phoneOnly.id, { roles: ['sales'] }))).toBe('members.noAccountName');
    expect(await statusOf(change(actors.admin, phoneOnly.id, { roles: ['sales'] }))).toBe(400);

    const trail = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(emma.id))));
    expect(trail.map((t) => t.action)).toEqual(['staff.roles', 'staff.roles']);
    expect(trail[0]).toMatchObject({ actorLabel: 'ada.admin', before: { roles: ['member'] }, after: { roles: ['member', 'editor', 'sales'] } });
    expect(
      await opened.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(phoneOnly.id))),
    ).toEqual([]);
  });

  it('protects staff from themselves and from sales: no disabling yourself, no dropping your own admin role, staff accounts are for admins', async () => {
    const admin = await fresh(actors.admin2);
    expect(await messageOf(change(admin, admin.user.id, { disabled: true }))).toBe('members.disableSelf');
    expect(await messageOf(change(admin, admin.user.id, { roles: ['sales'] }))).toBe('members.keepOwnAdmin');
    expect((await change(admin, admin.user.id, { roles: ['admin', 'sales'] })).roles).toEqual(['member', 'admin', 'sales']);
    const sales = await fresh(actors.sales);
    expect(await messageOf(change(sales, sales.user.id, { disabled: true }))).toBe('members.disableSelf');

    // Sales may disable members, not staff; an admin may.
    expect(await statusOf(change(sales, actors.editor.user.id, { disabled: true }))).toBe(403);
    expect((await getMember(opened.db, sales, actors.editor.user.id)).disabled).toBe(false);
    expect((await change(admin, actors.editor.user.id, { disabled: true })).disabled).toBe(true);
    expect((await change(admin, actors.editor.user.id, { disabled: false })).disabled).toBe(false);
    // Nothing changed by the refusals.
    expect((await fresh(actors.admin2)).user.disabledAt).toBeNull();
  });

  it('refuses a stale save with 409 and changes nothing; bad input is a field error', async () => {
    const finn = await account({ account: 'finn.buyer' });
    const read = await getMember(opened.db, actors.sales, finn.id);
    await changeMember(opened.db, actors.admin, finn.id, { disabled: true, expectedUpdatedAt: new Date(read.updated_at) });
    expect(await statusOf(changeMember(opened.db, actors.sales, finn.id, { disabled: false, expectedUpdatedAt: new Date(read.updated_at) }))).toBe(409);
    expect((await getMember(opened.db, actors.sales, finn.id)).disabled).toBe(true);
    expect(await statusOf(changeMember(opened.db, actors.sales, 999_999, { disabled: true, expectedUpdatedAt: new Date() }))).toBe(404);

    expect(validate(memberChangeSchema, { disabled: true })).toEqual({ ok: false, errors: { updated_at: { key: 'required' } } });
    expect(validate(memberChangeSchema, { updated_at: read.updated_at })).toEqual({ ok: false, errors: { disabled: { key: 'required' } } });
    expect(validate(memberChangeSchema, { disabled: 'maybe', roles: ['owner'], updated_at: 'yesterday' })).toEqual({
      ok: false,
      errors: { disabled: { key: 'choice' }, roles: { key: 'choice' }, updated_at: { key: 'invalid' } },
    });
    expect(validate(memberChangeSchema, { roles: { admin: true }, updated_at: read.updated_at }).ok).toBe(false);
    expect(validate(memberChangeSchema, { disabled: 'false', roles: 'sales,admin', updated_at: read.updated_at })).toEqual({
      ok: true,
      value: { disabled: false, roles: ['admin', 'sales'], expectedUpdatedAt: new Date(read.updated_at) },
    });
    expect(validate(memberChangeSchema, { roles: [], updated_at: read.updated_at })).toMatchObject({ ok: true, value: { roles: [] } });
  });
});
