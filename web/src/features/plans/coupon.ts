import { COUPON_CODE_PATTERN, MAX_COUPON_CODE_LENGTH, type CouponScope, type CouponValue } from '@playwords/common';
import { i18n } from '../../lib/i18n';

/** A coupon the server confirmed: its code (sent with the payment), what it takes off and which payments it suits. */
export interface ConfirmedCoupon {
  code: string;
  value: CouponValue;
  scope: CouponScope;
}

/**
 * The panel's coupon state (accounts §5): a 10 percent subscription discount until a code is confirmed, and only
 * then used. `confirmed: false` means no coupon is on the order.
 */
export interface CouponState {
  coupon: ConfirmedCoupon;
  confirmed: boolean;
}

export const DEFAULT_COUPON_STATE: CouponState = {
  coupon: { code: '', value: { kind: 'percent', percent: 10 }, scope: 'SUB' },
  confirmed: false,
};

/** The coupon on the order, or null. */
export function orderCoupon(state: CouponState): ConfirmedCoupon | null {
  return state.confirmed ? state.coupon : null;
}

/**
 * The dialog's own checks before asking the server, in the reader's language: 'Please enter a code.', 'This is an
 * invalid code.', or null.
 */
export function couponCodeProblem(code: string): string | null {
  if (code === '') return i18n.t('plans:couponDialog.empty');
  if (code.length > MAX_COUPON_CODE_LENGTH || !COUPON_CODE_PATTERN.test(code)) return invalidCouponText();
  return null;
}

/** 'This is an invalid code.' in the reader's language. */
export function invalidCouponText(): string {
  return i18n.t('plans:couponDialog.invalid');
}
