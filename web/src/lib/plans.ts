import type { PlanType } from '@playwords/common';

/** How a plan is named and coloured wherever a user's plan shows (core §2: each a different colour). */
export interface PlanLook {
  label: 'Basic' | 'Pro' | 'Premium' | 'VIP';
  /** A Mantine palette name. */
  color: string;
}

const LOOKS: Record<PlanType | 'BASIC', PlanLook> = {
  BASIC: { label: 'Basic', color: 'teal' },
  PRO: { label: 'Pro', color: 'blue' },
  PRE: { label: 'Premium', color: 'grape' },
  VIP: { label: 'VIP', color: 'orange' },
};

/** The look of `current_plan_type`: null is Basic, PRO Pro, PRE Premium, VIP VIP. */
export function planLook(planType: PlanType | null): PlanLook {
  return LOOKS[planType ?? 'BASIC'];
}
