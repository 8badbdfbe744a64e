/**
 * The session transitions — login, logout, session timeout — over the store and the shared
 * API client. Navigation is the caller's (a router, or a full reload), so these stay testable.
 */
import { mutate } from 'swr';
import { api, isApiCancelled } from '@/lib/api/client';
import type { AccessToken, UserInfo } from '@/lib/api/contract';
import { localCache, sessionCache } from '@/lib/storage';
import { sessionStore, type SessionUser } from './store';

/** The SWR key of GET /user. */
export const USER_INFO_KEY = '/user';

/**
 * GET /user into the store (and, for the member, the login flag). Failures reject as ApiError and
 * show nothing: the page shows its own state, and a 401 has already started the timeout flow.
 */
export async function fetchUserInfo(): Promise<SessionUser> {
  const info = await api.get<UserInfo>('/user', { errorMessageMode: 'none' });
  sessionStore.setUserInfo(info);
  sessionStore.setLoggedIn(true);
  const stored = sessionStore.getState().userInfo;
  if (!stored) throw new Error('The user info was cleared while it was being stored.');
  return stored;
}

/** GET /user again, into the store and SWR's cache (every view of the member follows). Rejects like fetchUserInfo. */
export async function reloadUserInfo(): Promise<SessionUser> {
  const user = await fetchUserInfo();
  await mutate(USER_INFO_KEY, user, { revalidate: false });
  return user;
}

export interface LoginTransition {
  /** Go home whatever the destination (the caller asks for it: the member then goes home). */
  goHome?: boolean;
  home: string;
  /** Where to go otherwise (./destination's loginDestination); null stays on the page. */
  destination: string | null;
  navigate: (href: string) => void;
}

/**
 * Login: the token is stored and the user info fetched; the login flag is set and the
 * session-timeout flag cleared; then the member goes home when asked, else to the destination (a
 * staff account's landing page, from the answer, when the destination is only home). A
 * failed user-info fetch does not undo the login: the cookie holds the session, the next page asks again.
 */
export async function completeLogin(answer: AccessToken, transition: LoginTransition): Promise<void> {
  sessionStore.setToken(answer.access_token);
  try {
    await reloadUserInfo();
  } catch (error) {
    if (!isApiCancelled(error)) console.warn('User info after login failed; the next page fetches it again', error);
  }
  sessionStore.setLoggedIn(true);
  sessionStore.setSessionTimeout(false);
  if (transition.goHome) return transition.navigate(transition.home);
  // A staff account that was not asked to continue somewhere lands on the back office's overview.
  const target = transition.destination === transition.home && answer.landing ? answer.landing : transition.destination;
  if (target !== null) transition.navigate(target);
}

/** Whether this page knows of a session: a token from a login here, the login flag, or a fetched member. */
export function hasKnownSession(): boolean {
  const { token, isLogin, userInfo } = sessionStore.getState();
  return token !== null || isLogin || userInfo !== null;
}

/**
 * Logout (after the member confirmed): the server session is ended when one is known (the
 * HttpOnly cookie goes with the call and is cleared by the answer), then the token, the user info and
 * the rest of the state are reset. A failed call is shown as a toast by the client and does not keep
 * the member logged in here.
 */
export async function logout(): Promise<void> {
  if (hasKnownSession()) {
    try {
      await api.get<null>('/authorizations/logout', { ignoreCancelToken: true });
    } catch (error) {
      console.warn('Logout call failed', error);
    }
  }
  sessionStore.setToken(null);
  sessionStore.setUserInfo(null);
  sessionStore.reset();
  await mutate(USER_INFO_KEY, undefined, { revalidate: false });
}

/** Session timeout (a reply code or HTTP status 401): the token is cleared and the dialog asked for. */
export function expireSession(): void {
  sessionStore.setToken(null);
  sessionStore.setSessionTimeout(true);
}

/** Confirming the expiry dialog: stored data is wiped and home is loaded afresh. */
export function confirmSessionExpiry(home: string, reload: (href: string) => void = (href) => window.location.replace(href)): void {
  localCache.clear();
  sessionCache.clear();
  sessionStore.reset();
  reload(home);
}
