/** @jest-environment node */
import { and, eq, isNull } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog, outbox, passwordResetCodes, sessions, users } from '@/lib/server/db/schema';
import { statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { hashPassword, verifyPassword } from './password';
import { requestPasswordReset, resetPassword, type ResetDelivery, type ResetTexts } from './password-reset';
import { createSession, verifySession } from './sessions';
import type { SmsMessage } from './sms';
import { renderMetrics } from '@/lib/server/observability/metrics.mjs';

/** password_reset_codes_total for `channel`, as /metrics shows it (0 before the first). */
async function resetCodesCounted(channel: string): Promise<number> {
  const line = (await renderMetrics()).body.split('\n').find((l) => l.startsWith(`password_reset_codes_total{channel="${channel}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

jest.setTimeout(120_000);

const env = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@example.test' } as unknown as NodeJS.ProcessEnv;
const texts: ResetTexts = {
  mail: (code, minutes) => ({ subject: `Reset code ${code}`, text: `Your reset code is ${code}, for ${minutes} minutes.` }),
  sms: (code) => `Reset code ${code}`,
};
const meta = { userAgent: 'jest', clientAddress: '127.0.0.1' };
const NEW_PASSWORD = 'brand new secret 42';

describe.each(testDatabases())('password reset on $name', ({ open }) => {
  let opened: OpenedDatabase;
  const texted: SmsMessage[] = [];
  const pending: Promise<void>[] = [];
  const delivery: ResetDelivery = {
    sms: { name: 'recorder', send: async (m) => void texted.push(m) },
    later: (task) => void pending.push(task()),
    env,
  };
  const t0 = Date.now();
  const at = (minutes: number) => new Date(t0 + minutes * 60_000);
  let seq = 0;

  async function member(withMail: boolean, withPhone: boolean) {
    const n = ++seq;
    const [user] = await opened.db
      .insert(users)
      .values({
        account: `reset.member${n}`,
        passwordHash: await hashPassword('old password 1'),
        email: withMail ? `reset${n}@example.com` : null,
        emailVerifiedAt: withMail ? new Date(t0) : null,
        phone: withPhone ? `+8613800000${String(n).padStart(3, '0')}` : null,
      })
      .returning();
    return user;
  }
  const mailedCode = async (to: string) => {
    const rows = await opened.db.select().from(outbox).where(eq(outbox.recipient, to));
    return /reset code is (\d{6})/.exec(String(rows.at(-1)?.payload.text))![1];
  };
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('mails a code to an account with a proved e-mail; the code works once and ends every session', async () => {
    const db = opened.db;
    const anna = await member(true, false);
    const first = await createSession(db, anna.id, meta, at(0));
    const second = await createSession(db, anna.id, meta, at(0));
    const receipt = await requestPasswordReset(db, 'Reset.Member1 ', texts, delivery, at(0));
    expect(receipt).toEqual({ expires_in: AUTH.code.ttlSeconds, resend_after: AUTH.reset.codePerTarget.windowSeconds });
    const code = await mailedCode(anna.email!);
    const [row] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, anna.id));
    expect(row).toMatchObject({ channel: 'mail', attempts: 0, usedAt: null });
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain('reset.member1');

    const input = { target: 'reset.member1', code, password: NEW_PASSWORD };
    expect(await resetPassword(db, input, at(1))).toEqual({ endedSessions: 2 });
    const [after] = await db.select().from(users).where(eq(users.id, anna.id));
    expect(await verifyPassword(after.passwordHash!, NEW_PASSWORD)).toBe(true);
    expect(await verifySession(db, first.token, at(1))).toBeNull();
    expect(await verifySession(db, second.token, at(1))).toBeNull();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.password.reset'), eq(auditLog.entityId, String(anna.id))));
    expect(audit).toMatchObject({ actorId: anna.id, actorLabel: `member #${anna.id}` });

    // One time only.
    expect(await statusOf(resetPassword(db, { ...input, password: 'another one 99' }, at(2)))).toBe(400);
  });

  it('gives an unknown target the same receipt, writes a row no code matches, and sends nothing', async () => {
    const db = opened.db;
    const before = (await db.select().from(outbox)).length;
    const known = await member(true, true);
    const noneBefore = await resetCodesCounted('none');
    const unknown = await requestPasswordReset(db, 'nobody.here', texts, delivery, at(0));
    // What the visitor cannot tell apart, the operator can: a rise of these is someone trying accounts.
    expect(await resetCodesCounted('none')).toBe(noneBefore + 1);
    const found = await requestPasswordReset(db, known.account!, texts, delivery, at(0));
    expect(unknown).toEqual(found);
    expect((await db.select().from(outbox)).length).toBe(before + 1);
    const rows = await db.select().from(passwordResetCodes).where(isNull(passwordResetCodes.userId));
    expect(rows.some((r) => r.channel === 'none')).toBe(true);
    for (const code of ['000000', '123456']) expect(await statusOf(resetPassword(db, { target: 'nobody.here', code, password: NEW_PASSWORD }, at(1)))).toBe(400);
  });

  it('texts a code to a phone (after the answer), read in its stored form', async () => {
    const db = opened.db;
    const phoneOnly = await member(false, true);
    const national = phoneOnly.phone!.replace('+86', '');
    await requestPasswordReset(db, national.replace(/(\d{3})(\d{4})/, '$1 $2 '), texts, delivery, at(0));
    await Promise.all(pending);
    const sms = texted.find((m) => m.phone === phoneOnly.phone)!;
    expect(sms.text).toBe(`Reset code ${sms.code}`);
    expect(await resetPassword(db, { target: phoneOnly.phone!, code: sms.code, password: NEW_PASSWORD }, at(1))).toEqual({ endedSessions: 0 });
  });

  it('lets a code take five guesses, then it is dead even for the right one', async () => {
    const db = opened.db;
    const bert = await member(true, false);
    await requestPasswordReset(db, bert.email!, texts, delivery, at(0));
    const code = await mailedCode(bert.email!);
    const input = { target: bert.email!.toUpperCase(), code: wrongFor(code), password: NEW_PASSWORD };
    for (let i = 1; i < AUTH.code.maxAttempts; i++) expect(await statusOf(resetPassword(db, input, at(1)))).toBe(400);
    expect(await statusOf(resetPassword(db, { ...input, code: wrongFor(code) }, at(1)))).toBe(400);
    expect(await statusOf(resetPassword(db, { ...input, code }, at(1)))).toBe(400);
    const [after] = await db.select().from(users).where(eq(users.id, bert.id));
    expect(await verifyPassword(after.passwordHash!, 'old password 1')).toBe(true);
  });

  it('lets a code expire after ten minutes, and a newer code replaces the older', async () => {
    const db = opened.db;
    const cleo = await member(true, false);
    await requestPasswordReset(db, cleo.email!, texts, delivery, at(0));
    const old = await mailedCode(cleo.email!);
    expect(await statusOf(resetPassword(db, { target: cleo.email!, code: old, password: NEW_PASSWORD }, at(10.1)))).toBe(400);
    await requestPasswordReset(db, cleo.email!, texts, delivery, at(11));
    const fresh = await mailedCode(cleo.email!);
    if (fresh !== old) expect(await statusOf(resetPassword(db, { target: cleo.email!, code: old, password: NEW_PASSWORD }, at(12)))).toBe(400);
    expect(await statusOf(resetPassword(db, { target: cleo.email!, code: fresh, password: NEW_PASSWORD }, at(12)))).toBe('ok');
  });

  it('limits codes per target, whether or not it names a member, and never uses an unproved e-mail', async () => {
    const db = opened.db;
    const dora = await member(false, false);
    await db.update(users).set({ email: 'dora@example.com' }).where(eq(users.id, dora.id));
    for (const target of ['dora@example.com', 'ghost@example.com']) {
      await requestPasswordReset(db, target, texts, delivery, at(20));
      expect(await statusOf(requestPasswordReset(db, target, texts, delivery, at(20.5)))).toBe(429);
      for (let i = 1; i < AUTH.reset.codePerTargetHour.max; i++) await requestPasswordReset(db, target, texts, delivery, at(21 + i));
      expect(await statusOf(requestPasswordReset(db, target, texts, delivery, at(30)))).toBe(429);
    }
    expect(await db.select().from(outbox).where(eq(outbox.recipient, 'dora@example.com'))).toHaveLength(0);
  });

  it('refuses a disabled member and changes nothing', async () => {
    const db = opened.db;
    const eve = await member(true, false);
    await requestPasswordReset(db, eve.email!, texts, delivery, at(40));
    const code = await mailedCode(eve.email!);
    await db
      .update(users)
      .set({ disabledAt: at(40) })
      .where(eq(users.id, eve.id));
    expect(await statusOf(resetPassword(db, { target: eve.email!, code, password: NEW_PASSWORD }, at(41)))).toBe(400);
    const live = await db.select().from(sessions).where(eq(sessions.userId, eve.id));
    expect(live).toHaveLength(0);
    const [after] = await db.select().from(users).where(eq(users.id, eve.id));
    expect(await verifyPassword(after.passwordHash!, 'old password 1')).toBe(true);
  });
});
