/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { firstPasswordSchema, passwordChangeSchema } from '@/lib/api/contract/members';
import { validate } from '@/lib/validation/kit';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { outbox, sessions, storedFiles, users } from '@/lib/server/db/schema';
import { InvalidInput } from '@/lib/server/problems';
import { LocalDiskStorage } from '@/lib/server/files/storage';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { openAvatar, storeAvatar } from './avatar';
import { hashPassword, verifyPassword } from './password';
import { changePassword, changePhone, requestEmailCode, requestPhoneChangeCode, setFirstPassword, updateProfile, verifyEmailCode } from './profile';
import { createSession, verifySession } from './sessions';
import type { SmsMessage, SmsSender } from './sms';

jest.setTimeout(120_000);

const env = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@example.test' } as unknown as NodeJS.ProcessEnv;
const mail = (code: string, minutes: number) => ({ subject: `Code ${code}`, text: `Your code is ${code} (${minutes} min)` });
const client = { address: '203.0.113.9', userAgent: 'jest' };

class RecordingSender implements SmsSender {
  readonly name = 'recording';
  sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    this.sent.push(message);
  }
}

function uploadOf(bytes: Buffer): Request {
  return new Request('http://localhost/basic-api/v1/user/avatar', { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-length': String(bytes.length) } });
}

describe.each(testDatabases())('the profile on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let anna: Actor;
  let bert: Actor;
  let t0: number;
  beforeAll(async () => {
    opened = await open();
    anna = await actorWith(opened.db, 'anna.profile', ['member']);
    bert = await actorWith(opened.db, 'bert.profile', ['member']);
    t0 = Date.now();
  });
  afterAll(() => opened?.close());
  const at = (minutes: number) => new Date(t0 + minutes * 60_000);

  it('saves the nickname and company of the acting member only', async () => {
    const db = opened.db;
    const user = await updateProfile(db, anna, { nickname: 'Anna Li', company: 'Li Bags Ltd.' });
    expect(user).toMatchObject({ id: anna.user.id, nickname: 'Anna Li', company: 'Li Bags Ltd.' });
    const [b] = await db.select().from(users).where(eq(users.id, bert.user.id));
    expect(b).toMatchObject({ nickname: 'bert.profile', company: '' });
    expect(await statusOf(updateProfile(db, null, { nickname: 'x', company: '' }))).toBe(401);
  });

  it('proves a new e-mail with the code mailed to it through the outbox', async () => {
    const db = opened.db;
    await requestEmailCode(db, anna, 'anna@example.com', mail, at(0), env);
    const [queued] = await db.select().from(outbox).where(eq(outbox.recipient, 'anna@example.com'));
    expect(queued).toMatchObject({ purpose: 'member.email-code', channel: 'mail', status: 'queued' });
    const code = /Your code is (\d{6})/.exec(String(queued.payload.text))![1];
    expect(queued.payload.subject).toBe(`Code ${code}`);

    // Too soon for another; a wrong code, another member, another address: nothing proved.
    expect(await statusOf(requestEmailCode(db, anna, 'anna@example.com', mail, at(0.5), env))).toBe(429);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await statusOf(verifyEmailCode(db, anna, { email: 'anna@example.com', code: wrong }, at(1)))).toBe(400);
    expect(await statusOf(verifyEmailCode(db, bert, { email: 'anna@example.com', code }, at(1)))).toBe(400);
    expect(await statusOf(verifyEmailCode(db, anna, { email: 'other@example.com', code }, at(1)))).toBe(400);
    const [before] = await db.select().from(users).where(eq(users.id, anna.user.id));
    expect(before.emailVerifiedAt).toBeNull();

    const proved = await verifyEmailCode(db, anna, { email: 'anna@example.com', code }, at(2));
    expect(proved).toMatchObject({ email: 'anna@example.com', emailVerifiedAt: at(2) });
    // Used up.
    expect(await statusOf(verifyEmailCode(db, anna, { email: 'anna@example.com', code }, at(2)))).toBe(400);
  });

  it('keeps a proved e-mail to one member in the database too (two proofs at the same moment cannot both pass)', async () => {
    const db = opened.db;
    const one = await actorWith(db, 'uniq.one', ['member']);
    const two = await actorWith(db, 'uniq.two', ['member']);
    await db.update(users).set({ email: 'Same@Example.com', emailVerifiedAt: new Date() }).where(eq(users.id, one.user.id));
    await expect(db.update(users).set({ email: 'same@example.com', emailVerifiedAt: new Date() }).where(eq(users.id, two.user.id))).rejects.toThrow();
    // Unproved, the address may be typed by anyone (it links nothing).
    await db.update(users).set({ email: 'same@example.com' }).where(eq(users.id, two.user.id));
  });

  it('refuses an address another member has proved, and one that is already the member’s own', async () => {
    const db = opened.db;
    const taken = await requestEmailCode(db, bert, 'anna@example.com', mail, at(3), env).catch((e: unknown) => e);
    expect((taken as InvalidInput).errors).toEqual({ email: { key: 'taken' } });
    expect(await statusOf(requestEmailCode(db, anna, 'anna@example.com', mail, at(3), env))).toBe(400);
    expect(await statusOf(requestEmailCode(db, anna, 'new@example.com', mail, at(3), {} as NodeJS.ProcessEnv))).toBe(503);
  });

  it('kills a code after a few wrong guesses', async () => {
    const db = opened.db;
    await requestEmailCode(db, bert, 'bert@example.com', mail, at(10), env);
    const [row] = await db.select().from(outbox).where(eq(outbox.recipient, 'bert@example.com'));
    const code = /Your code is (\d{6})/.exec(String(row.payload.text))![1];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await statusOf(verifyEmailCode(db, bert, { email: 'bert@example.com', code: wrong }, at(11)));
    expect(await statusOf(verifyEmailCode(db, bert, { email: 'bert@example.com', code }, at(11)))).toBe(400);
  });

  it('changes the phone with the code sent to the new number, bound to the member', async () => {
    const db = opened.db;
    const sender = new RecordingSender();
    await db.update(users).set({ phone: '+8613900000001' }).where(eq(users.id, bert.user.id));
    const taken = await requestPhoneChangeCode(db, anna, '+8613900000001', sender, (c) => `code ${c}`, at(20)).catch((e: unknown) => e);
    expect((taken as InvalidInput).errors).toEqual({ phone: { key: 'taken' } });
    expect(sender.sent).toHaveLength(0);

    await requestPhoneChangeCode(db, anna, '+8613900000002', sender, (c) => `code ${c}`, at(20));
    expect(sender.sent).toHaveLength(1);
    const { code } = sender.sent[0];
    // Bert cannot use Anna's code for the same number.
    expect(await statusOf(changePhone(db, bert, { phone: '+8613900000002', code }, at(21)))).toBe(400);
    const changed = await changePhone(db, anna, { phone: '+8613900000002', code }, at(21));
    expect(changed.phone).toBe('+8613900000002');
    expect(await statusOf(requestPhoneChangeCode(db, anna, '+8613900000002', sender, (c) => c, at(30)))).toBe(400);
  });

  it('changes the password with the current one and ends the other sessions only', async () => {
    const db = opened.db;
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('old-password-1') })
      .where(eq(users.id, anna.user.id));
    const here = await createSession(db, anna.user.id, { userAgent: 'here', clientAddress: '1' });
    const there = await createSession(db, anna.user.id, { userAgent: 'there', clientAddress: '2' });
    const bertSession = await createSession(db, bert.user.id, { userAgent: 'b', clientAddress: '3' });
    const me: Actor = { ...anna, sessionId: (await verifySession(db, here.token))!.sessionId };

    const wrong = await changePassword(db, me, { current_password: 'nope-nope-1', password: 'new-password-2' }).catch((e: unknown) => e);
    expect((wrong as InvalidInput).errors).toEqual({ current_password: { key: 'passwordWrong' } });
    expect(await verifySession(db, there.token)).not.toBeNull();

    const done = await changePassword(db, me, { current_password: 'old-password-1', password: 'new-password-2' });
    expect(done.endedSessions).toBe(1);
    expect(await verifySession(db, here.token)).not.toBeNull();
    expect(await verifySession(db, there.token)).toBeNull();
    expect(await verifySession(db, bertSession.token)).not.toBeNull();
    const [row] = await db.select().from(users).where(eq(users.id, anna.user.id));
    expect(await verifyPassword(row.passwordHash!, 'new-password-2')).toBe(true);
  });

  it('pauses after a few wrong current passwords', async () => {
    const db = opened.db;
    // One wrong guess was made in the test above: four more, then even the right password waits.
    for (let i = 0; i < 4; i += 1) expect(await statusOf(changePassword(db, anna, { current_password: `wrong-${i}-xxxx`, password: 'whatever-123' }))).toBe(400);
    expect(await statusOf(changePassword(db, anna, { current_password: 'new-password-2', password: 'whatever-123' }))).toBe(429);
  });

  it('lets a phone member set a first password with an account name, once', async () => {
    const db = opened.db;
    const [phoneOnly] = await db.insert(users).values({ phone: '+8613900000009', nickname: '139****0009' }).returning();
    const carl: Actor = { user: phoneOnly, roles: ['member'], sessionId: 0, expiresAt: new Date(Date.now() + 60_000) };
    expect(await statusOf(changePassword(db, carl, { current_password: 'x', password: 'first-password' }))).toBe(409);
    const noName = await setFirstPassword(db, carl, { account: '', password: 'first-password' }).catch((e: unknown) => e);
    expect((noName as InvalidInput).errors).toEqual({ account: { key: 'required' } });
    const takenName = await setFirstPassword(db, carl, { account: 'anna.profile', password: 'first-password' }).catch((e: unknown) => e);
    expect((takenName as InvalidInput).errors).toEqual({ account: { key: 'accountTaken' } });
    const { user } = await setFirstPassword(db, carl, { account: 'carl.phone', password: 'first-password' });
    expect(user.account).toBe('carl.phone');
    expect(await statusOf(setFirstPassword(db, carl, { account: '', password: 'again-password' }))).toBe(409);
  });

  it('stores an avatar as a 256 px WebP, replaces the earlier one, and refuses what is not a picture', async () => {
    const db = opened.db;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'avatar-test-'));
    const storage = new LocalDiskStorage(dir);
    try {
      const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c33' } })
        .png()
        .toBuffer();
      const first = await storeAvatar(db, anna, uploadOf(png), client, storage);
      expect(first.avatar).toMatch(/^\/basic-api\/v1\/avatars\/[0-9a-f]{32}$/);
      const handle = first.avatar.split('/').pop()!;
      const stored = await openAvatar(db, handle, storage);
      const bytes = Buffer.from(await new Response(stored!.body).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

      const second = await storeAvatar(db, anna, uploadOf(png), client, storage);
      expect(second.avatar).not.toBe(first.avatar);
      expect(await openAvatar(db, handle, storage)).toBeNull();
      const rows = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerId, anna.user.id), eq(storedFiles.purpose, 'avatar')));
      expect(rows).toHaveLength(1);

      expect(await statusOf(storeAvatar(db, anna, uploadOf(Buffer.from('%PDF-1.4 not a picture')), client, storage))).toBe(415);
      // A PNG header over garbage fails in the decoder, not later.
      const fake = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
      expect(await statusOf(storeAvatar(db, anna, uploadOf(fake), client, storage))).toBe(415);
      const [after] = await db.select().from(users).where(eq(users.id, anna.user.id));
      expect(after.avatar).toBe(second.avatar);
      expect(await statusOf(storeAvatar(db, null, uploadOf(png), client, storage))).toBe(401);
      expect(await openAvatar(db, '../etc/passwd', storage)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('serves only pictures at the public avatar address: a member’s or staff file by its handle is not found there', async () => {
    const db = opened.db;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'avatar-private-'));
    const storage = new LocalDiskStorage(dir);
    try {
      for (const purpose of ['member', 'staff', 'inquiry'] as const) {
        const handle = `${purpose}`.padEnd(8, '0').replace(/[^0-9a-f]/g, 'a') + 'f'.repeat(24);
        await storage.put(`files/${purpose}/${handle}`, Buffer.from('%PDF-1.4 private artwork'));
        await db.insert(storedFiles).values({
          handle,
          storageKey: `files/${purpose}/${handle}`,
          purpose,
          name: 'art.pdf',
          mime: 'application/pdf',
          bytes: 24,
          sha256: '0'.repeat(64),
          ownerId: bert.user.id,
        });
        expect([purpose, await openAvatar(db, handle, storage)]).toEqual([purpose, null]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps sessions of other members untouched by password changes', async () => {
    const db = opened.db;
    const live = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, bert.user.id), isNull(sessions.revokedAt)));
    expect(live.length).toBeGreaterThan(0);
  });
});

describe('the password forms', () => {
  it('need the new password twice and the current one', () => {
    expect(validate(passwordChangeSchema, { current_password: 'a', password: 'short', password_confirmation: 'short' })).toMatchObject({
      ok: false,
      errors: { password: { key: 'passwordLength' } },
    });
    expect(validate(passwordChangeSchema, { current_password: 'a', password: 'long-enough-1', password_confirmation: 'long-enough-2' })).toMatchObject({
      ok: false,
      errors: { password_confirmation: { key: 'passwordMismatch' } },
    });
    expect(validate(passwordChangeSchema, { password: 'long-enough-1', password_confirmation: 'long-enough-1' })).toMatchObject({
      ok: false,
      errors: { current_password: { key: 'required' } },
    });
    expect(validate(firstPasswordSchema, { account: 'Carl.Phone', password: 'long-enough-1', password_confirmation: 'long-enough-1' })).toEqual({
      ok: true,
      value: { account: 'carl.phone', password: 'long-enough-1' },
    });
    expect(validate(firstPasswordSchema, { account: 'a b', password: 'long-enough-1', password_confirmation: 'long-enough-1' })).toMatchObject({
      ok: false,
      errors: { account: { key: 'account' } },
    });
  });
});
