import type { CSSProperties } from 'react';
import type { LevelMark } from '@/lib/server/ledger/levels';
import own from './AdminPoints.module.css';

/** A member's level as a small badge in its colour (the back office's member list). */
export default function LevelBadge({ level }: { level: LevelMark | undefined }) {
  if (!level) return null;
  return (
    <span className={`${own.levelBadge} ${own.levelBadgeInline}`} style={{ '--level-color': level.color } as CSSProperties} data-testid="member-level">
      {level.name}
    </span>
  );
}
