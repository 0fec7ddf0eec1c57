import { describe, expect, it } from 'vitest';
import { paymentRequestInput } from '../api/payment-requests';
import {
  CURRENCIES,
  describeCoupon,
  formatPrice,
  PAID_PLANS,
  parseCouponValue,
  parsePlanCode,
  PAYMENT_TYPES,
  paymentMethods,
  PLAN_MONTHS,
  planCode,
  summarizeOrder,
} from './pricing';

describe('plan codes', () => {
  it('name every plan, length, payment type and currency, and read back to the same choice', () => {
    const codes = new Set<string>();
    for (const currency of CURRENCIES)
      for (const plan of PAID_PLANS)
        for (const months of PLAN_MONTHS)
          for (const payment of PAYMENT_TYPES) {
            const code = planCode({ plan, months, payment, currency });
            codes.add(code);
            expect(parsePlanCode(code)).toEqual({ plan, months, payment, currency });
          }
    expect(codes.size).toBe(24);
    expect(planCode({ plan: 'PREMIUM', months: 3, payment: 'SINGLE', currency: 'CNY' })).toBe(
      'SINGLE_PREMIUMPLAN3_CNY',
    );
    expect(planCode({ plan: 'PRO', months: 1, payment: 'SUB', currency: 'USD' })).toBe('PROPLAN1');
  });

  it('refuse anything else', () => {
    for (const code of [
      '',
      'PROPLAN2',
      'BASICPLAN1',
      'proplan1',
      'SINGLE_PROPLAN1_USD',
      'PROPLAN1_CNY ',
      'SUB_PROPLAN1',
    ])
      expect(parsePlanCode(code)).toBeNull();
  });
});

describe('prices', () => {
  it('are formatted for their currency', () => {
    expect(formatPrice(599, 'USD')).toBe('$5.99');
    expect(formatPrice(3900, 'CNY')).toBe('¥39.00');
    expect(formatPrice(30, 'USD')).toBe('$0.30');
  });

  it('add the Single Purchase Fee to a one-time payment only', () => {
    const sub = summarizeOrder({ plan: 'PRO', months: 3, payment: 'SUB', currency: 'USD' }, null);
    expect(sub).toEqual({ price: 1649, fee: 0, discount: 0, couponApplies: false, total: 1649 });
    const single = summarizeOrder({ plan: 'PREMIUM', months: 6, payment: 'SINGLE', currency: 'CNY' }, null);
    expect(single).toEqual({ price: 33000, fee: 200, discount: 0, couponApplies: false, total: 33200 });
  });
});

describe('coupons', () => {
  it('read MULTn as round(100·(1−n)) percent off and SUBn as n off in the order’s currency', () => {
    expect(parseCouponValue('MULT0.9')).toEqual({ kind: 'percent', percent: 10 });
    expect(parseCouponValue('MULT0.75')).toEqual({ kind: 'percent', percent: 25 });
    expect(parseCouponValue('MULT0.333')).toEqual({ kind: 'percent', percent: 67 });
    expect(parseCouponValue('SUB2')).toEqual({ kind: 'amount', minor: 200 });
    expect(parseCouponValue('SUB1.5')).toEqual({ kind: 'amount', minor: 150 });
    for (const bad of ['', 'MULT', 'MULT1', 'MULT0', 'MULT1.5', 'SUB0', 'SUB-2', 'DIV2', 'MULT0.9x'])
      expect(parseCouponValue(bad)).toBeNull();
    expect(describeCoupon({ kind: 'percent', percent: 10 }, 'USD')).toBe('10%');
    expect(describeCoupon({ kind: 'amount', minor: 200 }, 'USD')).toBe('$2.00');
    expect(describeCoupon({ kind: 'amount', minor: 200 }, 'CNY')).toBe('¥2.00');
  });

  it('apply by scope, off the price, never below the minimum charge', () => {
    const tenOff = { value: { kind: 'percent', percent: 10 } as const, scope: 'SUB' as const };
    const sub = summarizeOrder({ plan: 'PRO', months: 1, payment: 'SUB', currency: 'USD' }, tenOff);
    expect(sub).toEqual({ price: 599, fee: 0, discount: 60, couponApplies: true, total: 539 });
    const single = summarizeOrder({ plan: 'PRO', months: 1, payment: 'SINGLE', currency: 'USD' }, tenOff);
    expect(single).toEqual({ price: 599, fee: 30, discount: 0, couponApplies: false, total: 629 });
    const both = { value: { kind: 'amount', minor: 200 } as const, scope: 'BOTH' as const };
    expect(summarizeOrder({ plan: 'PRO', months: 1, payment: 'SINGLE', currency: 'CNY' }, both).total).toBe(3900);
    const huge = { value: { kind: 'amount', minor: 100_000 } as const, scope: 'BOTH' as const };
    expect(summarizeOrder({ plan: 'PRO', months: 1, payment: 'SUB', currency: 'USD' }, huge).total).toBe(50);
    expect(summarizeOrder({ plan: 'PRO', months: 1, payment: 'SUB', currency: 'CNY' }, huge).total).toBe(400);
  });
});

