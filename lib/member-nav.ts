/*
 * The member menu (issue 11's member shell): every page of the member area that exists, in the
 * order a buyer works through them. The manuscript area (proofs) and the design editor live
 * outside /user but belong to it; `also` lists the paths an item stands for besides its own.
 */

export const MEMBER_NAV = [
  { key: 'profile', path: '/user/profile' },
  { key: 'myOrder', path: '/user/myOrder' },
  { key: 'manuscript', path: '/manuscript' },
  { key: 'myProduct', path: '/user/myProduct', also: ['/product/editProduct'] },
  { key: 'uploading', path: '/user/uploading' },
  { key: 'message', path: '/user/message' },
  { key: 'Address', path: '/user/Address' },
  { key: 'myFavorite', path: '/user/myFavorite' },
] as const satisfies readonly { key: string; path: string; also?: readonly string[] }[];

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
