/**
 * The member session state (token, roles, user info, flags, captcha), in one framework-free store (React reads it through
 * useSyncExternalStore in ./use-session). The access token lives in memory only: the credential
 * that counts is the HttpOnly `token` cookie set by every login, which scripts cannot read; the
 * in-memory copy only feeds the client's `Authorization: Bearer` header until the page unloads.
 * Nothing here is written to localStorage or sessionStorage.
 */
import type { CaptchaChallenge, UserInfo } from '@/lib/api/contract';
import { setTokenGetter } from '@/lib/api/feedback';

/** The user info record as the session holds it (avatar, plus the points fields merged in). */
export interface SessionUser extends UserInfo {
  /** The picture's address, or '' when the member has none (the page draws initials). */
  avatar: string;
  points: number;
}

export interface SessionState {
  /** The access token of the last login in this page, or null (a reload forgets it; the cookie stays). */
  token: string | null;
  roles: readonly string[];
  userInfo: SessionUser | null;
  /** When userInfo was last written (epoch ms); 0 before the first fetch. */
  lastUpdateTime: number;
  /** The open captcha challenge of the login forms: its key and its picture (a data: URL). */
  captchaKey: string | null;
  captchaImage: string | null;
  /** Set by a login in this page, or once GET /user has answered for the cookie's session. */
  isLogin: boolean;
  /** Whether a login dialog is asked for; no screen opens one yet. */
  loginDialogOpen: boolean;
  /** Set by a 401 (the session-timeout flow) until its dialog is confirmed. */
  sessionTimeout: boolean;
}

export const INITIAL_SESSION_STATE: SessionState = Object.freeze({
  token: null,
  roles: Object.freeze([]) as readonly string[],
  userInfo: null,
  lastUpdateTime: 0,
  captchaKey: null,
  captchaImage: null,
  isLogin: false,
  loginDialogOpen: false,
  sessionTimeout: false,
});

export type SessionListener = () => void;

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: SessionListener): () => void;
  setToken(token: string | null): void;
  /** Stores a GET /user answer (merged with what is known of the same member), its roles and the time; null clears. */
  setUserInfo(info: UserInfo | null): void;
  /** Merges later changes of the member (a new avatar, a points balance) into the stored record. */
  updateUserInfo(patch: Partial<Pick<SessionUser, 'avatar' | 'points' | 'nickname'>>): void;
  setLoggedIn(isLogin: boolean): void;
  setCaptcha(challenge: Pick<CaptchaChallenge, 'key' | 'image'> | null): void;
  setLoginDialogOpen(open: boolean): void;
  setSessionTimeout(flag: boolean): void;
  /** Back to the initial state (logout, and the session-timeout confirmation). */
  reset(): void;
}

/**
 * The merge: the record from GET /user with the avatar and the points settled. An empty avatar
 * keeps the one already known for the same member; points that are not a number read as the known
 * balance, else 0.
 */
export function mergeUserInfo(previous: SessionUser | null, next: UserInfo): SessionUser {
  const same = previous !== null && previous.id === next.id;
  const avatar = typeof next.avatar === 'string' && next.avatar.trim() !== '' ? next.avatar : same ? previous.avatar : '';
  const points = Number.isFinite(next.points) ? next.points : same ? previous.points : 0;
  return { ...next, avatar, points, roles: Array.isArray(next.roles) ? next.roles : [] };
}

export function createSessionStore(now: () => number = Date.now): SessionStore {
  let state: SessionState = INITIAL_SESSION_STATE;
  const listeners = new Set<SessionListener>();

  const set = (patch: Partial<SessionState>) => {
    const changed = (Object.keys(patch) as (keyof SessionState)[]).some((key) => patch[key] !== state[key]);
    if (!changed) return;
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setToken: (token) => set({ token: token && token.trim() !== '' ? token : null }),
    setUserInfo(info) {
      if (info === null) {
        set({ userInfo: null, roles: INITIAL_SESSION_STATE.roles, lastUpdateTime: now() });
        return;
      }
      const userInfo = mergeUserInfo(state.userInfo, info);
      set({ userInfo, roles: userInfo.roles, lastUpdateTime: now() });
    },
    updateUserInfo(patch) {
      if (!state.userInfo) return;
      set({ userInfo: { ...state.userInfo, ...patch }, lastUpdateTime: now() });
    },
    setLoggedIn: (isLogin) => set({ isLogin }),
    setCaptcha: (challenge) => set({ captchaKey: challenge?.key ?? null, captchaImage: challenge?.image ?? null }),
    setLoginDialogOpen: (loginDialogOpen) => set({ loginDialogOpen }),
    setSessionTimeout: (sessionTimeout) => set({ sessionTimeout }),
    reset: () => set({ ...INITIAL_SESSION_STATE }),
  };
}

/** The one store of the page. */
export const sessionStore: SessionStore = createSessionStore();

// Every API call reads the token from here (the header is added only when there is one).
setTokenGetter(() => sessionStore.getState().token);
