'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { isApiCancelled, isApiError, type ApiError } from '@/lib/api/client';
import type { UserInfo } from '@/lib/api/contract';
import { API } from '@/lib/client-config';
import { fetchUserInfo, USER_INFO_KEY } from './flows';
import { INITIAL_SESSION_STATE, mergeUserInfo, sessionStore, type SessionState, type SessionUser } from './store';

const identity = (state: SessionState) => state;

/**
 * The session state, or the part a selector picks (return a field, not a new object: the selected
 * value is compared by identity). The server snapshot is always the initial state, so the server HTML
 * never shows one visitor's session to another.
 */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector: (state: SessionState) => T = identity as (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.getState()),
    () => selector(INITIAL_SESSION_STATE),
  );
}

/** A 401 (HTTP or reply code): the session-timeout flow has taken over. */
export function isSessionExpiredError(error: unknown): error is ApiError {
  return isApiError(error) && (error.httpStatus === API.sessionTimeoutCode || error.code === API.sessionTimeoutCode);
}

export interface UserInfoState {
  /** The member from the session store (kept there by every fetch). */
  user: SessionUser | null;
  /** The last failure, when there is no member to show; cancellations are not failures. */
  error: ApiError | Error | null;
  /** True when the failure was a 401 (the expiry dialog is up). */
  expired: boolean;
  isLoading: boolean;
  /** Fetches again (and the store follows). */
  refresh: () => void;
}

/**
 * The member's info. A member page renders it on the server and passes it as `initial`: it is
 * shown at once, put into the session store, and SWR only revalidates it (on focus, so a session
 * ended elsewhere is noticed) and takes mutations. Without `initial` it is fetched (GET /user).
 * Either way the store holds it and it is read back from there. A 401 is never retried: once is
 * enough to start the timeout flow.
 */
export function useUserInfo({ enabled = true, initial }: { enabled?: boolean; initial?: UserInfo } = {}): UserInfoState {
  const stored = useSession((state) => state.userInfo);
  const fallback = useMemo(() => (initial ? mergeUserInfo(null, initial) : undefined), [initial]);
  const { error, isLoading, mutate } = useSWR<SessionUser, Error>(enabled ? USER_INFO_KEY : null, fetchUserInfo, {
    fallbackData: fallback,
    revalidateOnMount: !fallback,
    shouldRetryOnError: (failure) => !isSessionExpiredError(failure),
    errorRetryCount: 3,
  });
  useEffect(() => {
    if (!initial || sessionStore.getState().userInfo?.id === initial.id) return;
    sessionStore.setUserInfo(initial);
    sessionStore.setLoggedIn(true);
  }, [initial]);
  const refresh = useCallback(() => {
    void mutate();
  }, [mutate]);
  const failure = error && !isApiCancelled(error) ? error : null;
  const user = stored ?? fallback ?? null;
  return {
    user,
    error: failure,
    expired: isSessionExpiredError(failure),
    isLoading: user === null && failure === null && (isLoading || Boolean(error)),
    refresh,
  };
}
