import type { LicenceType, PlanType } from '@playwords/common';
import { i18n } from './i18n';

/**
 * How a plan is named and coloured wherever a user's plan shows (core §2: each a different colour). The name is in
 * the reader's language (the 'plans' namespace: a page that shows it loads that namespace).
 */
export interface PlanLook {
  label: string;
  /** A Mantine palette name. */
  color: string;
}

const COLORS: Record<PlanType | 'BASIC', string> = { BASIC: 'teal', PRO: 'blue', PRE: 'grape', VIP: 'orange' };

/** A plan's name: Basic, Pro, Premium, VIP (基础版, 专业版, 高级版, VIP). */
export function planName(type: LicenceType | 'BAS'): string {
  switch (type) {
    case 'BAS':
      return i18n.t('plans:planNames.basic');
    case 'PRO':
      return i18n.t('plans:planNames.pro');
    case 'PRE':
      return i18n.t('plans:planNames.premium');
    case 'VIP':
      return i18n.t('plans:planNames.vip');
  }
}

/** The look of `current_plan_type`: null is Basic, PRO Pro, PRE Premium, VIP VIP. */
export function planLook(planType: PlanType | null): PlanLook {
  return { label: planName(planType ?? 'BAS'), color: COLORS[planType ?? 'BASIC'] };
}
