/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { auditLog } from '@/lib/server/db/schema';
import { paymentDetailsSchema, type PaymentValues } from '@/lib/api/contract/payment-details';
import { catalogueCast, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { errorKeys, valid } from '@/lib/server/testing/validation';
import { validate } from '@/lib/validation/kit';
import { getPaymentDetails, paymentDetailsForDocuments, savePaymentDetails } from './payment-details';
import { listSystemConfig } from './service';

jest.setTimeout(120_000);

const DETAILS: PaymentValues = {
  beneficiary: 'Dongguan Hengxin Case Co., Ltd.',
  bank_name: 'Bank of China, Dongguan Branch',
  account: 'CN12 3456 7890 1234',
  swift: 'BKCHCNBJ45A',
  bank_address: '1 Dongcheng Road, Dongguan, Guangdong, China',
  terms: '30% deposit with the order, 70% before shipping.',
};

describe('the payment details as sent', () => {
  it('reads every field, keeps the SWIFT code in capitals and refuses malformed codes and accounts', () => {
    expect(valid(validate(paymentDetailsSchema, { ...DETAILS, swift: 'bkchcnbj' }))).toEqual({ values: { ...DETAILS, swift: 'BKCHCNBJ' }, expectedUpdatedAt: null });
    expect(errorKeys(validate(paymentDetailsSchema, { ...DETAILS, swift: 'BKCH-CN', account: 'CN12/34', terms: 'x'.repeat(1001) }))).toEqual({
      swift: 'invalid',
      account: 'invalid',
      terms: 'tooLong',
    });
  });
});

describe.each(testDatabases())('the payment details on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let actors: Record<'editor' | 'admin' | 'sales' | 'member', Actor>;
  beforeAll(async () => {
    opened = await open();
    actors = await catalogueCast(opened.db);
  });
  afterAll(() => opened?.close());

  it('are for admins only, audited, refused when stale, and never among the public company facts', async () => {
    const db = opened.db;
    for (const who of [actors.editor, actors.sales, actors.member]) {
      expect(await statusOf(getPaymentDetails(db, who))).toBe(404);
      expect(await statusOf(savePaymentDetails(db, who, { values: DETAILS, expectedUpdatedAt: null }))).toBe(404);
    }
    expect(await statusOf(getPaymentDetails(db, null))).toBe(401);
    const empty = await getPaymentDetails(db, actors.admin);
    expect(empty).toEqual({ values: { beneficiary: '', bank_name: '', account: '', swift: '', bank_address: '', terms: '' }, updated_at: null });

    const saved = await savePaymentDetails(db, actors.admin, { values: DETAILS, expectedUpdatedAt: null });
    expect(saved.values).toEqual(DETAILS);
    expect(saved.updated_at).not.toBeNull();
    expect(await paymentDetailsForDocuments(db)).toEqual(DETAILS);
    // A second save from the same empty read: someone saved since.
    expect(await statusOf(savePaymentDetails(db, actors.admin, { values: { ...DETAILS, account: 'GB00 0000' }, expectedUpdatedAt: null }))).toBe(409);
    const changed = await savePaymentDetails(db, actors.admin, { values: { ...DETAILS, account: 'GB00 0000' }, expectedUpdatedAt: new Date(saved.updated_at!) });
    expect(changed.values.account).toBe('GB00 0000');
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'system_config'), eq(auditLog.entityId, 'payment account')))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.after)).toEqual([{ value: DETAILS.account }, { value: 'GB00 0000' }]);
    // The public system config (every page's company facts) does not carry them.
    expect((await listSystemConfig(db, 'en')).some((e) => e.name.startsWith('payment'))).toBe(false);
  });
});
