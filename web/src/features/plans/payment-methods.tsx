import { useCallback, useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import {
  methodRoute,
  paymentMethods,
  planCode,
  PRICING_HINTS,
  type PaymentMethod,
  type PaymentsConfigResponse,
  type PlanChoice,
} from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { ErrorList } from '../../components/error-messages';
import { errorMessages } from '../../lib/form-errors';
import { browserNavigation, startStripePayment, type PaymentRequest } from '../../lib/payments';
import { PaypalCheckout } from './paypal-checkout';
import classes from './purchase-panel.module.css';

const METHOD_LABELS = {
  card: 'methods.card',
  paypal: 'methods.paypal',
  wechat: 'methods.wechat',
  alipay: 'methods.alipay',
} as const satisfies Record<PaymentMethod, string>;

/** Common's hints (the English texts paymentMethods gives) and their keys. */
const HINT_KEYS: Record<string, `methods.hints.${keyof typeof PRICING_HINTS}`> = {
  [PRICING_HINTS.paypalNoRmb]: 'methods.hints.paypalNoRmb',
  [PRICING_HINTS.paypalNoSubscriptionCoupon]: 'methods.hints.paypalNoSubscriptionCoupon',
  [PRICING_HINTS.wechatOnly]: 'methods.hints.wechatOnly',
  [PRICING_HINTS.wechatAlipayOnly]: 'methods.hints.wechatAlipayOnly',
};

/** The methods this server takes: Stripe's three (AliPay only behind its flag) and PayPal with its client id. */
function offeredMethods(config: PaymentsConfigResponse): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (config.stripe) methods.push('card');
  if (config.paypal && config.paypal_client_id) methods.push('paypal');
  if (config.stripe) methods.push('wechat');
  if (config.stripe && config.alipay) methods.push('alipay');
  return methods;
}

export interface PaymentMethodsProps {
  config: PaymentsConfigResponse;
  choice: PlanChoice;
  /** The signed-in payer's e-mail (prefilled at the provider). */
  email: string;
  /** The code of a confirmed coupon that applies to this payment type, or null. */
  couponCode: string | null;
  /** 'Click to switch to One Time Payment': one-time and RMB. */
  onSwitchToOneTime: () => void;
}

/**
 * The method buttons (accounts §5, §8): card always; PayPal not in RMB nor with a coupon on a subscription;
 * WeChat Pay and AliPay only for one-time payments in RMB. Each disabled method says why under the buttons, the
 * WeChat hint with its switch link. Card, WeChat Pay and AliPay go to Stripe's Checkout page; PayPal opens its own
 * buttons here. While a request runs its button is busy and no other can be clicked.
 */
export function PaymentMethods({ config, choice, email, couponCode, onSwitchToOneTime }: PaymentMethodsProps) {
  const { t } = useTranslation('plans');
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  const [paypalOpen, setPaypalOpen] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const states = paymentMethods({
    currency: choice.currency,
    payment: choice.payment,
    couponApplied: couponCode !== null,
    alipayEnabled: config.alipay,
  });
  const offered = offeredMethods(config);
  const paypalShown = paypalOpen && offered.includes('paypal') && states.paypal.enabled;

  const request = useCallback(
    (method: PaymentMethod): PaymentRequest => {
      const { provider, option } = methodRoute(method);
      return {
        email,
        plan_selected: planCode(choice),
        payment: choice.payment,
        provider,
        ...(option ? { payment_option: option } : {}),
        currency: choice.currency,
        ...(couponCode ? { coupon_code: couponCode } : {}),
      };
    },
    [email, choice, couponCode],
  );
  const paypalRequest = useCallback(() => request('paypal'), [request]);
  const paypalBusy = useCallback((on: boolean) => setBusy(on ? 'paypal' : null), []);

  async function payAtStripe(method: PaymentMethod) {
    setErrors([]);
    setPaypalOpen(false);
    setBusy(method);
    try {
      const { url } = await startStripePayment(request(method));
      // Busy until the browser has left.
      browserNavigation.leaveFor(url);
    } catch (error) {
      setErrors(errorMessages(error));
      setBusy(null);
    }
  }

  function choose(method: PaymentMethod) {
    if (busy) return;
    if (method === 'paypal') {
      setErrors([]);
      setPaypalOpen(true);
      return;
    }
    void payAtStripe(method);
  }

  // One line per reason: WeChat Pay and AliPay share theirs.
  const hints = [
    ...new Set(offered.map((method) => states[method].hint).filter((hint): hint is string => hint !== null)),
  ];
  const hintId = (hint: string) => `payment-hint-${hints.indexOf(hint)}`;

  return (
    <Stack gap="sm">
      <div role="group" aria-label={t('methods.group')} className={classes.methods}>
        {offered.map((method) => {
          const { enabled, hint } = states[method];
          return (
            <Button
              key={method}
              size="lg"
              // Narrow side padding: 'WeChat Pay' fits two to a row on a 375 px phone.
              px="sm"
              variant={method === 'paypal' && paypalShown ? 'filled' : 'light'}
              disabled={!enabled || (busy !== null && busy !== method)}
              loading={busy === method}
              aria-pressed={method === 'paypal' ? paypalShown : undefined}
              aria-describedby={hint ? hintId(hint) : undefined}
              onClick={() => choose(method)}
            >
              {t(METHOD_LABELS[method])}
            </Button>
          );
        })}
      </div>
      {hints.map((hint) => (
        <Text key={hint} id={hintId(hint)} size="sm" c="dimmed" fw={600}>
          {HINT_KEYS[hint] ? t(HINT_KEYS[hint]) : hint}
          {(hint === PRICING_HINTS.wechatOnly || hint === PRICING_HINTS.wechatAlipayOnly) && (
            <>
              {' '}
              <Anchor component="button" type="button" size="sm" fw={800} onClick={onSwitchToOneTime}>
                {t('methods.hints.switchToOneTime')}
              </Anchor>
            </>
          )}
        </Text>
      ))}
      {paypalShown && config.paypal_client_id && (
        <PaypalCheckout
          key={choice.payment}
          clientId={config.paypal_client_id}
          origin={config.paypal_sdk_origin}
          subscription={choice.payment === 'SUB'}
          request={paypalRequest}
          onBusy={paypalBusy}
          onErrors={setErrors}
        />
      )}
      <ErrorList messages={errors} />
    </Stack>
  );
}
