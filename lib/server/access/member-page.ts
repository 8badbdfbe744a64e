import 'server-only';
import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import { API, type Locale, type StaffRole } from '@/lib/config';
import { localizedPath, splitLocale } from '@/i18n/paths';
import { getActor, hasRole, isStaff, type Actor } from './actor';

/**
 * The actor of the page being rendered, read once per request however many server components ask,
 * with the member's unread count read in the same query (the member menu shows it on every member page).
 */
export const pageActor = cache((): Promise<Actor | null> => getActor(undefined, { unread: true }));

/** Where a member page sends a visitor whose session is dead: the route that clears the cookie, then the login page. */
export function sessionEndedHref(page: string): string {
  return `${API.base}${API.prefix}/authorizations/expired?${new URLSearchParams({ redirect: page })}`;
}

/** The login page of a page's locale, with `redirect` set to the page. */
export function loginHrefFor(page: string): string {
  const { locale } = splitLocale(new URL(page, 'http://same-site.invalid').pathname);
  return `${localizedPath(locale, '/login')}?${new URLSearchParams({ redirect: page })}`;
}

/**
 * The gate of a member page (a server component): the member, or no page at all. A token that is
 * unknown, expired or revoked (or no token, when the proxy's optimistic check was bypassed) sends
 * the visitor to /login?redirect=<this page>, the dead cookie cleared on the way. The
 * non-closable expiry dialog (components/member/SessionTimeoutDialog) is for a 401 met by a page that is already open.
 */
export async function memberPage(locale: Locale, path: string): Promise<Actor> {
  const actor = await pageActor();
  if (!actor) redirect(sessionEndedHref(localizedPath(locale, path)));
  return actor;
}

/**
 * The gate of the back office (its layout and each page): no live session goes to the login page
 * (back to `path` afterwards); a member without a staff role, or without one of `roles`, gets the
 * site's plain 404, so the back office does not even show that it exists.
 */
export async function staffPage(locale: Locale, path: string, ...roles: readonly StaffRole[]): Promise<Actor> {
  const actor = await memberPage(locale, path);
  if (!isStaff(actor) || (roles.length > 0 && !hasRole(actor, ...roles))) notFound();
  return actor;
}
