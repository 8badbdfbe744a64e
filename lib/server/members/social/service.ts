import 'server-only';
import { and, eq, isNull, gt, lte } from 'drizzle-orm';
import type { SocialLinks } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { oauthStates, socialAccounts, users } from '../schema';
import { requireMember, type Actor } from '@/lib/server/access';
import type { ClientMeta } from '@/lib/server/http/client';
import { createSession, type IssuedSession, type User } from '../sessions';
import { hashSecret, isTokenShaped, newToken } from '../tokens';
import { authorizeUrl, fetchProfile, ProviderError, type ProviderConfig, type ProviderGrant, type SocialProfile, type SocialProvider } from './providers';

/*
 * WeChat and QQ login and binding as plain functions over a database handle (the route handlers
 * parse, call one of these and answer). The `state` of each authorization is random, stored
 * hashed with the hash of the browser cookie it is bound to, valid AUTH.social.stateTtlSeconds
 * and used at most once; a login finds the member by the provider's id or creates one.
 */

export type SocialPurpose = 'login' | 'bind';

export type SocialFailure =
  /** The state is unknown, used, expired, from another browser, or for another purpose, provider or member. */
  | { ok: false; reason: 'state' }
  | { ok: false; reason: 'provider'; kind: ProviderError['kind'] }
  /** Binding: the provider account belongs to another member. */
  | { ok: false; reason: 'boundToOther' }
  /** Binding: this member already has another account of the provider. */
  | { ok: false; reason: 'hasOther' }
  /** Login: the member of this provider account has been disabled. */
  | { ok: false; reason: 'disabled' };

const stateHash = (state: string) => hashSecret('oauth-state', state);
const browserHash = (browserKey: string) => hashSecret('oauth-browser', browserKey);

/** A new browser key for the binding cookie (the cookie holds it, the database only its hash). */
export const newBrowserKey = () => newToken();
export const isBrowserKey = (value: unknown): value is string => isTokenShaped(value);

export interface StartOptions {
  purpose: SocialPurpose;
  /** Who asks: a binding needs a member (401 otherwise); a login needs nobody. */
  actor: Actor | null;
  browserKey: string;
  /** A same-site path to go to afterwards, or null. */
  redirect: string | null;
  /** Where the provider sends the visitor back (a page of this site). */
  redirectUri: string;
  responseType?: 'code' | 'token';
}

/**
 * A new authorization: stores its state (hashed, bound to the browser key, for this purpose) and
 * returns the provider URL to send the visitor to. A binding is for a member who has no account
 * of this provider yet. Expired states are cleared on the way.
 */
export async function startAuthorization(
  db: Db,
  config: ProviderConfig,
  options: StartOptions,
  now: Date = new Date(),
): Promise<{ ok: true; url: string; expiresIn: number } | { ok: false; reason: 'hasOther' }> {
  const userId = options.purpose === 'bind' ? requireMember(options.actor).user.id : null;
  if (userId !== null && (await hasSocialAccount(db, userId, config.provider))) return { ok: false, reason: 'hasOther' };
  await db.delete(oauthStates).where(lte(oauthStates.expiresAt, now));
  const state = newToken();
  await db.insert(oauthStates).values({
    stateHash: stateHash(state),
    provider: config.provider,
    purpose: options.purpose,
    userId,
    browserHash: browserHash(options.browserKey),
    redirect: options.redirect,
    redirectUri: options.redirectUri,
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH.social.stateTtlSeconds * 1000),
  });
  return {
    ok: true,
    url: authorizeUrl(config, { state, redirectUri: options.redirectUri, responseType: options.responseType }),
    expiresIn: AUTH.social.stateTtlSeconds,
  };
}

export interface StateCheck {
  provider: SocialProvider;
  purpose: SocialPurpose;
  state: unknown;
  browserKey: unknown;
  /** For a binding: the member of the session, who must be the one who started it. */
  userId?: number;
}

/**
 * Uses up a state in one statement (so two tabs racing with one state cannot both pass): it must
 * exist, be unused and unexpired, and match the browser, provider, purpose and (binding) member.
 * A state presented from another browser is not used up by that. Returns its row, or null.
 */
