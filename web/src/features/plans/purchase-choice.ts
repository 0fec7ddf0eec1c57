import type { Currency, PaidPlan, PaymentType, PlanMonths } from '@playwords/common';

/** What the plan tiles offer: Basic (free, only an account) and the two paid plans. */
export type PlanTile = 'BASIC' | PaidPlan;

/** RMB for a browser whose language is Chinese (zh, zh-CN, zh-TW…), US dollars for every other one. */
export function defaultCurrency(language: string | undefined): Currency {
  return language && /^zh\b/i.test(language) ? 'CNY' : 'USD';
}

/** The panel's first choice: the default plan code PROPLAN1 (accounts §9), Pro for a month by subscription. */
export const FIRST_CHOICE: { plan: PlanTile; months: PlanMonths; payment: PaymentType } = {
  plan: 'PRO',
  months: 1,
  payment: 'SUB',
};
