/** Licence types as stored and answered (api-contract.md). */
export type LicenceType = 'PRO' | 'PRE' | 'VIP';

/** One licence as `GET /api/licenses/` answers it (accounts §3). */
export interface LicenceDto {
  /** The licence key. */
  id: string;
  user_username: string | null;
  license_type: LicenceType;
  is_trial: boolean;
  date_purchased: string;
  is_active: boolean;
  is_expired: boolean;
  will_auto_renew: boolean;
  renew_time: string | null;
  /** When the licence's current run started, moved back by the time it ran before a pause. */
  time_activated: string | null;
  /** Days it lasts in all (extensions included). */
  duration: number;
  /** The paused licence that resumes when the active one ends. */
  activate_this_plan_next: boolean;
  /** Whole days left, rounded up (accounts §4). */
  remaining_days: number;
}

/** Trial tiers as the trial request names them. */
export const TRIAL_TYPES = ['PRO', 'PREMIUM'] as const;
export type TrialType = (typeof TRIAL_TYPES)[number];
export const TRIAL_DAYS = 7;

/** Display names (accounts §3). */
export function licenceTypeName(type: LicenceType | 'BAS'): string {
  return { PRO: 'Pro', PRE: 'Premium', VIP: 'VIP', BAS: 'Basic' }[type];
}

/** 'Premium Trial', 'Pro Plan'… (accounts §3: a trial is shown as 'Trial', otherwise 'Plan'). */
export function licenceTitle(licence: Pick<LicenceDto, 'license_type' | 'is_trial'>): string {
  return `${licenceTypeName(licence.license_type)} ${licence.is_trial ? 'Trial' : 'Plan'}`;
}
