import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import {
  ACCOUNT_MANAGER_STAFF_ROLES,
  TEAM_STAFF_ROLES,
  type AccountTeam,
  type ContactCard,
  type HelpRequest,
  type HelpSent,
  type StaffProfileInput,
  type StaffProfileView,
} from '@/lib/api/contract/help';
import { DEFAULT_LOCALE, HELP, LOCALES, STAFF_ROLES, type Locale } from '@/lib/config';
import type { LocalizedInput } from '@/lib/validation/kit';
import { requireMember, requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { resolveText } from '@/lib/server/catalogue/localized';
import { revalidateCatalogue } from '@/lib/server/catalogue/revalidate';
import { configEntries, configEntry, lockConfigEntry, upsertConfigEntry, type ConfigEntry, type LocalizedText } from '@/lib/server/catalogue/lookup';
import { TAGS } from '@/lib/server/catalogue/tags';
import type { Db } from '@/lib/server/db/types';
import { lockTeamAccount, managedMemberCounts, setAccountManagerId, staffAccounts, teamAccount, type TeamAccount } from '@/lib/server/members/team';
import { postMemberMessage } from '@/lib/server/messages/service';
import { InvalidInput, notFound } from '@/lib/server/problems';
import { staffProfiles } from './schema';

/*
 * The account team: how staff appear to members (a card per staff member: name, title per locale,
 * picture, e-mail, WhatsApp, WeChat ID; admins edit them on /admin/team), the office hours (system
 * config `office hours`, per locale, in HELP.timeZone), each member's account manager
 * (users.account_manager_id, set by sales on /admin/members/{id}: only a staff account, audited),
 * and what a member sees on /user/helpGroup: their manager's card, or the company's general
 * contact when none is set (or the manager's account was disabled or lost its staff roles).
 * The "get help" form posts into the member's general thread through the messages service.
 */

export const OFFICE_HOURS = 'office hours';

type ProfileRow = typeof staffProfiles.$inferSelect;

const isStaffRow = (user: Pick<TeamAccount, 'roles'>) => user.roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));

function nameOf(user: Pick<TeamAccount, 'nickname' | 'account' | 'id'>): string {
  return user.nickname || user.account || `#${user.id}`;
}

function profileView(user: TeamAccount, profile: ProfileRow | undefined, members: number): StaffProfileView {
  return {
    user_id: user.id,
    account: user.account,
    roles: STAFF_ROLES.filter((r) => user.roles.includes(r)),
    disabled: user.disabledAt !== null,
    saved: !!profile,
    display_name: profile?.displayName ?? nameOf(user),
    title: { ...(profile?.title ?? {}) },
    photo: profile?.photo ?? '',
    email: profile?.email ?? user.email ?? '',
    whatsapp: profile?.whatsapp ?? '',
    wechat_id: profile?.wechatId ?? '',
    members,
  };
}

/** User ids → their staff cards, in one query (the accounts come from the members domain, the cards are ours). */
async function profilesOf(db: Db, ids: readonly number[]): Promise<Map<number, ProfileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(staffProfiles)
    .where(inArray(staffProfiles.userId, [...ids]));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** Accounts with their cards, in the accounts' order: what the left join on users gave. */
async function withProfiles(db: Db, accounts: TeamAccount[]): Promise<{ user: TeamAccount; profile: ProfileRow | undefined }[]> {
  const profiles = await profilesOf(
    db,
    accounts.map((a) => a.id),
  );
  return accounts.map((user) => ({ user, profile: profiles.get(user.id) }));
}

/** GET /admin/team (admin): every staff account with its card (or the defaults a card starts from). */
export async function listTeam(db: Db, actor: Actor | null): Promise<StaffProfileView[]> {
  requireRole(actor, ...TEAM_STAFF_ROLES);
  const rows = await withProfiles(db, await staffAccounts(db));
  const counts = await managedMemberCounts(
    db,
    rows.map((r) => r.user.id),
  );
  return rows.map((r) => profileView(r.user, r.profile, counts.get(r.user.id) ?? 0));
}

/**
 * PUT /admin/team/{userId} (admin): a staff member's card. Only a staff account (anyone else:
 * 404); the picture must be one the site serves (an upload through the catalogue's picture store,
 * or the build's artwork): `photo` 'image' otherwise. Audited.
 */
