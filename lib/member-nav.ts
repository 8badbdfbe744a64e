/*
 * The member menu: every page of the member area, in the order a buyer works through them, in four
 * groups: the workspace (orders, proofs, designs, files, messages, statement), the account, learning
 * (the academy and school verification) and the content libraries. The manuscript area (proofs)
 * and the design editor live outside /user but belong to it; the academy and the content libraries
 * are public pages a member reaches from here. `also` lists the paths an item stands for besides its own.
 */

export const MEMBER_NAV_GROUPS = ['workspace', 'account', 'learning', 'libraries'] as const;
export type MemberNavGroup = (typeof MEMBER_NAV_GROUPS)[number];

/** Each group's pages in menu order, by path: an item's key is the last segment of its path. */
const GROUP_PATHS = {
  workspace: ['/user/myOrder', '/manuscript', '/user/myProduct', '/user/uploading', '/user/message', '/user/myPurse'],
  account: ['/user/profile', '/user/member', '/user/integrateGoods', '/user/Address', '/user/myFavorite', '/user/helpGroup', '/helpTeam'],
  learning: ['/user/myLearn', '/user/collegeAuthentication'],
  libraries: ['/inspiration', '/sourceFile', '/schemeLibrary', '/imagesLive', '/schoolEntertainment', '/music'],
} as const satisfies Record<MemberNavGroup, readonly string[]>;

type LastSegment<P extends string> = P extends `${string}/${infer Rest}` ? LastSegment<Rest> : P;
export type MemberNavKey = LastSegment<(typeof GROUP_PATHS)[MemberNavGroup][number]>;

/** The paths an item stands for besides its own: the design editor, the academy's course pages. */
const ALSO: Partial<Record<MemberNavKey, readonly string[]>> = { myProduct: ['/product/editProduct'], myLearn: ['/course'] };

export interface MemberNavItem {
  key: MemberNavKey;
  path: string;
  group: MemberNavGroup;
  also?: readonly string[];
}

export const MEMBER_NAV: readonly MemberNavItem[] = MEMBER_NAV_GROUPS.flatMap((group) =>
  GROUP_PATHS[group].map((path) => {
    const key = path.slice(path.lastIndexOf('/') + 1) as MemberNavKey;
    return { key, path, group, ...(ALSO[key] ? { also: ALSO[key] } : {}) };
  }),
);

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The item a path (without its locale prefix) belongs to, or null (a page outside the menu). */
export function currentNavKey(path: string): MemberNavKey | null {
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  for (const item of MEMBER_NAV) {
    const bases = [item.path, ...(item.also ?? [])];
    if (bases.some((base) => within(clean, base))) return item.key;
  }
  return null;
}
