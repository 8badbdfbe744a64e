/** @jest-environment node */
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { createSession } from '@/lib/server/members/sessions';
import { actorWith } from '@/lib/server/testing/actors';
import { FROM, SITE, type RouteHandler } from '@/lib/server/testing/browser-requests';
import { testDatabases } from '@/lib/server/testing/databases';
import { memberPostSchema, staffReplySchema } from '@/lib/api/contract/messages';
import { validate } from '@/lib/validation/kit';
import { staffReply } from './manage';
import { postMemberMessage } from './service';
import { unreadForMember } from './unread';
import * as threadsRoute from '@/app/basic-api/v1/messages/route';
import * as threadRoute from '@/app/basic-api/v1/messages/[id]/route';
import * as threadReadRoute from '@/app/basic-api/v1/messages/[id]/read/route';

/*
 * A member's own threads: reading never writes. A link from another site to the thread (a
 * top-level GET carries the SameSite=Lax cookie) leaves the staff's reply unread; the member's
 * page marks it read with a POST from its own origin, which another site cannot send.
 */

jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: () => undefined }));
jest.setTimeout(120_000);

const HOLDER = Symbol.for('case-site.database');
const NO_MAIL = {} as NodeJS.ProcessEnv;

describe.each(testDatabases())("marking a member's thread read on $name", ({ open }) => {
  let opened: OpenedDatabase;
  let member: Actor;
  let memberToken: string;
  let otherToken: string;
  let threadId: number;
  let replyIds: number[];

  beforeAll(async () => {
    opened = await open();
    (globalThis as Record<symbol, unknown>)[HOLDER] = Promise.resolve(opened);
    member = await actorWith(opened.db, 'read.mia', ['member']);
    const other = await actorWith(opened.db, 'read.otto', ['member']);
    const sales = await actorWith(opened.db, 'read.sven', ['member', 'sales']);
    memberToken = (await createSession(opened.db, member.user.id, { clientAddress: '127.0.0.1', userAgent: 'jest' })).token;
    otherToken = (await createSession(opened.db, other.user.id, { clientAddress: '127.0.0.1', userAgent: 'jest' })).token;
    const post = validate(memberPostSchema, { general: true, body: 'Do you make laptop sleeves?' });
    if (!post.ok) throw new Error('bad post');
    threadId = (await postMemberMessage(opened.db, member, post.value, 'en')).thread_id;
    replyIds = [];
    for (const body of ['Yes, from 50 pieces.', 'The price list follows.']) {
      const reply = validate(staffReplySchema, { thread_id: threadId, body });
      if (!reply.ok) throw new Error('bad reply');
      replyIds.push((await staffReply(opened.db, sales, reply.value, NO_MAIL)).message.id);
    }
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[HOLDER];
    await opened?.close();
  });

  const call = (handler: unknown, path: string, from: Record<string, string>, init: { method?: string; body?: unknown; id?: number; token?: string } = {}) =>
    (handler as RouteHandler)(
      new Request(`${SITE}/basic-api/v1${path}`, {
        method: init.method ?? 'GET',
        headers: { cookie: `token=${init.token ?? memberToken}`, 'accept-language': 'en', ...from, ...(init.body ? { 'content-type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      }),
      { params: Promise.resolve(init.id ? { id: String(init.id) } : {}) },
    );
  const unread = () => unreadForMember(opened.db, member.user.id);

  it('reading the thread by its id or as the general one, from another site or not, leaves it unread', async () => {
    expect(await unread()).toBe(2);
    const byId = await call(threadRoute.GET, `/messages/${threadId}`, FROM.crossSiteLink, { id: threadId });
    expect(byId.status).toBe(200);
    const page = (await byId.json()).result as { thread: { unread: number }; messages: { id: number }[] };
    expect(page.thread.unread).toBe(2);
    expect(page.messages.map((m) => m.id).slice(-2)).toEqual(replyIds);
    expect((await call(threadsRoute.GET, '/messages?general=1', FROM.crossSiteLink)).status).toBe(200);
    expect((await call(threadsRoute.GET, '/messages?general=1', FROM.sameOrigin)).status).toBe(200);
    expect(await unread()).toBe(2);
    // The mark's own address does not read either.
    expect((await call(threadReadRoute.GET, `/messages/${threadId}/read`, FROM.crossSiteLink, { id: threadId })).status).toBe(405);
    expect(await unread()).toBe(2);
  });

  it('a cross-site POST is refused; a same-origin POST marks what the page showed; another member gets 404', async () => {
    const forged = await call(threadReadRoute.POST, `/messages/${threadId}/read`, FROM.crossSitePost, { method: 'POST', body: { up_to: replyIds[1] }, id: threadId });
    expect(forged.status).toBe(403);
    expect(await unread()).toBe(2);
    const stranger = await call(threadReadRoute.POST, `/messages/${threadId}/read`, FROM.sameOrigin, { method: 'POST', body: {}, id: threadId, token: otherToken });
    expect(stranger.status).toBe(404);
    const bad = await call(threadReadRoute.POST, `/messages/${threadId}/read`, FROM.sameOrigin, { method: 'POST', body: { up_to: 'all' }, id: threadId });
    expect(bad.status).toBe(400);
    expect(await unread()).toBe(2);

    const first = await call(threadReadRoute.POST, `/messages/${threadId}/read`, FROM.sameOrigin, { method: 'POST', body: { up_to: replyIds[0] }, id: threadId });
    expect(first.status).toBe(200);
    expect((await first.json()).result).toEqual({ id: threadId, changed: true });
    expect(await unread()).toBe(1);
    const rest = await call(threadReadRoute.POST, `/messages/${threadId}/read`, FROM.sameOrigin, { method: 'POST', body: { up_to: replyIds[1] }, id: threadId });
    expect((await rest.json()).result).toEqual({ id: threadId, changed: true });
    expect(await unread()).toBe(0);
    const list = await call(threadsRoute.GET, '/messages', FROM.sameOrigin);
    expect((await list.json()).result.unread_total).toBe(0);
  });
});
