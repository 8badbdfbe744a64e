/*
 * A cookie that only says "this browser has a session" (never the token, which stays HttpOnly):
 * the islands of cached catalogue pages (the favourite hearts) read it to skip asking the server
 * for a visitor who is not logged in. It is set and cleared with the session cookie; a stale one
 * (the session ended elsewhere) is dropped at the first 401. Nothing trusts it: the server checks
 * the session on every call.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

export function hasSessionHint(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

export function dropSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
