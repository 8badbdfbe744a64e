/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { MESSAGES } from '@/lib/config';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, messages, messageThreads, orders, outbox, users } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { InvalidInput, TooManyRequests } from '@/lib/server/problems';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { insertStoredFile } from '@/lib/server/testing/stored-files';
import { valid } from '@/lib/server/testing/validation';
import { type MemberPost, memberPostSchema, type StaffReply, staffReplySchema, staffThreadQuerySchema } from '@/lib/api/contract/messages';
import { validate } from '@/lib/validation/kit';
import { markStaffThreadRead, staffOrderThreadId, staffReply, staffThread, staffThreads } from './manage';
import { markMemberThreadRead, memberThread, memberThreads, postMemberMessage } from './service';
import { createSession, verifySession } from '@/lib/server/members/sessions';
import { unreadForMember, unreadForStaff } from './unread';

jest.setTimeout(120_000);

const MAIL_ENV = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'shop@example.test' } as unknown as NodeJS.ProcessEnv;
const NO_MAIL = {} as unknown as NodeJS.ProcessEnv;

const post = (raw: Record<string, unknown>): MemberPost => valid(validate(memberPostSchema, raw));
const reply = (raw: Record<string, unknown>): StaffReply => valid(validate(staffReplySchema, raw));

describe('message inputs', () => {
  it('takes 1 to 5,000 characters, trimmed, at most 5 files, and exactly one target', () => {
    expect(validate(memberPostSchema, { general: true, body: '  Hello  ' })).toEqual({ ok: true, value: { target: { general: true }, body: 'Hello', files: [] } });
    expect(validate(memberPostSchema, { order_id: '7', body: 'x' })).toMatchObject({ ok: true, value: { target: { order: 7 } } });
    expect(validate(memberPostSchema, { general: true, body: '   ' })).toEqual({ ok: false, errors: { body: { key: 'required' } } });
    expect(validate(memberPostSchema, { general: true, body: 'é'.repeat(MESSAGES.bodyMax) }).ok).toBe(true);
    expect(validate(memberPostSchema, { general: true, body: 'é'.repeat(MESSAGES.bodyMax + 1) })).toEqual({
      ok: false,
      errors: { body: { key: 'tooLong', values: { max: MESSAGES.bodyMax + 1 } } },
    });
    expect(validate(memberPostSchema, { body: 'x' })).toEqual({ ok: false, errors: { thread_id: { key: 'required' } } });
    expect(validate(memberPostSchema, { thread_id: 1, general: true, body: 'x' })).toEqual({ ok: false, errors: { thread_id: { key: 'invalid' } } });
    const six = Array.from({ length: 6 }, () => randomBytes(16).toString('hex'));
    expect(validate(memberPostSchema, { general: true, body: 'x', files: six })).toEqual({ ok: false, errors: { files: { key: 'tooManyFiles', values: { max: 5 } } } });
    expect(validate(memberPostSchema, { general: true, body: 'x', files: ['../etc/passwd'] })).toEqual({ ok: false, errors: { files: { key: 'fileUnknown' } } });
    expect(validate(memberPostSchema, { general: true, body: 'a\u0000b' })).toEqual({ ok: false, errors: { body: { key: 'characters' } } });
    expect(validate(staffReplySchema, { member_id: 3, body: 'Hi' })).toMatchObject({ ok: true, value: { target: { member: 3 } } });
    expect(validate(staffReplySchema, { body: 'Hi' })).toEqual({ ok: false, errors: { thread_id: { key: 'required' } } });
    expect(validate(staffThreadQuerySchema, { filter: 'nope' })).toEqual({ ok: false, errors: { filter: { key: 'choice' } } });
  });
});

