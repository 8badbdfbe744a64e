/** @jest-environment node */
import { count, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { auditLog } from '@/lib/server/audit/schema';
import { systemConfig } from '@/lib/server/catalogue/schema';
import type { OpenedDatabase } from '@/lib/server/db/open';
import type { Db } from '@/lib/server/db/types';
import { users } from '@/lib/server/members/schema';
import { messages, messageThreads } from '@/lib/server/messages/schema';
import { InvalidInput } from '@/lib/server/problems';
import { actorWith, statusOf } from '@/lib/server/testing/actors';
import { testDatabases } from '@/lib/server/testing/databases';
import { insertStoredFile } from '@/lib/server/testing/stored-files';
import { valid } from '@/lib/server/testing/validation';
import { accountManagerSchema, displayPhone, type HelpRequest, helpRequestSchema, officeHoursSchema, type StaffProfileInput, staffProfileSchema } from '@/lib/api/contract/help';
import { validate } from '@/lib/validation/kit';
import { accountManagerOf, accountTeamFor, listTeam, managerChoices, officeHoursForm, requestHelp, saveOfficeHours, saveStaffProfile, setAccountManager } from './service';
import { staffProfiles } from './schema';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: (fn: unknown) => fn }));
jest.setTimeout(60_000);

function profile(extra: Record<string, unknown> = {}): StaffProfileInput {
  return valid(
    validate(staffProfileSchema, {
      display_name: 'Lily Chen',
      title: { 'zh-CN': '客户经理', en: 'Account manager' },
      photo: '/media/team/lily-card.webp',
      email: 'Lily.Chen@Example.test',
      whatsapp: '+86 138 2930 5716',
      wechat_id: 'lily_case01',
      ...extra,
    }),
  );
}

const help = (raw: Record<string, unknown>): HelpRequest => valid(validate(helpRequestSchema, raw));

describe('the account team forms', () => {
  it('stores WhatsApp compact and e-mail in lower case, and refuses bad contact details on their fields', () => {
    expect(profile()).toMatchObject({ email: 'lily.chen@example.test', whatsapp: '+8613829305716', wechat_id: 'lily_case01' });
    const bad = validate(staffProfileSchema, { display_name: '', email: 'lily@', whatsapp: '0138 2930', wechat_id: '1abc', title: { xx: 'a' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors).toEqual({
        display_name: { key: 'required' },
        email: { key: 'email' },
        whatsapp: { key: 'phoneIntl' },
        wechat_id: { key: 'invalid' },
        'title.xx': { key: 'locale' },
      });
    }
  });

  it('shows a WhatsApp number with its calling code apart and the rest in groups', () => {
    expect(displayPhone('+8613829305716')).toBe('+86 138 2930 5716');
    expect(displayPhone('+14155550132')).toBe('+1 415 555 0132');
    expect(displayPhone('+447911123456')).toBe('+44 791 112 3456');
    expect(displayPhone('+971501234567')).toBe('+971 501 234 567');
    expect(displayPhone('+85291234567')).toBe('+852 9123 4567');
    expect(displayPhone('+79161234567')).toBe('+7 916 123 4567');
    expect(displayPhone('+86 138-2930-5716')).toBe('+86 138 2930 5716');
    expect(displayPhone('not a number')).toBe('not a number');
  });

  it('asks the help form for a topic and a message of some substance', () => {
    const checked = validate(helpRequestSchema, { message: 'hi' });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors).toEqual({ topic: { key: 'required' }, message: { key: 'tooShort', values: { min: 10 } } });
    const wrong = validate(helpRequestSchema, { topic: 'refund-now', message: 'Where is my parcel, please?' });
    expect(!wrong.ok && wrong.errors).toEqual({ topic: { key: 'choice' } });
  });

  it('needs the office hours in zh-CN, and reads a manager id or none', () => {
    expect(validate(officeHoursSchema, { office_hours: { en: 'Mon–Fri' } }).ok).toBe(false);
    expect(validate(accountManagerSchema, { manager_id: '' })).toEqual({ ok: true, value: { manager_id: null } });
    expect(validate(accountManagerSchema, { manager_id: 'x' }).ok).toBe(false);
  });
});

