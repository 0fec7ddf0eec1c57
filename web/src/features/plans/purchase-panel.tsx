import { useState } from 'react';
import { Anchor, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import {
  couponApplies,
  DURATION_TEXTS,
  formatPrice,
  PLAN_MONTHS,
  PRICES,
  type Currency,
  type PaymentType,
  type PlanChoice,
  type PlanMonths,
  type UserDto,
} from '@playwords/common';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { paths } from '../../lib/paths';
import { takesPayments, usePaymentsConfig } from '../../lib/payments';
import { ChoiceTiles, type Tile } from './choice-tiles';
import { DEFAULT_COUPON_STATE, orderCoupon, type ConfirmedCoupon, type CouponState } from './coupon';
import { CouponDialog } from './coupon-dialog';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { defaultCurrency, FIRST_CHOICE, type PlanTile } from './purchase-choice';

const CURRENCY_OPTIONS = [
  { value: 'USD', label: 'USD' },
  { value: 'CNY', label: 'RMB' },
];

function planTiles(currency: Currency): Array<Tile<PlanTile>> {
  const monthly = (plan: 'PRO' | 'PREMIUM') => `${formatPrice(PRICES[currency][plan][1], currency)} / month`;
  return [
    { value: 'BASIC', label: 'BASIC', detail: 'Free: only an account' },
    { value: 'PRO', label: 'PRO', detail: monthly('PRO') },
    { value: 'PREMIUM', label: 'PREMIUM', detail: monthly('PREMIUM') },
  ];
}

function durationTiles(currency: Currency, plan: 'PRO' | 'PREMIUM'): Array<Tile<PlanMonths>> {
  return PLAN_MONTHS.map((months) => {
    const { label, paidFor } = DURATION_TEXTS[months];
    return {
      value: months,
      label,
      detail: (
        <>
          <span style={{ display: 'block' }}>{formatPrice(PRICES[currency][plan][months], currency)}</span>
          {/* A space, so the description reads '$16.49 You pay for …' rather than running the two together. */}
          {paidFor && <span style={{ display: 'block' }}> You pay for {paidFor}</span>}
        </>
      ),
    };
  });
}

const PAYMENT_TILES: Array<Tile<PaymentType>> = [
  { value: 'SINGLE', label: 'One Time Payment', detail: 'Pay once; it does not renew' },
  { value: 'SUB', label: 'Subscription', detail: 'Renews until you cancel' },
];

function LoginFirst() {
  return (
    <Text size="lg">
      Please{' '}
      <Anchor component={Link} to={paths.login} fw={700}>
        Log In
      </Anchor>{' '}
      or{' '}
      <Anchor component={Link} to={paths.signup} fw={700}>
        Create an Account
      </Anchor>{' '}
      before purchasing.
    </Text>
  );
}

/** A server with no payment provider configured sells nothing and says so (issue 13): its operator grants plans. */
export const NO_PAYMENTS_TEXT = 'This server takes no payments: nothing can be bought or charged here.';
export const OPERATOR_GRANTS_TEXT =
  "Its operator grants plans with license keys: if you were given one, enter it under 'Already have a license key?'.";

function NoPayments() {
  return (
    <Stack gap={4}>
      <Text fw={700}>{NO_PAYMENTS_TEXT}</Text>
      <Text>{OPERATOR_GRANTS_TEXT}</Text>
    </Stack>
  );
}

function BasicNote({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack gap={4}>
      <Text size="lg" fw={700}>
        Basic is free: it needs no purchase, only an account.
      </Text>
      {signedIn ? (
        <Text>You have an account, so Basic is already yours.</Text>
      ) : (
        <Text>
          <Anchor component={Link} to={paths.signup} fw={700}>
            Create an Account
          </Anchor>{' '}
          to start with Basic.
        </Text>
      )}
    </Stack>
  );
}

interface CheckoutProps {
  user: UserDto | undefined;
  config: ReturnType<typeof usePaymentsConfig>;
  choice: PlanChoice;
  coupon: ConfirmedCoupon | null;
  onSwitchToOneTime: () => void;
}

/** How the order is paid: the methods, or why there are none (a visitor, no provider, the config not loaded). */
function Checkout({ user, config, choice, coupon, onSwitchToOneTime }: CheckoutProps) {
  if (config.data && !takesPayments(config.data)) return <NoPayments />;
  if (!user) return <LoginFirst />;
  if (config.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-label="Loading the payment options" />
      </Group>
    );
  }
  if (config.isError) {
    return (
      <LoadError
        message="The payment options could not be loaded."
        error={config.error}
        onRetry={() => void config.refetch()}
      />
    );
  }
  const applied = coupon && couponApplies(coupon.scope, choice.payment) ? coupon.code : null;
  return (
    <PaymentMethods
      config={config.data}
      choice={choice}
      email={user.email}
      couponCode={applied}
      onSwitchToOneTime={onSwitchToOneTime}
    />
  );
}

