import { Title } from '@mantine/core';
import { summarizeOrder, type CouponScope, type CouponValue, type PaidPlan, type PlanChoice } from '@playwords/common';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { formatAmount } from '../../lib/payments';
import type { ConfirmedCoupon } from './coupon';
import { DURATION_KEYS } from './purchase-choice';
import classes from './purchase-panel.module.css';

const PLAN_NAMES: Record<PaidPlan, 'planNames.pro' | 'planNames.premium'> = {
  PRO: 'planNames.pro',
  PREMIUM: 'planNames.premium',
};

/** Why a coupon is struck through (accounts §5). */
const SCOPE_MESSAGES: Record<CouponScope, 'summary.couponSubOnly' | 'summary.couponSingleOnly'> = {
  SUB: 'summary.couponSubOnly',
  SINGLE: 'summary.couponSingleOnly',
  // A coupon for both always applies: never struck through.
  BOTH: 'summary.couponSingleOnly',
};

/** 'Subscription, renews every 3 months' / 'One Time Payment'. */
function paymentText(t: TFunction<'plans'>, { payment, months }: PlanChoice): string {
  if (payment === 'SINGLE') return t('panel.payments.single');
  return months === 1 ? t('summary.renewsMonthly') : t('summary.renewsEvery', { months });
}

export interface OrderSummaryProps {
  choice: PlanChoice;
  /** The confirmed coupon, or null (the default coupon state counts only once one is confirmed). */
  coupon: ConfirmedCoupon | null;
}

/**
 * The Order Summary (accounts §2): plan, duration, price, the Single Purchase Fee of a one-time payment, the
 * coupon (struck through with its scope message when it does not apply) and the total, in the chosen currency.
 * The amounts are those of common's summarizeOrder: the server charges exactly them.
 */
export function OrderSummary({ choice, coupon }: OrderSummaryProps) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const summary = summarizeOrder(choice, coupon);
  const money = (minor: number) => formatAmount(minor, choice.currency, language);
  // The coupon as the panel names it: '10%' or '$2.00' / '¥2.00'.
  const describe = (value: CouponValue) => (value.kind === 'percent' ? `${value.percent}%` : money(value.minor));
  return (
    <section aria-labelledby="order-summary-heading">
      <Title id="order-summary-heading" order={3} size="h4" mb="xs">
        {t('summary.heading')}
      </Title>
      <dl className={classes.summary}>
        <div className={classes.summaryRow}>
          <dt>{t('summary.plan')}</dt>
          <dd>{t(PLAN_NAMES[choice.plan])}</dd>
        </div>
        <div className={classes.summaryRow}>
          <dt>{t('summary.duration')}</dt>
          <dd>{t(DURATION_KEYS[choice.months].label)}</dd>
        </div>
        <div className={classes.summaryRow}>
          <dt>{t('summary.payment')}</dt>
          <dd>{paymentText(t, choice)}</dd>
        </div>
        <div className={classes.summaryRow}>
          <dt>{t('summary.price')}</dt>
          <dd>{money(summary.price)}</dd>
        </div>
        {summary.fee > 0 && (
          <div className={classes.summaryRow}>
            <dt>{t('summary.fee')}</dt>
            <dd>{money(summary.fee)}</dd>
          </div>
        )}
        {coupon && (
          <div className={classes.summaryRow}>
            <dt>{t('summary.coupon', { code: coupon.code })}</dt>
            {summary.couponApplies ? (
              <dd>
                −{money(summary.discount)} ({describe(coupon.value)})
              </dd>
            ) : (
              <>
                <dd>
                  <s>{describe(coupon.value)}</s>
                </dd>
                <dd className={classes.couponNote}>{t(SCOPE_MESSAGES[coupon.scope])}</dd>
              </>
            )}
          </div>
        )}
        <div className={`${classes.summaryRow} ${classes.summaryTotal}`}>
          <dt>{t('summary.total')}</dt>
          <dd>{money(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