describe.each(testDatabases())('the account team on $name', ({ open }) => {
  let opened: OpenedDatabase;
  let db: Db;
  let anna: Actor;
  let bert: Actor;
  let sam: Actor;
  let ada: Actor;
  let editor: Actor;

  const makeFile = (ownerId: number) =>
    insertStoredFile(db, ownerId, { name: (handle) => `photo-${handle.slice(0, 4)}.jpg`, mime: 'image/jpeg', bytes: 2048, sha256: 'c'.repeat(64) });
  const messageCount = async () => Number((await db.select({ n: count() }).from(messages))[0].n);

  beforeAll(async () => {
    opened = await open();
    db = opened.db;
    anna = await actorWith(db, 'anna.help', ['member']);
    bert = await actorWith(db, 'bert.help', ['member']);
    sam = await actorWith(db, 'sam.help', ['member', 'sales']);
    ada = await actorWith(db, 'ada.help', ['member', 'admin']);
    editor = await actorWith(db, 'eddie.help', ['member', 'editor']);
    await db.insert(systemConfig).values([
      { name: 'company name', value: { 'zh-CN': '恒信箱包', en: 'Hengxin Cases' } },
      { name: 'email', value: 'sales@hengxin-case.example' },
      { name: 'whatsapp', value: '+86 138 2930 5716' },
    ]);
  });
  afterAll(() => opened?.close());

  it("shows a member the company's general contact until a manager is assigned", async () => {
    const team = await accountTeamFor(db, anna, 'en');
    expect(team).toEqual({
      contact: {
        kind: 'company',
        name: 'Hengxin Cases',
        title: '',
        title_lang: null,
        photo: '',
        email: 'sales@hengxin-case.example',
        whatsapp: '+8613829305716',
        wechat_id: '',
        team_channels: false,
      },
      office_hours: '',
      office_hours_lang: null,
      time_zone: 'Asia/Shanghai',
    });
    expect(await statusOf(accountTeamFor(db, null, 'en'))).toBe(401);
  });

  it('lets admins edit a staff card, never a plain member’s, and audits it', async () => {
    expect(await statusOf(saveStaffProfile(db, sam, sam.user.id, profile()))).toBe(404);
    expect(await statusOf(saveStaffProfile(db, ada, anna.user.id, profile()))).toBe(404);
    expect(await statusOf(saveStaffProfile(db, ada, 2_000_000, profile()))).toBe(404);
    expect(await db.select().from(staffProfiles)).toHaveLength(0);
    const error = await saveStaffProfile(db, ada, sam.user.id, profile({ photo: 'https://evil.example/x.webp' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).errors).toEqual({ photo: { key: 'image' } });
    const saved = await saveStaffProfile(db, ada, sam.user.id, profile());
    expect(saved).toMatchObject({ user_id: sam.user.id, saved: true, display_name: 'Lily Chen', whatsapp: '+8613829305716', roles: ['sales'] });
    const again = await saveStaffProfile(db, ada, sam.user.id, profile({ display_name: 'Lily C.' }));
    expect(again.display_name).toBe('Lily C.');
    expect(await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'team.profile'))).toEqual([{ n: 2 }]);
    const team = await listTeam(db, ada);
    expect(team.map((p) => p.user_id)).toEqual([sam.user.id, ada.user.id, editor.user.id]);
    expect(team.find((p) => p.user_id === editor.user.id)).toMatchObject({ saved: false, display_name: 'eddie.help' });
    expect(await statusOf(listTeam(db, sam))).toBe(404);
  });

  it('assigns only an active staff account as a member’s manager (sales), audited; the member then sees the card', async () => {
    expect(await statusOf(setAccountManager(db, bert, anna.user.id, sam.user.id))).toBe(404);
    expect(await statusOf(setAccountManager(db, editor, anna.user.id, sam.user.id))).toBe(404);
    for (const wrong of [bert.user.id, 2_000_000]) {
      const error = await setAccountManager(db, sam, anna.user.id, wrong).catch((e: unknown) => e);
      expect((error as InvalidInput).errors).toEqual({ manager_id: { key: 'choice' } });
    }
    expect(await statusOf(setAccountManager(db, sam, 2_000_000, sam.user.id))).toBe(404);
    const [before] = await db.select({ m: users.accountManagerId }).from(users).where(eq(users.id, anna.user.id));
    expect(before.m).toBeNull();
    expect(await setAccountManager(db, sam, anna.user.id, sam.user.id)).toEqual({ id: sam.user.id, name: 'Lily C.' });
    expect(await accountManagerOf(db, sam, anna.user.id)).toEqual({ id: sam.user.id, name: 'Lily C.' });
    expect(await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'member.accountManager'))).toEqual([{ n: 1 }]);
    const team = await accountTeamFor(db, anna, 'ja');
    expect(team.contact).toEqual({
      kind: 'manager',
      name: 'Lily C.',
      title: 'Account manager',
      title_lang: 'en',
      photo: '/media/team/lily-card.webp',
      email: 'lily.chen@example.test',
      whatsapp: '+8613829305716',
      wechat_id: 'lily_case01',
      team_channels: false,
    });
    // Bert still sees the company.
    expect((await accountTeamFor(db, bert, 'en')).contact.kind).toBe('company');
    expect((await managerChoices(db, sam)).map((c) => c.id)).toEqual([sam.user.id, ada.user.id, editor.user.id]);
    expect((await listTeam(db, ada)).find((p) => p.user_id === sam.user.id)?.members).toBe(1);
  });

  it('falls back to the company when the manager is disabled, and unassigns', async () => {
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, sam.user.id));
    expect((await accountTeamFor(db, anna, 'en')).contact.kind).toBe('company');
    expect((await managerChoices(db, ada)).map((c) => c.id)).not.toContain(sam.user.id);
    await db.update(users).set({ disabledAt: null }).where(eq(users.id, sam.user.id));
    expect(await setAccountManager(db, sam, anna.user.id, null)).toBeNull();
  });

  it('shows a manager without a card by a name, never their sign-in account, reached through the team until they have a channel', async () => {
    await setAccountManager(db, sam, anna.user.id, editor.user.id);
    // The company's name and general channels, on the manager's card.
    const general = (await accountTeamFor(db, bert, 'en')).contact;
    expect((await accountTeamFor(db, anna, 'en')).contact).toEqual({ ...general, kind: 'manager', team_channels: true });
    await db.update(users).set({ nickname: 'Eddie Wang', email: 'eddie@example.test' }).where(eq(users.id, editor.user.id));
    expect((await accountTeamFor(db, anna, 'en')).contact).toMatchObject({ kind: 'manager', name: 'Eddie Wang', email: 'eddie@example.test', whatsapp: '', team_channels: false });
    expect(await setAccountManager(db, sam, anna.user.id, null)).toBeNull();
  });

  it('keeps the office hours per locale (admin), shown with the fallback chain', async () => {
    expect(await statusOf(saveOfficeHours(db, sam, { 'zh-CN': '周一至周五' }))).toBe(404);
    const saved = await saveOfficeHours(db, ada, { 'zh-CN': '周一至周五 9:00–18:00', en: 'Monday to Friday, 9:00–18:00' });
    expect(saved).toEqual({ 'zh-CN': '周一至周五 9:00–18:00', en: 'Monday to Friday, 9:00–18:00' });
    expect(await officeHoursForm(db, ada)).toEqual(saved);
    expect(await accountTeamFor(db, anna, 'de')).toMatchObject({ office_hours: 'Monday to Friday, 9:00–18:00', office_hours_lang: 'en' });
    expect(await accountTeamFor(db, anna, 'zh-CN')).toMatchObject({ office_hours: '周一至周五 9:00–18:00', office_hours_lang: null });
  });

  it('posts the help form into the member’s general thread, topic first, with their own files only', async () => {
    const photo = await makeFile(anna.user.id);
    const sent = await requestHelp(
      db,
      anna,
      help({ topic: 'shipping', message: 'The parcel for HO-2611 has not moved for a week.', files: [photo] }),
      'Shipping and delivery',
      'en',
    );
    const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, sent.thread_id));
    expect(thread).toMatchObject({ memberId: anna.user.id, orderId: null });
    const [message] = await db.select().from(messages).where(eq(messages.id, sent.message_id));
    expect(message.body).toBe('Shipping and delivery\n\nThe parcel for HO-2611 has not moved for a week.');
    const before = await messageCount();
    const bertsPhoto = await makeFile(bert.user.id);
    const error = await requestHelp(db, anna, help({ topic: 'other', message: 'Here is a picture of the damage.', files: [bertsPhoto] }), 'Other', 'en').catch((e: unknown) => e);
    expect((error as InvalidInput).errors).toEqual({ files: { key: 'fileUnknown' } });
    expect(await messageCount()).toBe(before);
    expect(await statusOf(requestHelp(db, null, help({ topic: 'other', message: 'Anyone there at all?' }), 'Other', 'en'))).toBe(401);
  });
});
