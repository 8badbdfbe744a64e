/** @jest-environment node */
/*
 * The social data layer on its own: states (hashed, single use, per browser and purpose), members
 * found or created by provider id (race-free), and links (one per provider and member).
 */
import { eq } from 'drizzle-orm';
import type { OpenedDatabase } from '@/lib/server/db/open';
import { oauthStates, socialAccounts } from '@/lib/server/db/schema';
import { testDatabases } from '@/lib/server/testing/databases';
import { createAccountUser } from '../accounts';
import type { ProviderConfig, SocialProfile } from './providers';
import { consumeState, findOrCreateSocialMember, linkSocialAccount, newBrowserKey, startAuthorization } from './service';

jest.setTimeout(60_000);

const config: ProviderConfig = {
  provider: 'wechat',
  appId: 'wx',
  secret: 's',
  apiBase: 'http://127.0.0.1:9',
  authorizeUrl: 'https://open.example/qr',
  timeoutMs: 1000,
};
const profile = (id: string): SocialProfile => ({ provider: 'wechat', providerUserId: id, nickname: id, avatar: '' });

describe.each(testDatabases())('social service on $name', ({ open }) => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());

  it('uses a state once, only from its browser, and only while it lives', async () => {
    const browserKey = newBrowserKey();
    const now = new Date('2026-01-01T00:00:00Z');
    const started = await startAuthorization(
      opened.db,
      config,
      { purpose: 'login', actor: null, browserKey, redirect: '/x', redirectUri: 'https://site.example/weChatLogin' },
      now,
    );
    if (!started.ok) throw new Error('start refused');
    const { url, expiresIn } = started;
    expect(expiresIn).toBe(600);
    const state = new URL(url).searchParams.get('state')!;
    const check = { provider: 'wechat' as const, purpose: 'login' as const, state, browserKey };
    expect(await consumeState(opened.db, { ...check, browserKey: newBrowserKey() }, now)).toBeNull();
    expect(await consumeState(opened.db, { ...check, purpose: 'bind', userId: 1 }, now)).toBeNull();
    expect(await consumeState(opened.db, { ...check, provider: 'qq' }, now)).toBeNull();
    expect(await consumeState(opened.db, check, new Date(now.getTime() + 600_000))).toBeNull();
    expect(await consumeState(opened.db, check, new Date(now.getTime() + 599_000))).toMatchObject({ redirect: '/x' });
    expect(await consumeState(opened.db, check, new Date(now.getTime() + 599_500))).toBeNull();
    // a later start clears expired states away
    await startAuthorization(opened.db, config, { purpose: 'login', actor: null, browserKey, redirect: null, redirectUri: 'u' }, new Date(now.getTime() + 3_600_000));
    expect(await opened.db.select().from(oauthStates).where(eq(oauthStates.redirect, '/x'))).toEqual([]);
  });

  it('creates one member when first logins race', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => findOrCreateSocialMember(opened.db, profile('u-race'))));
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await opened.db.select().from(socialAccounts).where(eq(socialAccounts.providerUserId, 'u-race'))).toHaveLength(1);
  });

  it('links one account per provider and member, and one member per account', async () => {
    const ivy = (await createAccountUser(opened.db, 'ivy.links', 'h'))!;
    const jon = (await createAccountUser(opened.db, 'jon.links', 'h'))!;
    expect(await linkSocialAccount(opened.db, ivy.id, profile('u-ivy'))).toBe('bound');
    expect(await linkSocialAccount(opened.db, ivy.id, profile('u-ivy'))).toBe('alreadyBound');
    expect(await linkSocialAccount(opened.db, jon.id, profile('u-ivy'))).toBe('boundToOther');
    expect(await linkSocialAccount(opened.db, ivy.id, profile('u-ivy-2'))).toBe('hasOther');
    expect(await linkSocialAccount(opened.db, ivy.id, { ...profile('u-ivy'), provider: 'qq' })).toBe('bound');
  });
});
