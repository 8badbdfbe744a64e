import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/config';
import { resolveText } from '@/lib/server/catalogue/localized';
import type { Db } from '@/lib/server/db/types';
import { levelsOf } from '@/lib/server/ledger/levels';
import own from './AdminPoints.module.css';

export interface LevelMark {
  name: string;
  color: string;
}

/** The levels of a page of members (one query for their payments, one for the levels): member id → level; absent at the entry level (threshold 0) or below. */
export async function memberLevelMarks(db: Db, ids: number[], locale: Locale): Promise<Map<number, LevelMark>> {
  const levels = await levelsOf(db, ids);
  const out = new Map<number, LevelMark>();
  for (const [id, level] of levels) if (level && level.threshold > 0) out.set(id, { name: resolveText(level.name, locale).value, color: level.color });
  return out;
}

/** A member's level as a small badge in its colour (the back office's member list). */
export default function LevelBadge({ level }: { level: LevelMark | undefined }) {
  if (!level) return null;
  return (
    <span className={`${own.levelBadge} ${own.levelBadgeInline}`} style={{ '--level-color': level.color } as CSSProperties} data-testid="member-level">
      {level.name}
    </span>
  );
}
