import { Title } from '@mantine/core';
import {
  couponScopeMessage,
  describeCoupon,
  DURATION_TEXTS,
  formatPrice,
  licenceTypeName,
  LICENCE_TYPE_OF_PLAN,
  summarizeOrder,
  type PlanChoice,
} from '@playwords/common';
import type { ConfirmedCoupon } from './coupon';
import classes from './purchase-panel.module.css';

/** 'Subscription, renews every 3 months' / 'One Time Payment'. */
function paymentText({ payment, months }: PlanChoice): string {
  if (payment === 'SINGLE') return 'One Time Payment';
  return `Subscription, renews every ${months === 1 ? 'month' : `${months} months`}`;
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
  const summary = summarizeOrder(choice, coupon);
  const money = (minor: number) => formatPrice(minor, choice.currency);
  return (
    <section aria-labelledby="order-summary-heading">
      <Title id="order-summary-heading" order={3} size="h4" mb="xs">
        Order Summary
      </Title>
      <dl className={classes.summary}>
        <div className={classes.summaryRow}>
          <dt>Plan</dt>
          <dd>{licenceTypeName(LICENCE_TYPE_OF_PLAN[choice.plan])}</dd>
        </div>
        <div className={classes.summaryRow}>
          <dt>Duration</dt>
          <dd>{DURATION_TEXTS[choice.months].label}</dd>
        </div>
        <div className={classes.summaryRow}>
          <dt>Payment</dt>
          <dd>{paymentText(choice)}</dd>
        </div>
        <div className={classes.summaryRow}>
          <dt>Price</dt>
          <dd>{money(summary.price)}</dd>
        </div>
        {summary.fee > 0 && (
          <div className={classes.summaryRow}>
            <dt>Single Purchase Fee</dt>
            <dd>{money(summary.fee)}</dd>
          </div>
        )}
        {coupon && (
          <div className={classes.summaryRow}>
            <dt>Coupon {coupon.code}</dt>
            {summary.couponApplies ? (
              <dd>
                −{money(summary.discount)} ({describeCoupon(coupon.value, choice.currency)})
              </dd>
            ) : (
              <>
                <dd>
                  <s>{describeCoupon(coupon.value, choice.currency)}</s>
                </dd>
                <dd className={classes.couponNote}>{couponScopeMessage(coupon.scope)}</dd>
              </>
            )}
          </div>
        )}
        <div className={`${classes.summaryRow} ${classes.summaryTotal}`}>
          <dt>Total</dt>
          <dd>{money(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
