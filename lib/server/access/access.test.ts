/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { users } from '@/lib/server/db/schema';
import { ApiProblem, Unauthorized } from '@/lib/server/problems';
import { createSession } from '@/lib/server/members/sessions';
import { testDatabases } from '@/lib/server/testing/databases';
import { getActor, hasRole, isStaff, presentedTokens, requireMember, requireRole } from '.';

jest.setTimeout(60_000);

const meta = { userAgent: 'jest', clientAddress: '203.0.113.7' };
const request = (headers: Record<string, string>) => new Request('http://localhost/basic-api/v1/user', { headers });

describe.each(testDatabases())('the access gate on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  async function member(account: string, roles: string[] = ['member']) {
    const [user] = await opened.db
      .insert(users)
      .values({ account, nickname: account, roles: roles as never })
      .returning();
    return { user, token: (await createSession(opened.db, user.id, meta)).token };
  }

  it('reads the token from the cookie or the Bearer header, checked in the database', async () => {
    const { user, token } = await member('anna');
    const db = opened.db;
    const cookie = request({ cookie: `a=1; token=${token}; b=2` });
    const bearer = request({ authorization: `Bearer ${token}` });
    const staleBearer = request({ authorization: `Bearer ${'B'.repeat(43)}`, cookie: `token=${token}` });
    expect((await getActor(cookie, { db }))?.user.id).toBe(user.id);
    expect((await getActor(bearer, { db }))?.user.id).toBe(user.id);
    expect((await getActor(staleBearer, { db }))?.user.id).toBe(user.id);
    expect(presentedTokens(staleBearer)).toEqual(['B'.repeat(43), token]);
    expect(await getActor(request({}), { db })).toBeNull();
    expect(await getActor(request({ cookie: 'token=abc' }), { db })).toBeNull();
    expect((await getActor(cookie, { db }))?.roles).toEqual(['member']);
  });

  it('refuses a disabled member', async () => {
    const { user, token } = await member('bert');
    await opened.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect(await getActor(request({ cookie: `token=${token}` }), { db: opened.db })).toBeNull();
  });

  it('gives member data only to a member (401) and staff actions only to their roles (404 to the rest)', async () => {
    const plain = await getActor(request({ cookie: `token=${(await member('carl')).token}` }), { db: opened.db });
    const sales = await getActor(request({ cookie: `token=${(await member('sam.sales', ['member', 'sales'])).token}` }), { db: opened.db });
    const admin = await getActor(request({ cookie: `token=${(await member('ada.admin', ['member', 'admin'])).token}` }), { db: opened.db });

    expect(() => requireMember(null)).toThrow(Unauthorized);
    expect(requireMember(plain)).toBe(plain);
    expect(() => requireRole(null, 'sales')).toThrow(Unauthorized);
    const refused = (() => {
      try {
        requireRole(plain, 'sales');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ApiProblem);
    expect((refused as ApiProblem).status).toBe(404);
    expect(requireRole(sales, 'sales')).toBe(sales);
    expect(() => requireRole(sales, 'editor')).toThrow(ApiProblem);
    expect(requireRole(admin, 'editor')).toBe(admin);
    expect([isStaff(plain), isStaff(sales), isStaff(admin)]).toEqual([false, true, true]);
    expect(hasRole(admin, 'sales')).toBe(true);
  });

  it('keeps the role list to the known roles, and member in it, in the database itself', async () => {
    await expect(opened.db.insert(users).values({ account: 'mallory', roles: ['member', 'root'] as never })).rejects.toThrow();
    await expect(opened.db.insert(users).values({ account: 'nobody.member', roles: ['admin'] as never })).rejects.toThrow();
  });
});

describe('the login page a member page sends to', () => {
  it('is in the locale of the page, the query not mistaken for the path', async () => {
    const { loginHrefFor } = await import('./member-page');
    expect(loginHrefFor('/en?x=1')).toBe('/en/login?redirect=%2Fen%3Fx%3D1');
    expect(loginHrefFor('/user/profile')).toBe('/login?redirect=%2Fuser%2Fprofile');
    expect(loginHrefFor('/ja/user/profile?tab=2')).toBe('/ja/login?redirect=%2Fja%2Fuser%2Fprofile%3Ftab%3D2');
  });
});
