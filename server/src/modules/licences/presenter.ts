import type { LicenceDto } from '@playwords/common';
import type { LicenceView } from './service';

/** Shapes a licence and its state as the API's licence object (accounts §3, common/src/api/licences.ts). */
export function presentLicence({ licence, state, ownerUsername }: LicenceView): LicenceDto {
  return {
    id: licence.id,
    user_username: ownerUsername,
    license_type: licence.licenceType,
    is_trial: licence.isTrial,
    date_purchased: licence.datePurchased.toISOString(),
    is_active: state.isActive,
    is_expired: state.isExpired,
    will_auto_renew: licence.willAutoRenew,
    renew_time: licence.renewTime?.toISOString() ?? null,
    time_activated: state.timeActivated?.toISOString() ?? null,
    duration: licence.durationDays,
    activate_this_plan_next: state.activateThisPlanNext,
    remaining_days: state.remainingDays,
  };
}