export interface PurchasePanelProps {
  /** The signed-in user; undefined for a visitor (she sees the prices and is asked to log in). */
  user: UserDto | undefined;
}

/**
 * 'Purchase a Full Plan!' (accounts §2): currency (RMB first for a Chinese browser), plan, a coupon, duration and
 * payment type, the Order Summary and the methods. Prices come from common's table; the payment names a plan code.
 */
export function PurchasePanel({ user }: PurchasePanelProps) {
  const config = usePaymentsConfig();
  const [currency, setCurrency] = useState<Currency>(() => defaultCurrency(navigator.language));
  const [plan, setPlan] = useState<PlanTile>(FIRST_CHOICE.plan);
  const [months, setMonths] = useState<PlanMonths>(FIRST_CHOICE.months);
  const [payment, setPayment] = useState<PaymentType>(FIRST_CHOICE.payment);
  const [couponState, setCouponState] = useState<CouponState>(DEFAULT_COUPON_STATE);
  const [couponOpen, setCouponOpen] = useState(false);

  const coupon = orderCoupon(couponState);
  const sells = !config.data || takesPayments(config.data);

  function switchToOneTime() {
    setPayment('SINGLE');
    setCurrency('CNY');
  }

  return (
    <Paper component="section" aria-labelledby="purchase-heading" radius="xl" p={{ base: 'md', sm: 'xl' }} withBorder>
      <Stack gap="lg">
        <Title id="purchase-heading" order={2} size="h3">
          Purchase a Full Plan!
        </Title>
        <NativeSelect
          label="Currency"
          data={CURRENCY_OPTIONS}
          value={currency}
          onChange={(event) => setCurrency(event.currentTarget.value as Currency)}
          size="md"
          maw={200}
        />
        <ChoiceTiles
          legend="Plan"
          tiles={planTiles(currency)}
          value={plan}
          onChange={setPlan}
          columns={3}
          phoneColumns={3}
        />
        {plan === 'BASIC' ? (
          <BasicNote signedIn={user !== undefined} />
        ) : (
          <>
            {user && sells && (
              <Group gap="sm">
                <Anchor component="button" type="button" fw={800} onClick={() => setCouponOpen(true)}>
                  Got a Coupon Code?
                </Anchor>
                {coupon && (
                  <>
                    <Text fw={600}>Coupon {coupon.code} added.</Text>
                    <Button variant="subtle" size="compact-sm" onClick={() => setCouponState(DEFAULT_COUPON_STATE)}>
                      Remove coupon
                    </Button>
                  </>
                )}
              </Group>
            )}
            <ChoiceTiles
              legend="Duration"
              tiles={durationTiles(currency, plan)}
              value={months}
              onChange={setMonths}
              columns={3}
            />
            <ChoiceTiles legend="Payment" tiles={PAYMENT_TILES} value={payment} onChange={setPayment} columns={2} />
            <OrderSummary choice={{ plan, months, payment, currency }} coupon={coupon} />
            <Checkout
              user={user}
              config={config}
              choice={{ plan, months, payment, currency }}
              coupon={coupon}
              onSwitchToOneTime={switchToOneTime}
            />
          </>
        )}
      </Stack>
      <CouponDialog
        opened={couponOpen}
        onClose={() => setCouponOpen(false)}
        onConfirmed={(confirmed) => setCouponState({ coupon: confirmed, confirmed: true })}
      />
    </Paper>
  );
}