export async function consumeState(db: Db, check: StateCheck, now: Date = new Date()) {
  if (!isTokenShaped(check.state) || !isBrowserKey(check.browserKey)) return null;
  const conditions = [
    eq(oauthStates.stateHash, stateHash(check.state)),
    eq(oauthStates.browserHash, browserHash(check.browserKey)),
    eq(oauthStates.provider, check.provider),
    eq(oauthStates.purpose, check.purpose),
    isNull(oauthStates.usedAt),
    gt(oauthStates.expiresAt, now),
  ];
  if (check.purpose === 'bind') conditions.push(eq(oauthStates.userId, check.userId ?? -1));
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/** The member a provider account is linked to, or null. */
export async function findSocialMember(db: Db, provider: SocialProvider, providerUserId: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row?.user ?? null;
}

/** The member's linked accounts, one per provider or null (GET /user's `social`). */
export async function socialLinks(db: Db, userId: number): Promise<SocialLinks> {
  const rows = await db
    .select({ provider: socialAccounts.provider, nickname: socialAccounts.nickname, createdAt: socialAccounts.createdAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  const links: SocialLinks = { wechat: null, qq: null };
  for (const row of rows) {
    if (row.provider === 'wechat' || row.provider === 'qq') {
      links[row.provider] = { nickname: row.nickname, bound_at: row.createdAt.toISOString() };
    }
  }
  return links;
}

/** Whether a member already has an account of this provider linked. */
export async function hasSocialAccount(db: Db, userId: number, provider: SocialProvider): Promise<boolean> {
  const [row] = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
    .limit(1);
  return !!row;
}

async function refreshProfile(db: Db, profile: SocialProfile): Promise<void> {
  await db
    .update(socialAccounts)
    .set({ nickname: profile.nickname, avatar: profile.avatar })
    .where(and(eq(socialAccounts.provider, profile.provider), eq(socialAccounts.providerUserId, profile.providerUserId)));
}

class LostRace extends Error {}

const PROVIDER_LABEL: Record<SocialProvider, string> = { wechat: 'WeChat', qq: 'QQ' };

/**
 * The member of a provider account, created with the provider's nickname and picture (no account
 * name, no password) when the account is new. The member and its link are written in one
 * transaction; when two first logins race, the loser's transaction is rolled back and it finds
 * the winner's member.
 */
export async function findOrCreateSocialMember(db: Db, profile: SocialProfile): Promise<{ user: User; created: boolean }> {
  const existing = await findSocialMember(db, profile.provider, profile.providerUserId);
  if (existing) {
    await refreshProfile(db, profile);
    return { user: existing, created: false };
  }
  try {
    const user = await db.transaction(async (tx) => {
      const [member] = await tx
        .insert(users)
        .values({
          nickname: profile.nickname || `${PROVIDER_LABEL[profile.provider]} ${profile.providerUserId.slice(-4)}`,
          avatar: profile.avatar,
        })
        .returning();
      const [link] = await tx
        .insert(socialAccounts)
        .values({ userId: member.id, ...linkValues(profile) })
        .onConflictDoNothing()
        .returning({ id: socialAccounts.id });
      if (!link) throw new LostRace();
      return member;
    });
    return { user, created: true };
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    const winner = await findSocialMember(db, profile.provider, profile.providerUserId);
    if (!winner) throw new Error('social member vanished between insert and select');
    return { user: winner, created: false };
  }
}

function linkValues(profile: SocialProfile) {
  return { provider: profile.provider, providerUserId: profile.providerUserId, nickname: profile.nickname, avatar: profile.avatar };
}

export type BindResult = 'bound' | 'alreadyBound' | 'boundToOther' | 'hasOther';

/** Links a provider account to a member; the unique indexes decide races. */
export async function linkSocialAccount(db: Db, userId: number, profile: SocialProfile): Promise<BindResult> {
  const [inserted] = await db
    .insert(socialAccounts)
    .values({ userId, ...linkValues(profile) })
    .onConflictDoNothing()
    .returning({ id: socialAccounts.id });
  if (inserted) return 'bound';
  const owner = await findSocialMember(db, profile.provider, profile.providerUserId);
  if (owner?.id === userId) {
    await refreshProfile(db, profile);
    return 'alreadyBound';
  }
  return owner ? 'boundToOther' : 'hasOther';
}

async function profileOrFailure(config: ProviderConfig, grant: ProviderGrant, redirectUri: string): Promise<SocialProfile | Extract<SocialFailure, { reason: 'provider' }>> {
  try {
    return await fetchProfile(config, grant, redirectUri);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.warn(`[social] ${error.message}`);
    return { ok: false, reason: 'provider', kind: error.kind };
  }
}

export interface CallbackInput {
  state: unknown;
  browserKey: unknown;
  grant: ProviderGrant;
}

export type SocialLoginOutcome = { ok: true; session: IssuedSession; user: User; created: boolean; redirect: string | null } | SocialFailure;

/** The login callback: the state (login, this provider, this browser), the provider's answer, the member, a session. */
export async function completeSocialLogin(db: Db, config: ProviderConfig, input: CallbackInput, meta: ClientMeta, now: Date = new Date()): Promise<SocialLoginOutcome> {
  const state = await consumeState(db, { provider: config.provider, purpose: 'login', state: input.state, browserKey: input.browserKey }, now);
  if (!state) return { ok: false, reason: 'state' };
  const profile = await profileOrFailure(config, input.grant, state.redirectUri);
  if ('ok' in profile) return profile;
  const { user, created } = await findOrCreateSocialMember(db, profile);
  if (user.disabledAt) return { ok: false, reason: 'disabled' };
  const session = await createSession(db, user.id, { clientAddress: meta.address, userAgent: meta.userAgent }, now);
  return { ok: true, session, user, created, redirect: state.redirect };
}

export type SocialBindOutcome = { ok: true; alreadyBound: boolean; redirect: string | null } | SocialFailure;

/** The binding callback: the state (bind, this provider, this browser, this member), the provider's answer, the link. */
export async function completeSocialBind(db: Db, config: ProviderConfig, actor: Actor | null, input: CallbackInput, now: Date = new Date()): Promise<SocialBindOutcome> {
  const userId = requireMember(actor).user.id;
  const state = await consumeState(db, { provider: config.provider, purpose: 'bind', state: input.state, browserKey: input.browserKey, userId }, now);
  if (!state) return { ok: false, reason: 'state' };
  const profile = await profileOrFailure(config, input.grant, state.redirectUri);
  if ('ok' in profile) return profile;
  const result = await linkSocialAccount(db, userId, profile);
  if (result === 'boundToOther' || result === 'hasOther') return { ok: false, reason: result };
  return { ok: true, alreadyBound: result === 'alreadyBound', redirect: state.redirect };
}
