/*
 * The member menu: every page of the member area, in the order a buyer works through
 * them, in three groups (the workspace, the account, learning and resources). The manuscript area
 * (proofs) and the design editor live outside /user but belong to it; the academy and the content
 * libraries are public pages a member reaches from here. `also` lists the paths an item stands for
 * besides its own.
 */

export const MEMBER_NAV_GROUPS = ['workspace', 'account', 'resources'] as const;
export type MemberNavGroup = (typeof MEMBER_NAV_GROUPS)[number];

export const MEMBER_NAV = [
  { key: 'myOrder', path: '/user/myOrder', group: 'workspace' },
  { key: 'manuscript', path: '/manuscript', group: 'workspace' },
  { key: 'myProduct', path: '/user/myProduct', group: 'workspace', also: ['/product/editProduct'] },
  { key: 'uploading', path: '/user/uploading', group: 'workspace' },
  { key: 'message', path: '/user/message', group: 'workspace' },
  { key: 'myPurse', path: '/user/myPurse', group: 'workspace' },
  { key: 'profile', path: '/user/profile', group: 'account' },
  { key: 'member', path: '/user/member', group: 'account' },
  { key: 'integrateGoods', path: '/user/integrateGoods', group: 'account' },
  { key: 'Address', path: '/user/Address', group: 'account' },
  { key: 'myFavorite', path: '/user/myFavorite', group: 'account' },
  { key: 'collegeAuthentication', path: '/user/collegeAuthentication', group: 'account' },
  { key: 'helpGroup', path: '/user/helpGroup', group: 'account' },
  { key: 'myLearn', path: '/user/myLearn', group: 'resources', also: ['/course'] },
  { key: 'inspiration', path: '/inspiration', group: 'resources' },
  { key: 'sourceFile', path: '/sourceFile', group: 'resources' },
  { key: 'schemeLibrary', path: '/schemeLibrary', group: 'resources' },
  { key: 'imagesLive', path: '/imagesLive', group: 'resources' },
  { key: 'schoolEntertainment', path: '/schoolEntertainment', group: 'resources' },
  { key: 'music', path: '/music', group: 'resources' },
  { key: 'helpTeam', path: '/helpTeam', group: 'resources' },
] as const satisfies readonly { key: string; path: string; group: MemberNavGroup; also?: readonly string[] }[];

export type MemberNavKey = (typeof MEMBER_NAV)[number]['key'];

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** The item a path (without its locale prefix) belongs to, or null (a page outside the menu). */
export function currentNavKey(path: string): MemberNavKey | null {
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  for (const item of MEMBER_NAV) {
    const bases: readonly string[] = [item.path, ...('also' in item ? item.also : [])];
    if (bases.some((base) => within(clean, base))) return item.key;
  }
  return null;
}
