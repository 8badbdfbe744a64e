import 'server-only';
import { LOCALES, type Locale } from '@/lib/config';
import type { Db } from '@/lib/server/db/types';
import { memberLevels, pointsRules, rewards } from '@/lib/server/db/schema';
import type { DemoModule } from './types';
import media from '@/lib/media.json';
import { LEVEL_BENEFITS, LEVEL_NAMES, REWARD_TEXTS } from './points-texts';

/*
 * Levels and points demo (DEMO_MODULES, before the libraries, which require a level): four member
 * levels (Standard from ¥0, Silver ¥20,000, Gold ¥100,000, Platinum ¥500,000 paid in 12 months)
 * with their benefits, the points rules (a point per ¥100 paid, 200 for the first order, 20 per
 * approved proof, 100 per delivered order) and six rewards drawn by us (media.json `rewards/…`),
 * all in 14 locales.
 */

const mediaPaths = new Set(media.map((m) => m.path));
function mediaUrl(path: string): string {
  if (!mediaPaths.has(path)) throw new Error(`artwork missing from media.json: ${path}`);
  return `/media/${path}`;
}

const LEVELS = [
  { threshold: 0, color: '#8c99a6' },
  { threshold: 2_000_000, color: '#9fb0c2' },
  { threshold: 10_000_000, color: '#c9a227' },
  { threshold: 50_000_000, color: '#5b6f95' },
] as const;

const REWARDS = [
  { image: 'rewards/canvas-tote.webp', price: 800, stock: 40 },
  { image: 'rewards/zip-pencil-case.webp', price: 1_200, stock: 30 },
  { image: 'rewards/neoprene-pouch.webp', price: 1_500, stock: 25 },
  { image: 'rewards/trunk-organizer.webp', price: 4_000, stock: 10 },
  { image: 'rewards/gift-drawstring.webp', price: 600, stock: 50 },
  { image: 'rewards/eva-earphone-case.webp', price: 2_000, stock: 15 },
] as const;

function perLocale<T>(pick: (locale: Locale) => T): Partial<Record<Locale, T>> {
  return Object.fromEntries(LOCALES.map((l) => [l, pick(l)]));
}

export const POINTS_MODULE: DemoModule = {
  key: 'points',
  async seed(tx: Db) {
    await tx
      .insert(memberLevels)
      .values(
        LEVELS.map((level, i) => ({ threshold: level.threshold, color: level.color, name: perLocale((l) => LEVEL_NAMES[l][i]), benefits: perLocale((l) => LEVEL_BENEFITS[l][i]) })),
      )
      .onConflictDoNothing();
    await tx
      .insert(pointsRules)
      .values([
        { key: 'per_amount_paid', points: 1, perAmount: 10_000 },
        { key: 'first_order', points: 200 },
        { key: 'proof_approved', points: 20 },
        { key: 'order_delivered', points: 100 },
      ])
      .onConflictDoNothing();
    await tx.insert(rewards).values(
      REWARDS.map((reward, i) => ({
        image: mediaUrl(reward.image),
        pointsPrice: reward.price,
        stock: reward.stock,
        sort: i,
        title: perLocale((l) => REWARD_TEXTS[l][i].title),
        description: perLocale((l) => REWARD_TEXTS[l][i].description),
      })),
    );
  },
};