describe('payment methods', () => {
  const base = { couponApplied: false, alipayEnabled: false };
  it('card always; PayPal not in RMB nor with a coupon on a subscription', () => {
    const cny = paymentMethods({ ...base, currency: 'CNY', payment: 'SUB' });
    expect(cny.card.enabled).toBe(true);
    expect(cny.paypal).toEqual({
      enabled: false,
      hint: 'Paypal does not allow RMB pricing. You can still use a Chinese paypal account with USD.',
    });
    expect(paymentMethods({ ...base, currency: 'USD', payment: 'SUB' }).paypal.enabled).toBe(true);
    const couponSub = paymentMethods({ ...base, couponApplied: true, currency: 'USD', payment: 'SUB' });
    expect(couponSub.paypal.enabled).toBe(false);
    expect(couponSub.paypal.hint).toMatch(/^Unfortunately, PayPal does not accept our coupon codes/);
    expect(paymentMethods({ ...base, couponApplied: true, currency: 'USD', payment: 'SINGLE' }).paypal.enabled).toBe(
      true,
    );
  });

  it('WeChat Pay and AliPay (when enabled) only for one-time payments in RMB', () => {
    expect(paymentMethods({ ...base, currency: 'CNY', payment: 'SINGLE' }).wechat).toEqual({
      enabled: true,
      hint: null,
    });
    expect(paymentMethods({ ...base, currency: 'CNY', payment: 'SUB' }).wechat).toEqual({
      enabled: false,
      hint: 'WeChat only supports one time payments of RMB. We apologize for the inconvenience.',
    });
    expect(paymentMethods({ ...base, currency: 'USD', payment: 'SINGLE' }).wechat.enabled).toBe(false);
    expect(paymentMethods({ ...base, currency: 'CNY', payment: 'SINGLE' }).alipay.enabled).toBe(false);
    const withAlipay = paymentMethods({ ...base, alipayEnabled: true, currency: 'USD', payment: 'SINGLE' });
    expect(withAlipay.alipay.hint).toBe(
      'WeChat and AliPay only support one time payments of RMB. We apologize for the inconvenience.',
    );
    expect(paymentMethods({ ...base, alipayEnabled: true, currency: 'CNY', payment: 'SINGLE' }).alipay.enabled).toBe(
      true,
    );
  });
});

describe('the payment request', () => {
  const valid = { plan_selected: 'SINGLE_PROPLAN3_CNY', payment: 'SINGLE', provider: 'STRIPE', currency: 'CNY' };
  it('takes a plan code whose currency and payment type match, and a word-character coupon', () => {
    expect(paymentRequestInput.parse({ ...valid, coupon_code: 'SPRING10' }).coupon_code).toBe('SPRING10');
    expect(paymentRequestInput.parse({ ...valid, coupon_code: '' }).coupon_code).toBeUndefined();
  });

  it('refuses a made-up plan, a mismatched currency or payment type, an amount and a bad coupon', () => {
    const fields = (body: object) =>
      paymentRequestInput.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(fields({ ...valid, plan_selected: 'PROPLAN2' })).toEqual([['plan_selected', 'This is not a plan.']]);
    expect(fields({ ...valid, currency: 'USD' })).toEqual([['currency', 'The currency does not match the plan.']]);
    expect(fields({ ...valid, payment: 'SUB' })).toEqual([['payment', 'The payment type does not match the plan.']]);
    expect(fields({ ...valid, coupon_code: 'no spaces' })).toEqual([['coupon_code', 'This is an invalid code.']]);
    expect(paymentRequestInput.parse({ ...valid, price: 1 })).not.toHaveProperty('price');
  });
});
