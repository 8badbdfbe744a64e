/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { AUTH } from '@/lib/config';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { phoneCodes } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { consumePhoneCode, issuePhoneCode, newCode, requestPhoneCode } from './phone-codes';

jest.setTimeout(60_000);

describe('newCode', () => {
  it('is six digits, leading zeros kept, spread over the range', () => {
    const codes = Array.from({ length: 5000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(4950);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });
});

let phoneSeq = 0;
const nextPhone = () => `+86139${String(++phoneSeq).padStart(8, '0')}`;

describe.each(testDatabases())('phone codes on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('stores the code hashed and lets it work once', async () => {
    const phone = nextPhone();
    const { code, id } = await issuePhoneCode(opened.db, phone, 'login');
    const [row] = await opened.db.select().from(phoneCodes).where(eq(phoneCodes.id, id));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(await consumePhoneCode(opened.db, phone, 'login', code)).toBe(true);
    expect(await consumePhoneCode(opened.db, phone, 'login', code)).toBe(false);
  });

  it('is valid for 10 minutes', async () => {
    const phone = nextPhone();
    const start = new Date('2026-04-01T10:00:00Z');
    const { code } = await issuePhoneCode(opened.db, phone, 'login', start);
    expect(AUTH.code.ttlSeconds).toBe(600);
    expect(await consumePhoneCode(opened.db, phone, 'login', code, new Date(start.getTime() + 600_000))).toBe(false);
    const again = await issuePhoneCode(opened.db, phone, 'login', start);
    expect(await consumePhoneCode(opened.db, phone, 'login', again.code, new Date(start.getTime() + 599_000))).toBe(true);
  });

  it('belongs to its phone only', async () => {
    const phone = nextPhone();
    const { code } = await issuePhoneCode(opened.db, phone, 'login');
    expect(await consumePhoneCode(opened.db, nextPhone(), 'login', code)).toBe(false);
    expect(await consumePhoneCode(opened.db, phone, 'login', code)).toBe(true);
  });

  it('dies after 5 wrong guesses, even with the right code on the sixth', async () => {
    const phone = nextPhone();
    const { code } = await issuePhoneCode(opened.db, phone, 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < AUTH.code.maxAttempts; i += 1) expect(await consumePhoneCode(opened.db, phone, 'login', wrong)).toBe(false);
    expect(await consumePhoneCode(opened.db, phone, 'login', code)).toBe(false);
  });

  it('counts parallel guesses: at most 5 of 30 are even compared', async () => {
    const phone = nextPhone();
    const { code, id } = await issuePhoneCode(opened.db, phone, 'login');
    const wrong = code === '000000' ? '000001' : '000000';
    await Promise.all(Array.from({ length: 30 }, () => consumePhoneCode(opened.db, phone, 'login', wrong)));
    const [row] = await opened.db.select().from(phoneCodes).where(eq(phoneCodes.id, id));
    expect(row.attempts).toBe(AUTH.code.maxAttempts);
    expect(await consumePhoneCode(opened.db, phone, 'login', code)).toBe(false);
  });

  it('is used once even when the right code arrives twice at the same moment', async () => {
    const phone = nextPhone();
    const { code } = await issuePhoneCode(opened.db, phone, 'login');
    const results = await Promise.all(Array.from({ length: 5 }, () => consumePhoneCode(opened.db, phone, 'login', code)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('replaces the earlier code with a new one', async () => {
    const phone = nextPhone();
    const first = await issuePhoneCode(opened.db, phone, 'login');
    const second = await issuePhoneCode(opened.db, phone, 'login');
    if (first.code !== second.code) expect(await consumePhoneCode(opened.db, phone, 'login', first.code)).toBe(false);
    expect(await consumePhoneCode(opened.db, phone, 'login', second.code)).toBe(true);
  });

  it('limits requests per phone, whoever asks: one a minute, five an hour', async () => {
    const phone = nextPhone();
    const start = new Date('2026-04-02T10:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const ask = (seconds: number) => requestPhoneCode(opened.db, { phone, purpose: 'login' }, at(seconds));
    const first = await ask(0);
    expect(first).toMatchObject({ ok: true, expiresIn: 600, resendAfter: 60 });
    expect(await ask(30)).toEqual({ ok: false, reason: 'rateLimited', retryAfterSeconds: 30 });
    for (const seconds of [61, 122, 183, 244]) expect((await ask(seconds)).ok).toBe(true);
    const sixth = await ask(305);
    expect(sixth.ok).toBe(false);
    if (!sixth.ok) expect(sixth.retryAfterSeconds).toBe(3600 - 305);
    expect((await ask(3601)).ok).toBe(true);
  });
});
