import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { StorageKey, selectedWordlistKey, type UserDto } from '@playwords/common';
import { api, ApiError } from './api';
import { readStorage, readTabStorage, removeStorage, removeTabStorage, writeStorage, writeTabStorage } from './storage';
import { MAX_SESSIONS_STATE, navigateToLoginExpired } from './login-redirect';
import { paths } from './paths';
import { clearPrivateCaches } from './pwa';

/**
 * The signed-in user lives in exactly one place: the TanStack Query cache under ['me'].
 * No data means "not signed in, as far as this tab knows".
 */
export const meQueryKey = ['me'] as const;

export function fetchMe(signal?: AbortSignal): Promise<UserDto> {
  return api.get<UserDto>('/users/me/', { signal });
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
});

/** The signed-in user, or undefined. Only reads the cache; never starts a request. */
export function useCurrentUser(): UserDto | undefined {
  return useQuery({ ...meQueryOptions, enabled: false }).data;
}

/** Asks the server who is signed in (GET /api/users/me/); used where a session must be restored. */
export function useRestoreSession(enabled = true) {
  return useQuery({ ...meQueryOptions, enabled });
}

/**
 * A page only for signed-in users (accounts §2, §7): uses the user in memory, or asks the server once; when that
 * fails the remember-me flag is dropped and the browser goes to `redirectTo` ('/' on the plan and profile pages).
 * Returns the user, or undefined while the answer is on its way.
 */
export function useRequireSession(redirectTo: string = paths.home): UserDto | undefined {
  const navigate = useNavigate();
  const { data, isError, error } = useRestoreSession();
  const signedInHere = useSignedInHere();

  useEffect(() => {
    if (!isError) return;
    if (endLostSession(signedInHere, error)) void navigateToLoginExpired(navigate);
    else void navigate(redirectTo, { replace: true });
  }, [isError, error, signedInHere, navigate, redirectTo]);

  return data;
}

/**
 * Whether this browser was signed in when the page loaded and did not log out since (a remembered login, or any
 * login in this tab): read once, before a failed session restore forgets it.
 */
export function useSignedInHere(): boolean {
  const [signedIn] = useState(wasSignedIn);
  return signedIn;
}

/**
 * A session restore failed: forgets the signed-in markers (core §4, §8) and answers whether the session was lost
 * rather than never there, so /login says why she has to log in again (core §8's max-sessions text). Lost means
 * this browser was signed in and the server answered that nobody is; no answer at all proves nothing.
 */
export function endLostSession(signedInHere: boolean, error: unknown): boolean {
  forgetSignedIn();
  return signedInHere && error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Where a failed restore on '/' leads: /login, with the notice when the session was lost. */
export function loginAfterFailedRestore(lost: boolean) {
  return lost ? { replace: true, state: MAX_SESSIONS_STATE } : { replace: true };
}

/**
 * Asks the server for the current user again (her plan changed: a trial started, a key was activated) and stores
 * the answer, so the plan badge and the 'Go Pro' link follow at once.
 */
export function refreshCurrentUser(queryClient: QueryClient): Promise<UserDto> {
  return queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
}

/** Stores the user a login (or a later refresh) returned. */
export function setCurrentUser(queryClient: QueryClient, user: UserDto): void {
  queryClient.setQueryData(meQueryKey, user);
}

/** Whether this browser has logged in with "remember me" before (core §4). */
export function hasLoggedInBefore(): boolean {
  return readStorage(StorageKey.loggedInBefore) !== null;
}

/** This tab holds a session it did not log out of (sessionStorage: a login without "remember me" has no other mark). */
const SIGNED_IN_TAB_KEY = 'signedIn';

/**
 * After a successful login: this tab is signed in, and a remembered login marks the browser as a returning one.
 */
export function rememberLogin(remember: boolean): void {
  writeTabStorage(SIGNED_IN_TAB_KEY, 'true');
  if (!remember) return;
  writeStorage(StorageKey.loggedInBefore, 'true');
  writeStorage(StorageKey.rememberMe, 'true');
}

/** A failed session restore: the remember-me flag no longer holds. */
export function forgetRememberMe(): void {
  removeStorage(StorageKey.rememberMe);
}

/** Whether this browser was signed in and did not log out: remember-me, or a login in this tab. */
export function wasSignedIn(): boolean {
  return readStorage(StorageKey.rememberMe) !== null || readTabStorage(SIGNED_IN_TAB_KEY) !== null;
}

/** Logged out, or the session is gone: neither marker holds any more. */
export function forgetSignedIn(): void {
  forgetRememberMe();
  removeTabStorage(SIGNED_IN_TAB_KEY);
}

/** Where a user goes after logging in (core §4). */
export function pathAfterLogin(user: Pick<UserDto, 'has_valid_email'>): string {
  return user.has_valid_email ? paths.home : paths.activateReminder;
}

/** Forgets the user and everything fetched for her (the offline caches too); ['me'] is reset to "not signed in". */
export async function clearSession(queryClient: QueryClient, user: UserDto | undefined): Promise<void> {
  if (user) removeStorage(selectedWordlistKey(user.id));
  forgetSignedIn();
  // Her data kept for offline use goes too: the next teacher on this PC must not see it (lib/pwa.ts).
  await clearPrivateCaches();
  await queryClient.cancelQueries({ queryKey: meQueryKey, exact: true });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  await queryClient.resetQueries({ queryKey: meQueryKey, exact: true });
}

export interface SignOutOptions {
  /** Show the "logged out automatically" notice on /login (core §8). */
  expired?: boolean;
}

/**
 * Ends the session in this tab: leaves for /login first (committed at once, so the page being left never sees a
 * signed-out state and, on '/', never starts a session restore), then forgets the user and her data.
 * The router must not use transitions (`useTransitions={false}`), or flushSync cannot commit the navigation.
 */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async ({ expired = false }: SignOutOptions = {}) => {
      const user = queryClient.getQueryData<UserDto>(meQueryKey);
      flushSync(() => {
        if (expired) void navigateToLoginExpired(navigate);
        else void navigate(paths.login);
      });
      await clearSession(queryClient, user);
    },
    [queryClient, navigate],
  );
}

/**
 * Logout (core §4): POST /api/users/logout/ (a failure is ignored), then clear the device's word-list selection
 * and remember-me flag, forget the user and go to /login.
 */
export function useLogout(): () => Promise<void> {
  const signOut = useSignOut();
  return useCallback(async () => {
    try {
      await api.post('/users/logout/');
    } catch {
      // Ignored by design: the local session ends either way.
    }
    await signOut();
  }, [signOut]);
}