describe.each(testDatabases())('messages on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let db: Db;
  let anna: Actor;
  let bert: Actor;
  let sam: Actor;
  let sue: Actor;
  let editor: Actor;
  let annaOrder: number;
  let bertOrder: number;
  let n = 0;

  async function makeOrder(memberId: number): Promise<number> {
    n += 1;
    const [row] = await db
      .insert(orders)
      .values({
        reference: `HO-2611-T${String(n).padStart(3, '0')}`,
        memberId,
        title: `EVA case ${n}`,
        spec: { size: '', material: '', colours: [], printMethod: '', logoPlacement: '', notes: '' },
        quantity: 500,
      })
      .returning();
    return row.id;
  }

  const makeFile = (ownerId: number, purpose: 'member' | 'staff' = 'member') => insertStoredFile(db, ownerId, { purpose, name: (handle) => `art-${handle.slice(0, 4)}.pdf` });

  const messageCount = async () => Number((await db.select({ n: count() }).from(messages))[0].n);

  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    anna = await actorWith(db, 'anna.msg', ['member']);
    bert = await actorWith(db, 'bert.msg', ['member']);
    sam = await actorWith(db, 'sam.sales', ['member', 'sales']);
    sue = await actorWith(db, 'sue.sales', ['member', 'sales']);
    editor = await actorWith(db, 'eddie.editor', ['member', 'editor']);
    await db.update(users).set({ email: 'anna@example.test', emailVerifiedAt: new Date(), nickname: 'Anna' }).where(eq(users.id, anna.user.id));
    annaOrder = await makeOrder(anna.user.id);
    bertOrder = await makeOrder(bert.user.id);
  });
  afterAll(() => opened?.close());

  it('starts the general thread with the first message, keeps one, and lists it first with a preview', async () => {
    const empty = await memberThreads(db, anna);
    expect(empty).toEqual({ list: [{ id: null, kind: 'general', order: null, last_message: null, unread: 0, last_message_at: null }], unread_total: 0 });
    const file = await makeFile(anna.user.id);
    const first = await postMemberMessage(db, anna, post({ general: true, body: 'Hello, we need 500 cases.', files: [file] }), 'de');
    const second = await postMemberMessage(db, anna, post({ general: '1', body: `Second ${'word '.repeat(60)}` }), 'de');
    expect(second.thread_id).toBe(first.thread_id);
    expect(first.message).toMatchObject({ from_staff: false, body: 'Hello, we need 500 cases.', files: [{ handle: file, name: expect.stringMatching(/\.pdf$/), thumb: false }] });
    const list = await memberThreads(db, anna);
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ id: first.thread_id, kind: 'general', unread: 0 });
    expect([...list.list[0].last_message!.body].length).toBeLessThanOrEqual(MESSAGES.previewChars);
    expect(list.list[0].last_message!.body.endsWith('…')).toBe(true);
    const [stored] = await db.select().from(messages).where(eq(messages.id, first.message.id));
    expect(stored.locale).toBe('de');
  });

  it("answers 404 for another member's thread, order or file, and changes nothing", async () => {
    const annaThread = (await memberThreads(db, anna)).list[0].id!;
    const before = await messageCount();
    const [threadBefore] = await db.select().from(messageThreads).where(eq(messageThreads.id, annaThread));
    expect(await statusOf(memberThread(db, bert, { thread: annaThread }))).toBe(404);
    expect(await statusOf(memberThread(db, bert, { order: annaOrder }))).toBe(404);
    expect(await statusOf(memberThread(db, bert, { thread: 999_999 }))).toBe(404);
    expect(await statusOf(postMemberMessage(db, bert, post({ thread_id: annaThread, body: 'Let me in' }), 'en'))).toBe(404);
    expect(await statusOf(postMemberMessage(db, bert, post({ order_id: annaOrder, body: 'Let me in' }), 'en'))).toBe(404);
    const annaFile = await makeFile(anna.user.id);
    await expect(postMemberMessage(db, bert, post({ general: true, body: 'Using her file', files: [annaFile] }), 'en')).rejects.toMatchObject({
      errors: { files: { key: 'fileUnknown' } },
    });
    // A staff file is not the member's to attach either.
    const staffFile = await makeFile(sam.user.id, 'staff');
    await expect(postMemberMessage(db, bert, post({ general: true, body: 'x', files: [staffFile] }), 'en')).rejects.toBeInstanceOf(InvalidInput);
    expect(await messageCount()).toBe(before);
    const [threadAfter] = await db.select().from(messageThreads).where(eq(messageThreads.id, annaThread));
    expect(threadAfter).toEqual(threadBefore);
    expect((await memberThreads(db, bert)).list).toEqual([expect.objectContaining({ id: null, kind: 'general' })]);
    expect(await statusOf(memberThreads(db, null))).toBe(401);
    expect(await statusOf(postMemberMessage(db, null, post({ general: true, body: 'x' }), 'en'))).toBe(401);
  });

  it("opens an order's thread with the first message about it, shown with the order", async () => {
    const page = await memberThread(db, bert, { order: bertOrder });
    expect(page).toEqual({
      thread: {
        id: null,
        kind: 'order',
        order: { id: bertOrder, reference: expect.stringMatching(/^HO-/), status: 'inquiry', title: expect.any(String) },
        last_message: null,
        unread: 0,
        last_message_at: null,
      },
      messages: [],
      has_more: false,
    });
    const posted = await postMemberMessage(db, bert, post({ order_id: bertOrder, body: 'When is the sample ready?' }), 'ja');
    const again = await postMemberMessage(db, bert, post({ order_id: bertOrder, body: 'And the proof?' }), 'ja');
    expect(again.thread_id).toBe(posted.thread_id);
    const byOrder = await memberThread(db, bert, { order: bertOrder });
    const byId = await memberThread(db, bert, { thread: posted.thread_id });
    expect(byOrder.thread.id).toBe(posted.thread_id);
    expect(byId.messages.map((m) => m.body)).toEqual(['When is the sample ready?', 'And the proof?']);
    const list = await memberThreads(db, bert);
    expect(list.list.map((t) => t.kind)).toEqual(['general', 'order']);
  });

  it('counts unread on both sides, and marks a thread read when staff or the member have been shown it (reading alone writes nothing)', async () => {
    expect(await unreadForStaff(db)).toBe(2);
    const inbox = await staffThreads(db, sam, { filter: 'all', keyword: '', page: 1 });
    expect(inbox.unread_threads).toBe(2);
    expect(inbox.list.every((t) => t.unread > 0)).toBe(true);
    const annaThread = inbox.list.find((t) => t.member.id === anna.user.id)!;
    expect(annaThread).toMatchObject({ unread: 2, kind: 'general', member: { name: 'Anna', email: 'anna@example.test' } });

    const opened = await staffThread(db, sam, annaThread.id);
    expect(opened.messages.map((m) => m.author)).toEqual(['Anna', 'Anna']);
    expect(opened.thread.unread).toBe(2);
    expect(await unreadForStaff(db)).toBe(2);
    // Seen up to the first message: the second stays unread.
    expect(await markStaffThreadRead(db, sam, annaThread.id, opened.messages[0].id)).toEqual({ id: annaThread.id, changed: true });
    expect((await staffThread(db, sam, annaThread.id)).thread.unread).toBe(1);
    // Never backwards; a message of another thread moves nothing.
    expect(await markStaffThreadRead(db, sam, annaThread.id, opened.messages[0].id)).toEqual({ id: annaThread.id, changed: false });
    const bertThread = inbox.list.find((t) => t.member.id === bert.user.id)!;
    const bertFirst = (await staffThread(db, sam, bertThread.id)).messages[0].id;
    expect(await markStaffThreadRead(db, sam, annaThread.id, bertFirst)).toEqual({ id: annaThread.id, changed: false });
    expect(await statusOf(markStaffThreadRead(db, anna, annaThread.id, null))).toBe(404);
    expect(await markStaffThreadRead(db, sam, annaThread.id, opened.messages[1].id)).toEqual({ id: annaThread.id, changed: true });
    expect(await unreadForStaff(db)).toBe(1);
    // Read threads go after unread ones.
    const after = await staffThreads(db, sam, { filter: 'all', keyword: '', page: 1 });
    expect(after.list.map((t) => t.unread > 0)).toEqual([true, false]);
    expect((await staffThreads(db, sam, { filter: 'unread', keyword: '', page: 1 })).list.map((t) => t.member.id)).toEqual([bert.user.id]);

    const answer = await staffReply(db, sam, reply({ thread_id: annaThread.id, body: 'Thank you! A quote follows tomorrow.' }), NO_MAIL);
    expect(answer.message).toMatchObject({ from_staff: true, author: 'sam.sales' });
    expect(await unreadForMember(db, anna.user.id)).toBe(1);
    expect(await unreadForMember(db, bert.user.id)).toBe(0);
    // The page's session check reads the same count in its own query (the member menu's badge).
    const annaToken = (await createSession(db, anna.user.id, { userAgent: 'jest', clientAddress: '203.0.113.7' })).token;
    const pageUnread = async () => (await verifySession(db, annaToken, new Date(), { unread: true }))?.unread;
    expect(await pageUnread()).toBe(1);
    expect((await verifySession(db, annaToken))?.unread).toBeUndefined();
    const list = await memberThreads(db, anna);
    expect(list.unread_total).toBe(1);
    expect(list.list[0]).toMatchObject({ unread: 1, last_message: { from_staff: true } });
    // Reading writes nothing on the member's side either (a link from another site reads, too).
    const read = await memberThread(db, anna, { general: true });
    expect(read.messages.at(-1)).toMatchObject({ from_staff: true, author: null, body: 'Thank you! A quote follows tomorrow.' });
    expect(read.thread.unread).toBe(1);
    expect(await memberThread(db, anna, { thread: annaThread.id })).toMatchObject({ thread: { unread: 1 } });
    expect(await unreadForMember(db, anna.user.id)).toBe(1);
    // The page marks what it showed: a reply written after it was shown stays unread.
    await staffReply(db, sam, reply({ thread_id: annaThread.id, body: 'The samples ship on Monday.' }), NO_MAIL);
    const shownUpTo = read.messages.at(-1)!.id;
    expect(await markMemberThreadRead(db, anna, annaThread.id, shownUpTo)).toEqual({ id: annaThread.id, changed: true });
    expect(await unreadForMember(db, anna.user.id)).toBe(1);
    expect(await pageUnread()).toBe(1);
    expect((await memberThreads(db, anna)).list[0]).toMatchObject({ unread: 1, last_message: { body: 'The samples ship on Monday.' } });
    // Never backwards; a message of another thread moves nothing; another member's thread is not found.
    expect(await markMemberThreadRead(db, anna, annaThread.id, shownUpTo)).toEqual({ id: annaThread.id, changed: false });
    expect(await markMemberThreadRead(db, anna, annaThread.id, bertFirst)).toEqual({ id: annaThread.id, changed: false });
    expect(await statusOf(markMemberThreadRead(db, bert, annaThread.id, null))).toBe(404);
    expect(await statusOf(markMemberThreadRead(db, null, annaThread.id, null))).toBe(401);
    expect(await unreadForMember(db, anna.user.id)).toBe(1);
    // Without `up_to`: up to the newest there is.
    expect(await markMemberThreadRead(db, anna, annaThread.id, null)).toEqual({ id: annaThread.id, changed: true });
    expect(await unreadForMember(db, anna.user.id)).toBe(0);
    expect(await pageUnread()).toBe(0);
    expect((await memberThreads(db, anna)).unread_total).toBe(0);
    // The replies did not make the thread unread for staff.
    expect(await unreadForStaff(db)).toBe(1);
  });

  it('keeps the back office to sales and admin', async () => {
    expect(await statusOf(staffThreads(db, anna, { filter: 'all', keyword: '', page: 1 }))).toBe(404);
    expect(await statusOf(staffThreads(db, editor, { filter: 'all', keyword: '', page: 1 }))).toBe(404);
    expect(await statusOf(staffThreads(db, null, { filter: 'all', keyword: '', page: 1 }))).toBe(401);
    const thread = (await memberThreads(db, anna)).list[0].id!;
    const before = await messageCount();
    expect(await statusOf(staffThread(db, anna, thread))).toBe(404);
    expect(await statusOf(staffReply(db, anna, reply({ thread_id: thread, body: 'I am staff now' }), NO_MAIL))).toBe(404);
    expect(await statusOf(staffReply(db, editor, reply({ thread_id: thread, body: 'Hi' }), NO_MAIL))).toBe(404);
    expect(await statusOf(staffReply(db, sam, reply({ thread_id: 999_999, body: 'Hi' }), NO_MAIL))).toBe(404);
    expect(await statusOf(staffReply(db, sam, reply({ order_id: 999_999, body: 'Hi' }), NO_MAIL))).toBe(404);
    expect(await statusOf(staffReply(db, sam, reply({ member_id: 999_999, body: 'Hi' }), NO_MAIL))).toBe(404);
    expect(await messageCount()).toBe(before);
    const admin = await actorWith(db, 'ada.admin', ['member', 'admin']);
    expect((await staffThreads(db, admin, { filter: 'all', keyword: '', page: 1 })).total).toBe(2);
  });

  it("lets staff open any order's thread, attach their own files, and records it in the audit log", async () => {
    const order = await makeOrder(anna.user.id);
    expect(await staffOrderThreadId(db, sam, order)).toBeNull();
    const mine = await makeFile(sue.user.id, 'staff');
    const others = await makeFile(sam.user.id, 'staff');
    const memberFile = await makeFile(anna.user.id, 'member');
    for (const files of [[others], [memberFile]]) {
      await expect(staffReply(db, sue, reply({ order_id: order, body: 'Your proof', files }), NO_MAIL)).rejects.toMatchObject({ errors: { files: { key: 'fileUnknown' } } });
    }
    expect(await staffOrderThreadId(db, sam, order)).toBeNull();
    const posted = await staffReply(db, sue, reply({ order_id: order, body: 'Your proof is attached.', files: [mine] }), NO_MAIL);
    expect(await staffOrderThreadId(db, sam, order)).toBe(posted.thread_id);
    expect(posted.message.files.map((f) => f.handle)).toEqual([mine]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.reply'), eq(auditLog.entityId, String(posted.thread_id))));
    expect(audit).toMatchObject({
      actorId: sue.user.id,
      entity: 'message_thread',
      after: expect.objectContaining({ body: 'Your proof is attached.', files: [mine], order_id: order }),
    });
    // The member sees it among their threads, unread, with the order.
    const list = await memberThreads(db, anna);
    expect(list.list.find((t) => t.id === posted.thread_id)).toMatchObject({ kind: 'order', unread: 1, order: { id: order } });
    // 'Mine' is the threads this staff member wrote in; the search finds the order's reference and the member.
    expect((await staffThreads(db, sue, { filter: 'mine', keyword: '', page: 1 })).list.map((t) => t.id)).toEqual([posted.thread_id]);
    const [{ reference }] = await db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, order));
    expect((await staffThreads(db, sam, { filter: 'all', keyword: reference.toLowerCase(), page: 1 })).list.map((t) => t.id)).toEqual([posted.thread_id]);
    expect((await staffThreads(db, sam, { filter: 'all', keyword: 'bert.msg', page: 1 })).list.map((t) => t.member.id)).toEqual([bert.user.id]);
    expect((await staffThreads(db, sam, { filter: 'all', keyword: '100%_', page: 1 })).total).toBe(0);
    // A member's e-mail (any case) finds all of their threads, in the list's order, counted exactly.
    const all = await staffThreads(db, sam, { filter: 'all', keyword: '', page: 1 });
    const annas = await staffThreads(db, sam, { filter: 'all', keyword: 'ANNA@example', page: 1 });
    expect(annas.list.map((t) => t.id)).toEqual(all.list.filter((t) => t.member.id === anna.user.id).map((t) => t.id));
    expect(annas.total).toBe(annas.list.length);
    expect(annas.total).toBeGreaterThan(1);
    // A member's general thread can be started by staff too.
    const started = await staffReply(db, sam, reply({ member_id: bert.user.id, body: 'Welcome!' }), NO_MAIL);
    expect(started.thread_id).toBe((await memberThreads(db, bert)).list[0].id);
  });

  it('e-mails the member in the language of their latest message, only with mail configured and a confirmed address', async () => {
    const mails = async () => db.select().from(outbox).where(eq(outbox.purpose, 'message.reply'));
    const before = (await mails()).length;
    const thread = (await memberThreads(db, anna)).list[0].id!;
    await staffReply(db, sam, reply({ thread_id: thread, body: 'No mail server here.' }), NO_MAIL);
    expect(await mails()).toHaveLength(before);
    // Bert has no e-mail address.
    await staffReply(db, sam, reply({ order_id: bertOrder, body: 'Sample ships Monday.' }), MAIL_ENV);
    expect(await mails()).toHaveLength(before);
    // An address the member has not confirmed may be anyone's: the business writes nothing there.
    await db.update(users).set({ email: 'bert@example.test' }).where(eq(users.id, bert.user.id));
    await staffReply(db, sam, reply({ order_id: bertOrder, body: 'Sample ships Tuesday.' }), MAIL_ENV);
    expect(await mails()).toHaveLength(before);

    const file = await makeFile(sam.user.id, 'staff');
    await staffReply(db, sam, reply({ thread_id: thread, body: 'Here is the price list.', files: [file] }), MAIL_ENV);
    const sent = await mails();
    expect(sent).toHaveLength(before + 1);
    const mail = sent.at(-1)!;
    expect(mail).toMatchObject({ channel: 'mail', recipient: 'anna@example.test', leadId: null, status: 'queued' });
    const payload = mail.payload as { to: string; subject: string; text: string };
    expect(payload.to).toBe('anna@example.test');
    // Anna last wrote from the German site.
    expect(payload.text).toContain('Here is the price list.');
    expect(payload.text).toContain('/de/user/message');
    expect(payload.text).toMatch(/Anna/);
    expect(payload.text).toMatch(/art-.*\.pdf/);
    expect(payload.subject).toMatch(/Nachricht|Antwort/);

    // An order thread's mail names the order and links to it; a Japanese message makes it Japanese.
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, bert.user.id));
    await staffReply(db, sam, reply({ order_id: bertOrder, body: 'Proof tomorrow.' }), MAIL_ENV);
    const bertMail = (await mails()).at(-1)!.payload as { subject: string; text: string };
    expect(bertMail.subject).toContain('HO-');
    expect(bertMail.text).toContain(`/ja/user/message?order=${bertOrder}`);
  });

  it('pages a long thread, newest last', async () => {
    const carl = await actorWith(db, 'carl.msg', ['member']);
    for (let i = 1; i <= MESSAGES.pageSize + 5; i += 1) await postMemberMessage(db, carl, post({ general: true, body: `m${i}` }), 'en', new Date(Date.now() + i * 30_000));
    const first = await memberThread(db, carl, { general: true });
    expect(first.has_more).toBe(true);
    expect(first.messages).toHaveLength(MESSAGES.pageSize);
    expect(first.messages.at(-1)!.body).toBe(`m${MESSAGES.pageSize + 5}`);
    const older = await memberThread(db, carl, { general: true }, { before: first.messages[0].id });
    expect(older.has_more).toBe(false);
    expect(older.messages.map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('limits how fast a member posts', async () => {
    const dora = await actorWith(db, 'dora.msg', ['member']);
    const now = new Date();
    for (let i = 0; i < MESSAGES.memberPosts.max; i += 1) await postMemberMessage(db, dora, post({ general: true, body: `hi ${i}` }), 'en', now);
    const before = await messageCount();
    await expect(postMemberMessage(db, dora, post({ general: true, body: 'one more' }), 'en', now)).rejects.toBeInstanceOf(TooManyRequests);
    expect(await messageCount()).toBe(before);
    // Another member is not held back.
    const eve = await actorWith(db, 'eve.msg', ['member']);
    expect(await statusOf(postMemberMessage(db, eve, post({ general: true, body: 'hello' }), 'en', now))).toBe('ok');
  });
});
