import type { MessagePath } from '@/i18n/pick';

/*
 * The messages the browser gets on each member page: only what its client parts read. The member
 * layout used to hand every member page the whole `member`, `server`, `api` and `common` namespaces
 * (46 kB of the 74 kB RSC payload of /user/myOrder, serialised and inlined into the HTML on every
 * request: docs/operations/performance.md); now the frame gets what the frame's own client parts
 * need and each page wraps itself in <MemberMessages page=…> with its own list.
 * components/member/page-messages.test.ts walks every member page's client imports and fails when
 * a `useTranslations` namespace is missing here.
 */
export const MEMBER_PAGE_MESSAGES = {
  /** The member layout: the session-timeout dialog, and the logout button of the member menu. */
  frame: ['member.timeout', 'member.logout'],
  '/login': ['api', 'server', 'member.form', 'member.login', 'member.policy', 'member.social'],
  '/resetPassword': ['api', 'server.field', 'member.form', 'member.reset'],
  /** The WeChat/QQ return pages (login and binding). */
  socialReturn: ['member.form', 'member.profile', 'member.social'],
  '/user/profile': ['server.field', 'member.form', 'member.logout', 'member.profile', 'member.social'],
  '/user/Address': ['server.field', 'member.address'],
  '/user/collegeAuthentication': ['server.field', 'member.college', 'member.files'],
  '/user/helpGroup': ['server.field', 'member.files', 'member.help'],
  '/user/integrateGoods': ['member.points'],
  '/user/message': ['member.files', 'member.messages'],
  '/user/myFavorite': ['member.designs', 'member.favorites'],
  '/user/myOrder/[id]': ['server.field', 'member.orders', 'member.orderQuote'],
  '/user/myProduct': ['member.designs', 'price'],
  '/user/uploading': ['member.files'],
  '/product/editProduct/[id]': ['server.field', 'member.designs', 'member.files', 'price'],
} as const satisfies Record<string, readonly MessagePath[]>;

export type MemberMessagesPage = Exclude<keyof typeof MEMBER_PAGE_MESSAGES, 'frame'>;
