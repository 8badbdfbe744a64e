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
  myPurse: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7Zm0 0 11-3v3m1 6h2',
  member: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8L3.5 9.2l5.9-.9L12 3Z',
  integrateGoods: 'M4 10h16v10H4V10Zm-1-3h18v3H3V7Zm9 0v13M12 7c-1.5-3-5-3-5-1s5 1 5 1Zm0 0c1.5-3 5-3 5-1s-5 1-5 1Z',
  collegeAuthentication: 'M2 9l10-5 10 5-10 5L2 9Zm4 2v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5m4-2v6',
  helpGroup: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5A2.5 2.5 0 1 1 12 12v1.5m0 3.5v.01',
  myLearn: 'M4 5h6a2 2 0 0 1 2 2v12a2 2 0 0 0-2-2H4V5Zm16 0h-6a2 2 0 0 0-2 2v12a2 2 0 0 1 2-2h6V5Z',
  inspiration: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.3.3.5.7.5 1.1v.5h6V15c0-.4.2-.8.5-1.1A6 6 0 0 0 12 3Z',
  sourceFile: 'M14 3H7a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V7l-4-4Zm0 0v4h4M9 12h6m-6 4h4',
  schemeLibrary: 'M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z',
  imagesLive: 'M4 7h3l2-2h6l2 2h3v12H4V7Zm8 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  schoolEntertainment: 'M4 21V10l8-6 8 6v11M9 21v-6h6v6M12 10v.01',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  helpTeam: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9a6 6 0 0 1 12 0m1-9a3 3 0 1 0 0-6m2 15h3a6 6 0 0 0-4-5.7',
};

export default function NavIcon({ name }: { name: MemberNavKey }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