export async function saveStaffProfile(db: Db, actor: Actor | null, userId: number, input: StaffProfileInput, now: Date = new Date()): Promise<StaffProfileView> {
  const admin = requireRole(actor, ...TEAM_STAFF_ROLES);
  if (input.photo && !isCataloguePicture(input.photo)) throw new InvalidInput({ photo: { key: 'image' } });
  const saved = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const user = await lockTeamAccount(tx, userId);
    if (!user || !isStaffRow(user)) throw notFound();
    const [before] = await tx.select().from(staffProfiles).where(eq(staffProfiles.userId, userId));
    const values = {
      displayName: input.display_name,
      title: input.title as LocalizedText,
      photo: input.photo,
      email: input.email,
      whatsapp: input.whatsapp,
      wechatId: input.wechat_id,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(staffProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: staffProfiles.userId, set: values })
      .returning();
    await recordAudit(
      tx,
      { actor: admin },
      {
        action: 'team.profile',
        entity: 'staff_profile',
        entityId: userId,
        before: before ? { ...before, updatedAt: undefined } : null,
        after: { ...row, updatedAt: undefined },
      },
    );
    return { user, row };
  });
  const counts = await managedMemberCounts(db, [userId]);
  return profileView(saved.user, saved.row, counts.get(userId) ?? 0);
}

/** The office hours per locale as stored ({} when never set). */
export async function readOfficeHours(db: Db): Promise<LocalizedInput> {
  const row = await configEntry(db, OFFICE_HOURS);
  if (!row) return {};
  return typeof row.value === 'string' ? { [DEFAULT_LOCALE]: row.value } : { ...row.value };
}

/** The office hours for the back office's form (admin). */
export async function officeHoursForm(db: Db, actor: Actor | null): Promise<LocalizedInput> {
  requireRole(actor, ...TEAM_STAFF_ROLES);
  return readOfficeHours(db);
}

/** PUT /admin/team/office-hours (admin): the office hours in every locale written (zh-CN required). Audited. */
export async function saveOfficeHours(db: Db, actor: Actor | null, hours: LocalizedInput): Promise<LocalizedInput> {
  const admin = requireRole(actor, ...TEAM_STAFF_ROLES);
  const value = Object.fromEntries(LOCALES.filter((l) => hours[l]).map((l) => [l, hours[l]!])) as LocalizedText;
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const before = await lockConfigEntry(tx, OFFICE_HOURS);
    await upsertConfigEntry(tx, OFFICE_HOURS, value);
    await recordAudit(
      tx,
      { actor: admin },
      { action: 'config.update', entity: 'system_config', entityId: OFFICE_HOURS, before: before ? { value: before.value } : null, after: { value } },
    );
  });
  revalidateCatalogue(TAGS.config);
  return readOfficeHours(db);
}

/** The staff accounts a member can be assigned to (active ones), for the back office's choice. */
export async function managerChoices(db: Db, actor: Actor | null): Promise<{ id: number; name: string }[]> {
  requireRole(actor, ...ACCOUNT_MANAGER_STAFF_ROLES);
  const rows = await withProfiles(db, await staffAccounts(db, { enabledOnly: true }));
  return rows.map((r) => ({ id: r.user.id, name: r.profile?.displayName || nameOf(r.user) }));
}

/** A member's account manager for the back office (sales): the id and name, or null. */
export async function accountManagerOf(db: Db, actor: Actor | null, memberId: number): Promise<{ id: number; name: string } | null> {
  requireRole(actor, ...ACCOUNT_MANAGER_STAFF_ROLES);
  const member = await teamAccount(db, memberId);
  if (!member) throw notFound();
  if (member.accountManagerId === null) return null;
  const row = await managerWithProfile(db, member.accountManagerId);
  return row ? { id: row.user.id, name: row.profile?.displayName || nameOf(row.user) } : null;
}

/** A manager's account with its card (null: no such account). */
async function managerWithProfile(db: Db, id: number): Promise<{ user: TeamAccount; profile: ProfileRow | undefined } | null> {
  const user = await teamAccount(db, id);
  if (!user) return null;
  const [profile] = await db.select().from(staffProfiles).where(eq(staffProfiles.userId, id));
  return { user, profile };
}

/**
 * PUT /admin/members/{id}/account-manager (sales): the member's account manager, or none. Only an
 * active staff account can be assigned (`manager_id` 'choice' otherwise); an unknown member is a
 * 404. Audited.
 */
