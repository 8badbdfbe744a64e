import own from './Libraries.module.css';

/** The badge class of each visibility. */
export const VISIBILITY_BADGE = { public: own.badgePublic, members: own.badgeMembers, level: own.badgeLevel } as const;
