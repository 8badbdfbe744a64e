import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/config';

/** A text a visitor reads, per locale; resolved with the fallback chain asked → en → zh-CN. */
export type LocalizedText = Partial<Record<Locale, string>>;
export type LocalizedList = Partial<Record<Locale, string[]>>;

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'restrict' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    material: jsonb('material').$type<LocalizedText>().notNull(),
    /** A measurement (the same in every language) or a text per locale ("For iPhone 15/16 series"). */
    size: jsonb('size').$type<string | LocalizedText>().notNull(),
    moq: integer('moq').notNull(),
    leadTimeMin: integer('lead_time_min').notNull(),
    leadTimeMax: integer('lead_time_max').notNull(),
    customization: jsonb('customization').$type<LocalizedList>().notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_idx').on(t.categoryId, t.sort)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    src: text('src').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
);

export const sliderItems = pgTable('slider_items', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  sign: text('sign').notNull(),
  thumb: text('thumb').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const homeCards = pgTable(
  'home_cards',
  {
    id: serial('id').primaryKey(),
    family: text('family').notNull(),
    src: text('src').notNull(),
    introduction: jsonb('introduction').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('home_cards_family_check', sql`${t.family} in ('sewing', 'heatPress', 'evaMolded')`)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: jsonb('question').$type<LocalizedText>().notNull(),
  answer: jsonb('answer').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Company facts the business changes without a deploy; a value is one string or a text per locale. */
export const systemConfig = pgTable('system_config', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<string | LocalizedText>().notNull(),
});

export const consultRequests = pgTable(
  'consult_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: integer('quantity'),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    sourcePage: text('source_page').notNull().default(''),
    clientAddress: text('client_address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consult_requests_created_idx').on(t.createdAt)],
);

/** Fixed-window counters shared by every instance (PostgreSQL) for rate limits. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Facts about the database itself, such as when the demo content was written. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});


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
    points: integer('points').notNull().default(0),
    roles: jsonb('roles').$type<string[]>().notNull().default(['member']),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

/**
 * Login sessions. Only the SHA-256 of the token is stored; a session is valid while it is not
 * revoked and not expired (lib/server/auth/sessions.ts checks both on every member call).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
  (t) => [
    index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt),
    index('phone_codes_expires_idx').on(t.expiresAt),
  ],
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
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
