import type { UserRow } from '../modules/users/sessions';

/**
 * Who is acting: the signed-in user's row as the session read it (plan cache, trial flags and e-mail state
 * included). Every policy and service decides on this one shape.
 */
export type Actor = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'isSuperuser'
  | 'hasValidEmail'
  | 'planType'
  | 'usedProPlanTrial'
  | 'usedPremiumPlanTrial'
  | 'uploadsRestrictedAt'
  | 'uploadsRestrictedReason'
>;
