import 'server-only';
import type { Locale } from '@/lib/config';
import type { Actor } from '@/lib/server/access';
import type { Db } from '@/lib/server/db/types';

/*
 * What other domains add to the members' pages and back office: a member's leads, the education
 * flag, the level marks and the points overview. Listed here, each loaded when asked for, so that
 * members (the accounts every other domain builds on) imports none of them and the imports keep
 * pointing down (the way lib/server/file-readers.ts serves the files building block).
 */
export const MEMBER_EXTRAS = {
  /** The member page's newest leads (theirs, or sent from their e-mail address). */
  leads: async (db: Db, member: { id: number; email: string | null }, limit: number) => (await import('@/lib/server/consult/member-leads')).leadsOfMember(db, member, limit),
  /** Which of these members hold an approved, unexpired education verification. */
  education: async (db: Db, ids: number[]) => (await import('@/lib/server/college/service')).educationMembers(db, ids),
  /** The level of each of these members, as the member list marks it. */
  levels: async (db: Db, ids: number[], locale: Locale) => (await import('@/lib/server/ledger/levels')).memberLevelMarks(db, ids, locale),
  /** /user/member: the member's level, points and one page of their points history. */
  pointsOverview: async (db: Db, actor: Actor | null, locale: Locale, page: number) => (await import('@/lib/server/ledger/shop')).memberPointsOverview(db, actor, locale, page),
};
