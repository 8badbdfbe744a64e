/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { phoneCodes, users } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import type { ClientMeta } from '@/lib/server/http/client';
import { captchaRequiredFor } from './attempts';
import { loginWithPassword, loginWithPhoneCode, registerAccount, sendLoginCode } from './service';
import { verifySession } from './sessions';
import type { SmsMessage, SmsSender } from './sms';

jest.setTimeout(120_000);

let addressSeq = 0;
const client = (): ClientMeta => ({ address: `10.9.0.${++addressSeq}`, userAgent: 'jest' });
const password = 'correct horse battery';

class Recorder implements SmsSender {
  readonly name = 'recorder';
  sent: SmsMessage[] = [];
  fail = false;
  async send(message: SmsMessage) {
    if (this.fail) throw new Error('gateway down');
    this.sent.push(message);
  }
}

describe.each(testDatabases())('account calls on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  const register = (account: string, meta = client()) => registerAccount(opened.db, { account, password }, meta);

  it('registers an account with an argon2id hash and logs it in', async () => {
    const outcome = await register('anna');
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.created).toBe(true);
    const [row] = await opened.db.select().from(users).where(eq(users.account, 'anna'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.roles).toEqual(['member']);
    expect(row.points).toBe(0);
    expect((await verifySession(opened.db, outcome.session.token))?.user.id).toBe(row.id);
  });

  it('refuses a taken account name neutrally, and two racing registrations make one account', async () => {
    const taken = await register('anna');
    expect(taken).toEqual({ ok: false, reason: 'accountUnavailable', captchaRequired: false });
    const racing = await Promise.all([register('race'), register('race'), register('race')]);
    expect(racing.filter((o) => o.ok)).toHaveLength(1);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const unknown = await loginWithPassword(opened.db, { account: 'nobody', password }, client());
    const wrong = await loginWithPassword(opened.db, { account: 'anna', password: 'wrong password' }, client());
    const malformed = await loginWithPassword(opened.db, { account: 'a b', password }, client());
    expect(unknown).toEqual({ ok: false, reason: 'badCredentials', captchaRequired: false });
    expect(wrong).toEqual(unknown);
    expect(malformed).toEqual(unknown);
  });

  it('logs in with the right password, a new token each time', async () => {
    const first = await loginWithPassword(opened.db, { account: 'anna', password }, client());
    const second = await loginWithPassword(opened.db, { account: 'anna', password }, client());
    expect(first.ok && second.ok).toBe(true);
    if (first.ok && second.ok) expect(first.session.token).not.toBe(second.session.token);
  });

  it('counts failures from an address: the third one says that a captcha is now required', async () => {
    await register('bert');
    const meta = client();
    for (let i = 0; i < AUTH.captcha.freeFailures; i += 1) {
      const outcome = await loginWithPassword(opened.db, { account: 'bert', password: 'wrong password' }, meta);
      expect(outcome).toMatchObject({ reason: 'badCredentials', captchaRequired: i === AUTH.captcha.freeFailures - 1 });
    }
    expect(await captchaRequiredFor(opened.db, meta.address, 'bert')).toBe(true);
    expect(await captchaRequiredFor(opened.db, client().address, null)).toBe(false);
  });

  it('asks for a captcha on an account guessed from many addresses, but never locks its member out', async () => {
    await register('carl');
    for (let i = 0; i < AUTH.captcha.freeFailures; i += 1) {
      await loginWithPassword(opened.db, { account: 'carl', password: 'wrong password' }, client());
    }
    const member = client();
    expect(await captchaRequiredFor(opened.db, member.address, 'carl')).toBe(true);
    expect((await loginWithPassword(opened.db, { account: 'carl', password }, member)).ok).toBe(true);
    // A good login clears the account's failures.
    expect(await captchaRequiredFor(opened.db, client().address, 'carl')).toBe(false);
  });

  it('refuses a disabled account like a wrong password, and its sessions stop working', async () => {
    const dora = await register('dora');
    if (!dora.ok) throw new Error('registration failed');
    await opened.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, dora.user.id));
    expect(await loginWithPassword(opened.db, { account: 'dora', password }, client())).toMatchObject({ ok: false, reason: 'badCredentials' });
    expect(await verifySession(opened.db, dora.session.token)).toBeNull();
  });

  it('sends a login code the same way whether or not the phone has an account', async () => {
    const sms = new Recorder();
    const text = (code: string) => `code ${code}`;
    const newcomer = await sendLoginCode(opened.db, '+8613700000001', sms, text);
    await opened.db.insert(users).values({ phone: '+8613700000002' });
    const member = await sendLoginCode(opened.db, '+8613700000002', sms, text);
    expect(newcomer).toEqual({ ok: true, expiresIn: 600, resendAfter: 60 });
    expect(member).toEqual(newcomer);
    expect(sms.sent.map((m) => m.phone)).toEqual(['+8613700000001', '+8613700000002']);
    expect(sms.sent[0].text).toBe(`code ${sms.sent[0].code}`);
  });

  it('withdraws a code the gateway could not send', async () => {
    const sms = new Recorder();
    sms.fail = true;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await sendLoginCode(opened.db, '+8613720000000', sms, String)).toEqual({ ok: false, reason: 'smsFailed' });
    errors.mockRestore();
    const rows = await opened.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+8613720000000'));
    expect(rows).toHaveLength(1);
    expect(rows[0].usedAt).not.toBeNull();
  });

  it('registers a new phone at its first code login and finds it at the next', async () => {
    const sms = new Recorder();
    const phone = '+8613812345716';
    await sendLoginCode(opened.db, phone, sms, String);
    const first = await loginWithPhoneCode(opened.db, { phone, code: sms.sent[0].code }, client());
    expect(first).toMatchObject({ ok: true, created: true });
    if (!first.ok) return;
    expect(first.user).toMatchObject({ phone, account: null, passwordHash: null, nickname: '138****5716' });
    expect(await loginWithPhoneCode(opened.db, { phone, code: sms.sent[0].code }, client())).toEqual({ ok: false, reason: 'codeWrong' });

    const later = new Date(Date.now() + 61_000);
    await sendLoginCode(opened.db, phone, sms, String, later);
    const second = await loginWithPhoneCode(opened.db, { phone, code: sms.sent[1].code }, client(), later);
    expect(second).toMatchObject({ ok: true, created: false });
    if (second.ok) expect(second.user.id).toBe(first.user.id);
  });
});