export async function setAccountManager(db: Db, actor: Actor | null, memberId: number, managerId: number | null): Promise<{ id: number; name: string } | null> {
  const staff = requireRole(actor, ...ACCOUNT_MANAGER_STAFF_ROLES);
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const member = await lockTeamAccount(tx, memberId);
    if (!member) throw notFound();
    if (managerId !== null) {
      const manager = await teamAccount(tx, managerId);
      if (!manager || !isStaffRow(manager) || manager.disabledAt !== null) throw new InvalidInput({ manager_id: { key: 'choice' } });
    }
    if (member.accountManagerId === managerId) return;
    await setAccountManagerId(tx, memberId, managerId);
    await recordAudit(
      tx,
      { actor: staff },
      {
        action: 'member.accountManager',
        entity: 'user',
        entityId: memberId,
        before: { account_manager_id: member.accountManagerId },
        after: { account_manager_id: managerId },
      },
    );
  });
  return accountManagerOf(db, actor, memberId);
}

/**
 * A manager's card as the member sees it. Without a saved card the sign-in account name
 * (`sam.sales`) is never shown: their nickname, else the company's name; and a manager with no
 * e-mail, WhatsApp or WeChat of their own is reached through the team's general contact.
 */
function managerCard(row: { user: TeamAccount; profile: ProfileRow | undefined }, locale: Locale, general: { name: string; email: string; whatsapp: string }): ContactCard {
  const { user, profile } = row;
  const title = profile ? resolveText(profile.title, locale) : { value: '', lang: locale };
  const own = { email: profile?.email || user.email || '', whatsapp: profile?.whatsapp ?? '', wechat_id: profile?.wechatId ?? '' };
  const reachable = Boolean(own.email || own.whatsapp || own.wechat_id);
  return {
    kind: 'manager',
    // A nickname that only repeats the account name is the account name.
    name: profile?.displayName || (user.nickname !== user.account ? user.nickname : '') || general.name,
    title: title.value,
    title_lang: title.value && title.lang !== locale ? title.lang : null,
    photo: profile?.photo ?? '',
    ...(reachable ? own : { email: general.email, whatsapp: general.whatsapp, wechat_id: '' }),
    team_channels: !reachable,
  };
}

function configText(rows: readonly ConfigEntry[], name: string, locale: Locale): { value: string; lang: Locale } {
  const row = rows.find((r) => r.name === name);
  return row ? resolveText(row.value, locale) : { value: '', lang: locale };
}

/**
 * GET /user/help: the member's account team. Their manager's card while the manager is an active
 * staff account; otherwise the company's general contact (system config: company name, e-mail,
 * WhatsApp). The office hours in the page's locale (with the fallback chain) and the time zone.
 */
export async function accountTeamFor(db: Db, actor: Actor | null, locale: Locale): Promise<AccountTeam> {
  const member = requireMember(actor);
  const config = await configEntries(db, ['company name', 'email', 'whatsapp', OFFICE_HOURS]);
  const hours = configText(config, OFFICE_HOURS, locale);
  const self = await teamAccount(db, member.user.id);
  const general = {
    name: configText(config, 'company name', locale).value,
    email: configText(config, 'email', locale).value,
    whatsapp: configText(config, 'whatsapp', locale).value.replace(/[\s().-]/g, ''),
  };
  let contact: ContactCard | null = null;
  if (self?.accountManagerId) {
    const row = await managerWithProfile(db, self.accountManagerId);
    if (row && isStaffRow(row.user) && row.user.disabledAt === null) contact = managerCard(row, locale, general);
  }
  contact ??= { kind: 'company', ...general, title: '', title_lang: null, photo: '', wechat_id: '', team_channels: false };
  return { contact, office_hours: hours.value, office_hours_lang: hours.value && hours.lang !== locale ? hours.lang : null, time_zone: HELP.timeZone };
}

/**
 * POST /user/help: the "get help" form. The topic (translated by the caller, in the member's
 * language) is the message's first line; it goes into the member's general thread with the
 * member's own files, under the messages service's rules (its rate limit, ownedMemberFiles).
 */
export async function requestHelp(db: Db, actor: Actor | null, input: HelpRequest, topicLabel: string, locale: Locale): Promise<HelpSent> {
  requireMember(actor);
  const posted = await postMemberMessage(db, actor, { target: { general: true }, body: `${topicLabel}\n\n${input.message}`, files: input.files }, locale);
  return { thread_id: posted.thread_id, message_id: posted.message.id };
}
