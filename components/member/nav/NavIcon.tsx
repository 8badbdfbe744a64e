import type { MemberNavKey } from '@/lib/member-nav';

/* The member menu's icons: 24 × 24 outlines drawn in the text colour (decorative: the label names the item). */
const PATHS: Record<MemberNavKey, string> = {
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  myOrder: 'M7 4h10l1 3H6l1-3Zm-1 3h12v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V7Zm4 4h4',
  manuscript: 'M14 3H7a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V7l-4-4Zm0 0v4h4M9 13l2 2 4-4',
  myProduct: 'M4 20l4-1 10-10-3-3L5 16l-1 4Zm9-12 3 3',
  uploading: 'M12 15V4m0 0L8 8m4-4 4 4M5 14v5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-5',
  message: 'M4 5h16v11H9l-5 4V5Z',
  Address: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  myFavorite: 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
};

export default function NavIcon({ name }: { name: MemberNavKey }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
