import type { NavigateFunction } from 'react-router';
import { paths } from './paths';

/** Router state of a redirect to /login after the server ended the session (core §4, §8). */
export interface LoginRedirectState {
  maxSessions: true;
}

export const MAX_SESSIONS_STATE: LoginRedirectState = { maxSessions: true };

export const MAX_SESSIONS_NOTICE =
  'You have been automatically logged out. Your session expired or you have logged in with too many devices. Please log in again.';

/** Sends the user to /login with the "logged out automatically" notice. Log the user out first. */
export function navigateToLoginExpired(navigate: NavigateFunction): void | Promise<void> {
  return navigate(paths.login, { state: MAX_SESSIONS_STATE, replace: true });
}

/** Whether a location's state asks the login page to show the notice. */
export function isMaxSessionsState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<LoginRedirectState>).maxSessions === true;
}
