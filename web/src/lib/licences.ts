import type { LicenceDto, TrialType } from '@playwords/common';
import { formatDate, type Language } from '@playwords/common/i18n';
import { api } from './api';
import { i18n } from './i18n';
import { planName } from './plans';

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

/**
 * A status as the reader reads it ('Active', '正在使用'). These texts and the ones below are in the 'plans'
 * namespace: a page that shows them loads it (`useTranslation(['profile', 'plans'])`).
 */
export function licenceStatusText(status: LicenceStatus): string {
  switch (status) {
    case 'Active':
      return i18n.t('plans:licence.status.active');
    case 'Inactive':
      return i18n.t('plans:licence.status.inactive');
    case 'Expired':
      return i18n.t('plans:licence.status.expired');
  }
}

/** The note under a licence's status, if any ('Paused: resumes when your current plan ends.'). */
export function licenceStatusNote(licence: Pick<LicenceDto, 'is_active' | 'is_expired' | 'activate_this_plan_next'>) {
  return !licence.is_active && !licence.is_expired && licence.activate_this_plan_next
    ? i18n.t('plans:licence.resumesNext')
    : null;
}

/** 'Premium Trial', 'Pro Plan'… (accounts §3), '高级版试用', '专业版套餐' in Chinese. */
export function licenceTitleText(licence: Pick<LicenceDto, 'license_type' | 'is_trial'>): string {
  const name = planName(licence.license_type);
  return licence.is_trial ? i18n.t('plans:licence.titleTrial', { name }) : i18n.t('plans:licence.titlePlan', { name });
}

/** '1 day left', '12 days left', '0 days left'. */
export function remainingDaysText(days: number): string {
  return i18n.t('plans:licence.daysLeft', { count: days });
}

/** '30 days', '1 day'. */
export function daysText(days: number): string {
  return i18n.t('plans:licence.days', { count: days });
}

/** The date part of an ISO timestamp ('2024-05-01'), or null. */
export function datePart(iso: string | null): string | null {
  if (!iso) return null;
  return iso.slice(0, 10);
}

/**
 * An ISO timestamp's date for the reader: English keeps the spec's '2024-05-01'; Chinese reads '2024年5月1日'. The
 * day is the UTC one in both, as `datePart` takes it.
 */
export function dateText(iso: string | null, language: Language): string | null {
  if (!iso) return null;
  if (language === 'en') return datePart(iso);
  return formatDate(iso, language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
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
