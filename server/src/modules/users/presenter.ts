import { getEntitlements } from '@playwords/common';
import { defineUserFragment } from '../../platform/user-object';
import type { UserRow } from './repository';

/**
 * The rights a user has now, from the plan cache on her row. The licences module keeps it current: every licence
 * change writes it, and a request refreshes it (before any route runs) once the plan's instant has come.
 */
export function entitlementsOf(user: UserRow) {
  return getEntitlements({ activePlan: user.planType });
}

/** The user object's own fields: the account, its plan and its trials (api-contract.md § Users). */
export const usersFragment = defineUserFragment({
  module: 'users',
  fields: [
    'id',
    'username',
    'display_name',
    'email',
    'has_valid_email',
    'email_to_activate',
    'date_joined',
    'is_superuser',
    'max_sessions_allowed',
    'always_save_wordlist_across_devices',
    'has_active_plan',
    'current_plan_type',
    'used_pro_plan_trial',
    'used_premium_plan_trial',
    'language',
  ],
  load(_db, user) {
    const rights = entitlementsOf(user);
    return {
      id: user.id,
      username: user.username,
      display_name: user.displayName,
      email: user.email,
      has_valid_email: user.hasValidEmail,
      email_to_activate: user.emailToActivate,
      date_joined: user.dateJoined.toISOString(),
      is_superuser: user.isSuperuser,
      max_sessions_allowed: rights.max_sessions_allowed,
      always_save_wordlist_across_devices: user.alwaysSaveWordlistAcrossDevices,
      has_active_plan: rights.has_active_plan,
      current_plan_type: rights.current_plan_type,
      used_pro_plan_trial: user.usedProPlanTrial,
      used_premium_plan_trial: user.usedPremiumPlanTrial,
      language: user.language,
    };
  },
});
