/** @jest-environment node */
import { count } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { consultRequests } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { validateConsult } from '@/lib/validation/consult';
import { InvalidInput } from '@/lib/server/problems';
import { submitConsult } from './service';
import { VALID_CONSULT } from '@/lib/testing/consult-request';

jest.setTimeout(60_000);

const valid = VALID_CONSULT;

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
        submitConsult(opened.db, { ...checked.value, sourcePage: `/contact?n=${i}` }, { address: `10.0.0.${i}`, userAgent: 'jest' }),
      ),
    );
    expect(new Set(receipts.map((r) => r.id)).size).toBe(40);
    const [{ n }] = await opened.db.select({ n: count() }).from(consultRequests);
    expect(n).toBe(40);
  });

  it('stores nothing for a product that does not exist', async () => {
    const checked = validateConsult({ ...valid, product_id: 999_999 }, 'en');
    if (!checked.ok) throw new Error('fixture invalid');
    const [{ n: before }] = await opened.db.select({ n: count() }).from(consultRequests);
    await expect(submitConsult(opened.db, checked.value, { address: '10.0.1.1', userAgent: 'jest' })).rejects.toBeInstanceOf(InvalidInput);
    const [{ n: after }] = await opened.db.select({ n: count() }).from(consultRequests);
    expect(after).toBe(before);
  });
});
