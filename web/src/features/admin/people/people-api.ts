import type {
  AdminGrantLicenceInput,
  AdminSuspendInput,
  AdminTakeBackLicenceInput,
  AdminUserDetail,
  AdminUserSearchResult,
} from '@playwords/common';
import { api } from '../../../lib/api';
import { adminKeys, queryString } from '../shared/admin-api';

/** The people section's query keys, under the console's (a write anywhere refreshes them). */
export const peopleKeys = {
  search: (q: string) => [...adminKeys.all, 'people', 'search', q] as const,
  person: (id: number) => [...adminKeys.all, 'people', 'user', id] as const,
};

export function searchPeople(q: string, signal?: AbortSignal) {
  return api.get<AdminUserSearchResult>(`/admin/users/${queryString({ q })}`, { signal });
}

export function fetchPerson(id: number, signal?: AbortSignal) {
  return api.get<AdminUserDetail>(`/admin/users/${id}/`, { signal });
}

/** The actions that need only a reason. */
export type ReasonAction =
  | 'verify-email'
  | 'resend-activation'
  | 'end-sessions'
  | 'restrict-uploads'
  | 'unrestrict-uploads'
  | 'unsuspend'
  | 'ban'
  | 'unban';

export function actOnPerson(id: number, action: ReasonAction, reason: string) {
  return api.post<AdminUserDetail>(`/admin/users/${id}/${action}/`, { reason });
}

export function grantLicence(id: number, input: AdminGrantLicenceInput) {
  return api.post<AdminUserDetail>(`/admin/users/${id}/grant-licence/`, input);
}

export function takeBackLicence(id: number, input: AdminTakeBackLicenceInput) {
  return api.post<AdminUserDetail>(`/admin/users/${id}/take-back-licence/`, input);
}

export function suspendPerson(id: number, input: AdminSuspendInput) {
  return api.post<AdminUserDetail>(`/admin/users/${id}/suspend/`, input);
}
