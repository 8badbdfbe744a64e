/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { addresses, users } from '@/lib/server/db/schema';
import { InvalidInput } from '@/lib/server/problems';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { ADDRESS_BOOK_MAX, addressSchema, type AddressFields } from '@/lib/api/contract/addresses';
import { validate } from '@/lib/validation/kit';
import { memberContactForStaff } from './staff';
import { addressesOfMember, createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './service';

jest.setTimeout(60_000);

const shenzhen = {
  province: { code: '440000', name: '广东省' },
  city: { code: '440300', name: '深圳市' },
  area: { code: '440305', name: '南山区' },
};

function valid(raw: Record<string, unknown>): AddressFields {
  const checked = validate(addressSchema, raw);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

const cn = (extra: Record<string, unknown> = {}) =>
  valid({ kind: 'shipping', recipient: '王芳', phone: '138 0013 8000', country: 'CN', region: shenzhen, line1: '科技园南区 8 栋 502', postal_code: '518057', ...extra });
const de = (extra: Record<string, unknown> = {}) =>
  valid({
    kind: 'billing',
    recipient: 'Lena Vogel',
    company: 'Vogel GmbH',
    phone: '+49 30 1234567',
    country: 'DE',
    line1: 'Torstraße 12',
    city: 'Berlin',
    postal_code: '10119',
    ...extra,
  });

describe('the address form', () => {
  it('takes a Chinese address with its region and a mobile number, stored as E.164', () => {
    const value = cn();
    expect(value).toMatchObject({ phone: '+8613800138000', country: 'CN', city: '', region: shenzhen, postal_code: '518057', is_default: false });
  });

  it('takes a German address with lines, city and postal code', () => {
    expect(de()).toMatchObject({ phone: '+49301234567', city: 'Berlin', postal_code: '10119', region: null });
  });

  it.each([
    [{ phone: '12345' }, 'phone', 'mobile'],
    [{ postal_code: '51805' }, 'postal_code', 'postalCode'],
    [{ postal_code: '' }, 'postal_code', 'required'],
    [{ region: undefined }, 'region', 'required'],
    [{ region: { province: { code: '44', name: 'x' } } }, 'region', 'region'],
    [{ recipient: '  ' }, 'recipient', 'required'],
    [{ country: 'XX' }, 'country', 'country'],
    [{ kind: 'office' }, 'kind', 'choice'],
  ])('refuses a Chinese address with %j (%s: %s)', (change, field, key) => {
    const raw = { kind: 'shipping', recipient: '王芳', phone: '13800138000', country: 'CN', region: shenzhen, line1: '科技园', postal_code: '518057', ...change };
    const checked = validate(addressSchema, raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]).toEqual({ key });
  });

  it.each([
    [{ phone: '030 1234567' }, 'phone', 'phoneIntl'],
    [{ postal_code: '1011' }, 'postal_code', 'postalCode'],
    [{ city: '' }, 'city', 'required'],
  ])('refuses a German address with %j', (change, field, key) => {
    const checked = validate(addressSchema, {
      kind: 'billing',
      recipient: 'Lena',
      phone: '+49301234567',
      country: 'DE',
      line1: 'Torstraße 12',
      city: 'Berlin',
      postal_code: '10119',
      ...change,
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]).toEqual({ key });
  });

  it('lets a country without a postal code rule leave it empty, and checks a general shape when given', () => {
    const base = { recipient: 'Omar', phone: '+971501234567', country: 'AE', line1: 'Sheikh Zayed Rd 1', city: 'Dubai' };
    expect(validate(addressSchema, base).ok).toBe(true);
    expect(validate(addressSchema, { ...base, postal_code: '!!' }).ok).toBe(false);
  });
});

describe.each(testDatabases())('the address book on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let anna: Actor;
  let bert: Actor;
  let sales: Actor;
  beforeAll(async () => {
    opened = await open();
    anna = await actorWith(opened.db, 'anna.addr', ['member']);
    bert = await actorWith(opened.db, 'bert.addr', ['member']);
    sales = await actorWith(opened.db, 'sam.addr', ['member', 'sales']);
  });
  afterAll(() => opened?.close());

  it('makes the first address of a kind its default, and a later one only when asked', async () => {
    const db = opened.db;
    const first = await createAddress(db, anna, cn());
    const second = await createAddress(db, anna, cn({ recipient: '李雷' }));
    const bill = await createAddress(db, anna, de());
    expect([first.is_default, second.is_default, bill.is_default]).toEqual([true, false, true]);
    const third = await createAddress(db, anna, cn({ recipient: '韩梅梅', is_default: true }));
    const list = await listAddresses(db, anna);
    expect(
      list
        .filter((a) => a.is_default)
        .map((a) => a.id)
        .sort(),
    ).toEqual([bill.id, third.id].sort());
    expect(list[0]).toMatchObject({ id: bill.id, kind: 'billing' });
    expect(list.find((a) => a.id === first.id)?.is_default).toBe(false);
  });

  it('switches the default in one step and keeps one default per kind', async () => {
    const db = opened.db;
    const list = await listAddresses(db, anna);
    const other = list.find((a) => a.kind === 'shipping' && !a.is_default)!;
    await setDefaultAddress(db, anna, other.id);
    const after = await listAddresses(db, anna);
    expect(after.filter((a) => a.kind === 'shipping' && a.is_default).map((a) => a.id)).toEqual([other.id]);
  });

  it('hands the default to the newest address left when the default is deleted or moved to the other kind', async () => {
    const db = opened.db;
    const shipping = (await listAddresses(db, anna)).filter((a) => a.kind === 'shipping');
    const current = shipping.find((a) => a.is_default)!;
    await deleteAddress(db, anna, current.id);
    const left = (await listAddresses(db, anna)).filter((a) => a.kind === 'shipping');
    expect(left).toHaveLength(shipping.length - 1);
    expect(left.filter((a) => a.is_default)).toHaveLength(1);

    const moving = left.find((a) => a.is_default)!;
    const moved = await updateAddress(db, anna, moving.id, de({ recipient: 'Moved', kind: 'billing' }));
    expect(moved).toMatchObject({ kind: 'billing', is_default: false, country: 'DE', region: null });
    const now = await listAddresses(db, anna);
    expect(now.filter((a) => a.kind === 'shipping' && a.is_default)).toHaveLength(1);
    expect(now.filter((a) => a.kind === 'billing' && a.is_default)).toHaveLength(1);
  });

  it('edits a Chinese address into a German one and back', async () => {
    const db = opened.db;
    const made = await createAddress(db, anna, cn({ recipient: '张三' }));
    const german = await updateAddress(db, anna, made.id, de({ kind: 'shipping' }));
    expect(german).toMatchObject({ country: 'DE', region: null, city: 'Berlin' });
    const back = await updateAddress(db, anna, made.id, cn({ recipient: '张三' }));
    expect(back).toMatchObject({ country: 'CN', region: shenzhen, city: '' });
  });

  it('refuses a region whose codes and names do not belong together, changing nothing', async () => {
    const db = opened.db;
    const before = await listAddresses(db, anna);
    const wrongName = cn({ region: { ...shenzhen, area: { code: '440305', name: '福田区' } } });
    const wrongCity = cn({ region: { ...shenzhen, city: { code: '110100', name: '北京市' } } });
    const unknown = cn({ region: { ...shenzhen, area: { code: '440399', name: '南山区' } } });
    for (const input of [wrongName, wrongCity, unknown]) {
      const error = await createAddress(db, anna, input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidInput);
      expect((error as InvalidInput).errors).toEqual({ region: { key: 'region' } });
    }
    expect(await statusOf(updateAddress(db, anna, before[0].id, wrongName))).toBe(400);
    expect(await listAddresses(db, anna)).toEqual(before);
  });

  it('gives member B a 404 for every call on member A’s address, and changes nothing', async () => {
    const db = opened.db;
    const [target] = await listAddresses(db, anna);
    const [row] = await db.select().from(addresses).where(eq(addresses.id, target.id));
    expect(await statusOf(updateAddress(db, bert, target.id, cn({ recipient: 'Bert' })))).toBe(404);
    expect(await statusOf(setDefaultAddress(db, bert, target.id))).toBe(404);
    expect(await statusOf(deleteAddress(db, bert, target.id))).toBe(404);
    expect(await listAddresses(db, bert)).toEqual([]);
    const [after] = await db.select().from(addresses).where(eq(addresses.id, target.id));
    expect(after).toEqual(row);
    expect(await statusOf(updateAddress(db, anna, 999_999, cn()))).toBe(404);
  });

  it('asks for a session, and shows a member’s addresses to sales only', async () => {
    const db = opened.db;
    expect(await statusOf(listAddresses(db, null))).toBe(401);
    expect(await statusOf(createAddress(db, null, cn()))).toBe(401);
    expect(await statusOf(addressesOfMember(db, bert, anna.user.id))).toBe(404);
    expect((await addressesOfMember(db, sales, anna.user.id)).map((a) => a.id)).toEqual((await listAddresses(db, anna)).map((a) => a.id));
    await db.update(users).set({ company: 'Li Bags Ltd.', email: 'anna@example.com' }).where(eq(users.id, anna.user.id));
    const contact = await memberContactForStaff(db, sales, anna.user.id);
    expect(contact).toMatchObject({ company: 'Li Bags Ltd.', email: 'anna@example.com', email_verified_at: null });
    expect(contact.addresses).toHaveLength((await listAddresses(db, anna)).length);
    expect(await statusOf(memberContactForStaff(db, bert, anna.user.id))).toBe(404);
    expect(await statusOf(memberContactForStaff(db, sales, 999_999))).toBe(404);
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses per member`, async () => {
    const db = opened.db;
    const carl = await actorWith(db, 'carl.addr', ['member']);
    for (let i = 0; i < ADDRESS_BOOK_MAX; i += 1) await createAddress(db, carl, de({ recipient: `R${i}` }));
    expect(await statusOf(createAddress(db, carl, de()))).toBe(409);
    expect(await listAddresses(db, carl)).toHaveLength(ADDRESS_BOOK_MAX);
  });

  it('lets the database refuse a second default of a kind', async () => {
    const db = opened.db;
    const dora = await actorWith(db, 'dora.addr', ['member']);
    const a = await createAddress(db, dora, de());
    await createAddress(db, dora, de({ recipient: 'Second' }));
    await expect(
      db.insert(addresses).values({ memberId: dora.user.id, kind: 'billing', isDefault: true, recipient: 'x', phone: '+49301234567', country: 'DE', line1: 'x' }),
    ).rejects.toThrow();
    expect((await listAddresses(db, dora)).find((x) => x.is_default)?.id).toBe(a.id);
  });
});
