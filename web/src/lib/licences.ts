import type { LicenceDto, TrialType } from '@playwords/common';
import { api } from './api';

/** A page of `GET /api/licenses/`: active first, then the one that resumes next, then the rest newest first. */
export interface LicencePage {
  count: number;
  next: string | null;
  previous: string | null;
  results: LicenceDto[];
}

/** Cache keys: the list and each licence apart, so updating one licence does not refetch it. */
export const licenceKeys = {
  list: ['licences', 'list'] as const,
  detail: (id: string) => ['licences', 'detail', id] as const,
};

const licencePath = (id: string) => `/licenses/${encodeURIComponent(id)}/`;

export function fetchLicences(signal?: AbortSignal): Promise<LicencePage> {
  return api.get<LicencePage>('/licenses/', { signal });
}

export function fetchLicence(id: string, signal?: AbortSignal): Promise<LicenceDto> {
  return api.get<LicenceDto>(licencePath(id), { signal });
}

/** Stops auto-renew (the owner only); the licence stays usable to its end. */
export function deactivateLicence(id: string): Promise<LicenceDto> {
  return api.post<LicenceDto>(`${licencePath(id)}deactivate/`);
}

/** Redeems a licence key for the signed-in user. */
export function activateLicenceKey(key: string): Promise<LicenceDto> {
  return api.post<LicenceDto>(`${licencePath(key)}activate/`);
}

/** Starts the 7-day trial of a tier (once per tier). */
export function startTrial(type: TrialType): Promise<LicenceDto> {
  return api.post<LicenceDto>('/payments/start-trial/', { type });
}

/** A licence's status as accounts §4 names it: active, inactive or expired. */
export type LicenceStatus = 'Active' | 'Inactive' | 'Expired';

/** Where a licence stands (accounts §4): active, expired, or inactive (paused, or waiting its turn). */
export function licenceStatus(licence: Pick<LicenceDto, 'is_active' | 'is_expired'>): LicenceStatus {
  if (licence.is_active) return 'Active';
  if (licence.is_expired) return 'Expired';
  return 'Inactive';
}

/** Said under an inactive licence's status when it is the paused plan that resumes next. */
export const RESUMES_NEXT_TEXT = 'Paused: resumes when your current plan ends.';

/** The note under a licence's status, if any. */
export function licenceStatusNote(licence: Pick<LicenceDto, 'is_active' | 'is_expired' | 'activate_this_plan_next'>) {
  return !licence.is_active && !licence.is_expired && licence.activate_this_plan_next ? RESUMES_NEXT_TEXT : null;
}

/** '1 day left', '12 days left', '0 days left'. */
export function remainingDaysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** '30 days', '1 day'. */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The date part of an ISO timestamp ('2024-05-01'), or null. */
export function datePart(iso: string | null): string | null {
  if (!iso) return null;
  return iso.slice(0, 10);
}

/** The router state with which a licence card opens /plan/{id}, so the page need not load it again. */
export interface LicenceRouteState {
  licence: LicenceDto;
}

export function licenceRouteState(licence: LicenceDto): LicenceRouteState {
  return { licence };
}

/** The licence carried by a location's state, when it is the one the page shows. */
export function licenceFromState(state: unknown, id: string): LicenceDto | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const licence = (state as Partial<LicenceRouteState>).licence;
  if (typeof licence !== 'object' || licence === null || licence.id !== id) return undefined;
  return licence;
}
