/** @jest-environment node */
import { count } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { consultRequests } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { createConsult, validateConsult } from './consult';
import { hitRateLimit } from './rate-limit';

jest.setTimeout(60_000);

const valid = {
  name: '  Anna Schmidt ',
  company: 'Nordic Gear GmbH',
  email: 'anna@nordic-gear.example',
  phone: '+49 30 1234567',
  country: 'Germany',
  quantity: '1500',
  message: 'We need 1,500 neoprene pouches with our logo, please quote.',
};

describe('validateConsult', () => {
  it('accepts a valid request, trims strings and parses numbers', () => {
    const result = validateConsult(valid, 'en');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.name).toBe('Anna Schmidt');
    expect(result.value.quantity).toBe(1500);
    expect(result.value.productId).toBeNull();
    expect(result.value.locale).toBe('en');
  });

  it.each([
    [{ name: '' }, 'name', 'required'],
    [{ name: '   ' }, 'name', 'required'],
    [{ name: 42 }, 'name', undefined],
    [{ name: 'x'.repeat(80) }, 'name', 'tooLong'],
    [{ email: 'not-an-email' }, 'email', 'email'],
    [{ email: 'a@b' }, 'email', 'email'],
    [{ email: undefined }, 'email', 'required'],
    [{ phone: 'call me' }, 'phone', 'phone'],
    [{ message: 'short' }, 'message', 'tooShort'],
    [{ message: 'x'.repeat(2000) }, 'message', 'tooLong'],
    [{ quantity: '-3' }, 'quantity', 'quantity'],
    [{ quantity: '1.5' }, 'quantity', 'quantity'],
    [{ product_id: 'abc' }, 'product_id', 'product'],
    [{ locale: 'xx' }, 'locale', 'locale'],
    [{ source_page: 'https://evil.example/' }, 'source_page', 'sourcePage'],
    [{ source_page: '//evil.example/' }, 'source_page', 'sourcePage'],
    [{ name: { $ne: 1 } }, 'name', 'required'],
  ])('rejects %j on %s', (patch, field, key) => {
    const result = validateConsult({ ...valid, ...patch }, 'en');
    if (key === undefined) {
      // a number is accepted as text
      expect(result.ok).toBe(true);
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field].key).toBe(key);
  });
});

describe.each(testDatabases())('consult storage on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('stores every one of 40 concurrent requests', async () => {
    const checked = validateConsult(valid, 'de');
    if (!checked.ok) throw new Error('fixture invalid');
    const receipts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        createConsult(opened.db, { ...checked.value, sourcePage: `/contact?n=${i}` }, { clientAddress: `10.0.0.${i}`, userAgent: 'jest' }),
      ),
    );
    expect(new Set(receipts.map((r) => r.id)).size).toBe(40);
    const [{ n }] = await opened.db.select({ n: count() }).from(consultRequests);
    expect(n).toBe(40);
  });

  it('allows exactly max hits per window even when they arrive at once', async () => {
    const limit = { max: 5, windowSeconds: 600 };
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(opened.db, 'test:one', limit)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const other = await hitRateLimit(opened.db, 'test:two', limit);
    expect(other.allowed).toBe(true);
  });

  it('opens a new window when the old one has passed', async () => {
    const limit = { max: 1, windowSeconds: 60 };
    const start = new Date('2026-01-01T00:00:00Z');
    expect((await hitRateLimit(opened.db, 'test:window', limit, start)).allowed).toBe(true);
    const blocked = await hitRateLimit(opened.db, 'test:window', limit, new Date(start.getTime() + 30_000));
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBe(30);
    expect((await hitRateLimit(opened.db, 'test:window', limit, new Date(start.getTime() + 61_000))).allowed).toBe(true);
  });
});
