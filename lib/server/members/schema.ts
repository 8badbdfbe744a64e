import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '../../config';

/* Members, their sessions and the ways they prove who they are. */

/**
 * Members. An account (lower case) with a password, a phone number (E.164, +86… by default), a
 * linked WeChat or QQ account (social_accounts), or several of these; at least one. The last is a
 * row of another table, which a CHECK cannot see: a social member is created together with its
 * social_accounts row in one transaction (lib/server/auth/social/service.ts). password_hash is
 * argon2id (lib/server/auth/password.ts); null for phone-only and social-only members.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').unique(),
    phone: text('phone').unique(),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    /** The member's e-mail (optional; set on the profile): the back office finds a member's leads by it. */
    email: text('email'),
    /**
     * When the member proved `email` is theirs (a code sent to it). Only a verified e-mail links the
     * leads sent from it before registration to the member (their orders show them as inquiries).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The company the member buys for (shown to staff on orders). */
    company: text('company').notNull().default(''),
    /** The points balance: the running sum of points_entries, kept in the same transaction (never negative). */
    points: integer('points').notNull().default(0),
    /** The member's account manager (a staff account; /user/helpGroup shows their staff_profiles card). */
    accountManagerId: integer('account_manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The session's role list: 'member' for everyone, plus the staff roles of lib/config.ts ROLES. */
    roles: jsonb('roles').$type<Role[]>().notNull().default(['member']),
    /** A disabled account cannot log in and its sessions stop working (staff accounts, abuse). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A proved e-mail is one member's (the leads sent from it become their inquiries).
    uniqueIndex('users_verified_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    check('users_points_check', sql`${t.points} >= 0`),
    check('users_roles_check', sql`jsonb_typeof(${t.roles}) = 'array' and ${t.roles} <@ ${sql.raw(`'${JSON.stringify(ROLES)}'::jsonb`)} and ${t.roles} @> '["member"]'::jsonb`),
  ],
);

/**
 * Login sessions. Only the SHA-256 of the token is stored; a session is valid while it is not
 * revoked and not expired (lib/server/auth/sessions.ts checks both on every member call).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes sent by SMS: hashed, short-lived, single use, a few guesses each. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt), index('phone_codes_expires_idx').on(t.expiresAt)],
);

/** Picture challenges: the key is random, the answer is stored hashed; single use. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * WeChat and QQ accounts linked to members: one per provider and member, and one member per
 * provider account. provider_user_id is WeChat's unionid when the app has one (stable across the
 * company's WeChat apps), else its openid; QQ's openid. nickname and avatar are the provider's,
 * refreshed at every login.
 */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('social_accounts_provider_user_unique').on(t.provider, t.providerUserId),
    unique('social_accounts_member_provider_unique').on(t.userId, t.provider),
    check('social_accounts_provider_check', sql`${t.provider} in ('wechat', 'qq')`),
  ],
);

/**
 * The `state` of a WeChat/QQ authorization in progress: only its SHA-256 is kept, with the hash
 * of the browser cookie it is bound to, what it is for (login, or binding for user_id), where to
 * go afterwards and the redirect_uri given to the provider (QQ wants it again for the token).
 * Valid 10 minutes, single use (used_at is set atomically when it is checked).
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    redirect: text('redirect'),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('oauth_states_expires_idx').on(t.expiresAt),
    check('oauth_states_provider_check', sql`${t.provider} in ('wechat', 'qq')`),
    check('oauth_states_purpose_check', sql`(${t.purpose} = 'login' and ${t.userId} is null) or (${t.purpose} = 'bind' and ${t.userId} is not null)`),
  ],
);

/**
 * One-time codes sent by e-mail to prove an address (the profile's e-mail change): hashed,
 * short-lived, single use, a few guesses each, bound to the member and the address.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_user_idx').on(t.userId, t.createdAt), index('email_codes_expires_idx').on(t.expiresAt)],
);

/**
 * One-time codes of a password reset. The target the member typed (account, e-mail or phone) is
 * kept only as a hash, and a row is written for a target that matches no member too (user_id
 * null, channel 'none'), so the request costs the same work either way and the code check counts
 * guesses the same way. Hashed, short-lived, single use, a few guesses each.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    targetHash: text('target_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_codes_target_idx').on(t.targetHash, t.createdAt),
    index('password_reset_codes_expires_idx').on(t.expiresAt),
    check('password_reset_codes_channel_check', sql`${t.channel} in ('mail', 'sms', 'none')`),
  ],
);
