import type { Currency, PaidPlan, PaymentType, PlanMonths } from '@playwords/common';
import type { Language } from '@playwords/common/i18n';

/** What the plan tiles offer: Basic (free, only an account) and the two paid plans. */
export type PlanTile = 'BASIC' | PaidPlan;

/**
 * RMB for a reader of the Chinese interface, or a browser whose language is Chinese (zh, zh-CN, zh-TW…); US dollars
 * for every other one.
 */
export function defaultCurrency(language: Language, browserLanguage: string | undefined): Currency {
  if (language === 'zh-CN') return 'CNY';
  return browserLanguage && /^zh\b/i.test(browserLanguage) ? 'CNY' : 'USD';
}

/** The panel's first choice: the default plan code PROPLAN1 (accounts §9), Pro for a month by subscription. */
export const FIRST_CHOICE: { plan: PlanTile; months: PlanMonths; payment: PaymentType } = {
  plan: 'PRO',
  months: 1,
  payment: 'SUB',
};

/** The duration tiles' texts (accounts §9, 'plans' keys): the label and, for the longer plans, what is paid for. */
export const DURATION_KEYS = {
  1: { label: 'panel.durations.month1', paidFor: null },
  3: { label: 'panel.durations.months3', paidFor: 'panel.durations.paidFor3' },
  6: { label: 'panel.durations.months6', paidFor: 'panel.durations.paidFor6' },
} as const;
