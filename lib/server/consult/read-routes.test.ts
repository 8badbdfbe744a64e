/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { consultRequests } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/members/sessions';
import { staffThread } from '@/lib/server/messages/manage';
import { postMemberMessage } from '@/lib/server/messages/service';
import { actorWith } from '@/lib/server/testing/actors';
import { FROM, SITE, type RouteHandler } from '@/lib/server/testing/browser-requests';
import { testDatabases } from '@/lib/server/testing/databases';
import { memberPostSchema } from '@/lib/api/contract/messages';
import { validate } from '@/lib/validation/kit';
import * as leadRoute from '@/app/basic-api/v1/admin/leads/[id]/route';
import * as leadReadRoute from '@/app/basic-api/v1/admin/leads/[id]/read/route';
import * as threadRoute from '@/app/basic-api/v1/admin/messages/[id]/route';
import * as threadReadRoute from '@/app/basic-api/v1/admin/messages/[id]/read/route';

/*
 * Reads never write: a link from another site that opens a lead or a thread with the session
 * cookie (a top-level GET carries the SameSite=Lax cookie) leaves it unread; the page marks it
 * read with a POST from its own origin, which another site cannot send.
 */

jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: () => undefined }));
jest.setTimeout(120_000);

const HOLDER = Symbol.for('case-site.database');

describe.each(testDatabases())('marking leads and threads read on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let token: string;
  let leadId: number;
  let threadId: number;
  let sales: Actor;

  beforeAll(async () => {
    opened = await open();
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    sales = await actorWith(opened.db, 'read.sally', ['member', 'sales']);
    token = (await createSession(opened.db, sales.user.id, { clientAddress: '127.0.0.1', userAgent: 'jest' })).token;
    const [lead] = await opened.db
      .insert(consultRequests)
      .values({ reference: 'HX-2611-READ', name: 'Ana', email: 'ana@example.test', message: 'Hello', locale: 'en' })
      .returning();
    leadId = lead.id;
    const member = await actorWith(opened.db, 'read.member', ['member']);
    const post = validate(memberPostSchema, { general: true, body: 'First' });
    if (!post.ok) throw new Error('bad post');
    threadId = (await postMemberMessage(opened.db, member, post.value, 'en')).thread_id;
    await postMemberMessage(opened.db, member, { ...post.value, body: 'Second' }, 'en');
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    await opened?.close();
  });

  const call = (handler: unknown, path: string, from: Record<string, string>, init: { method?: string; body?: unknown; id: number }) =>
    (handler as RouteHandler)(
      new Request(`${SITE}/basic-api/v1${path}`, {
        method: init.method ?? 'GET',
        headers: { cookie: `token=${token}`, 'accept-language': 'en', ...from, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      }),
      { params: Promise.resolve({ id: String(init.id) }) },
    );
  const leadRead = async () => (await opened.db.select().from(consultRequests).where(eq(consultRequests.id, leadId)))[0].readAt !== null;
  const threadUnread = async () => (await staffThread(opened.db, sales, threadId)).thread.unread;

  it('a lead: reading it leaves it unread, a cross-site POST is refused, a same-origin POST marks it', async () => {
    const got = await call(leadRoute.GET, `/admin/leads/${leadId}`, FROM.crossSiteLink, { id: leadId });
    expect(got.status).toBe(200);
    expect((await got.json()).result).toMatchObject({ id: leadId, read: false });
    expect(await leadRead()).toBe(false);

    const forged = await call(leadReadRoute.POST, `/admin/leads/${leadId}/read`, FROM.crossSitePost, { method: 'POST', id: leadId });
    expect(forged.status).toBe(403);
    expect(await leadRead()).toBe(false);
    // Reading the lead through the mark's address is no way round it either.
    expect((await call(leadReadRoute.GET, `/admin/leads/${leadId}/read`, FROM.crossSiteLink, { id: leadId })).status).toBe(405);
    expect(await leadRead()).toBe(false);

    const marked = await call(leadReadRoute.POST, `/admin/leads/${leadId}/read`, FROM.sameOrigin, { method: 'POST', id: leadId });
    expect(marked.status).toBe(200);
    expect((await marked.json()).result).toEqual({ id: leadId, read: true, changed: true });
    expect(await leadRead()).toBe(true);
    expect((await call(leadReadRoute.POST, `/admin/leads/999999/read`, FROM.sameOrigin, { method: 'POST', id: 999999 })).status).toBe(404);
  });

  it('a thread: reading it leaves it unread, a cross-site POST is refused, a same-origin POST marks what was shown', async () => {
    const got = await call(threadRoute.GET, `/admin/messages/${threadId}`, FROM.crossSiteLink, { id: threadId });
    expect(got.status).toBe(200);
    const page = (await got.json()).result as { thread: { unread: number }; messages: { id: number }[] };
    expect(page.thread.unread).toBe(2);
    expect(await threadUnread()).toBe(2);

    const forged = await call(threadReadRoute.POST, `/admin/messages/${threadId}/read`, FROM.crossSitePost, { method: 'POST', body: { up_to: page.messages[1].id }, id: threadId });
    expect(forged.status).toBe(403);
    expect(await threadUnread()).toBe(2);

    const bad = await call(threadReadRoute.POST, `/admin/messages/${threadId}/read`, FROM.sameOrigin, { method: 'POST', body: { up_to: 'all' }, id: threadId });
    expect(bad.status).toBe(400);
    const marked = await call(threadReadRoute.POST, `/admin/messages/${threadId}/read`, FROM.sameOrigin, { method: 'POST', body: { up_to: page.messages[1].id }, id: threadId });
    expect(marked.status).toBe(200);
    expect((await marked.json()).result).toEqual({ id: threadId, changed: true });
    expect(await threadUnread()).toBe(0);
  });
});
