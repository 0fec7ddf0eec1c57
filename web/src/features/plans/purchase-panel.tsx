import { useState } from 'react';
import { Anchor, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import {
  couponApplies,
  PLAN_MONTHS,
  PRICES,
  type Currency,
  type PaymentType,
  type PlanChoice,
  type PlanMonths,
  type UserDto,
} from '@playwords/common';
import type { Language } from '@playwords/common/i18n';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { formatAmount, takesPayments, usePaymentsConfig } from '../../lib/payments';
import { ChoiceTiles, type Tile } from './choice-tiles';
import { DEFAULT_COUPON_STATE, orderCoupon, type ConfirmedCoupon, type CouponState } from './coupon';
import { CouponDialog } from './coupon-dialog';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { defaultCurrency, DURATION_KEYS, FIRST_CHOICE, type PlanTile } from './purchase-choice';

// The spec's 'USD' and 'RMB'; a Chinese reader reads 美元 (USD) and 人民币 (RMB).
const CURRENCY_OPTIONS = [
  { value: 'USD', label: 'currencies.usd' },
  { value: 'CNY', label: 'currencies.rmb' },
] as const;

type PlansT = TFunction<'plans'>;

function planTiles(t: PlansT, currency: Currency, language: Language): Array<Tile<PlanTile>> {
  const monthly = (plan: 'PRO' | 'PREMIUM') =>
    t('panel.perMonth', { price: formatAmount(PRICES[currency][plan][1], currency, language) });
  return [
    { value: 'BASIC', label: t('panel.tiles.basic'), detail: t('panel.basicDetail') },
    { value: 'PRO', label: t('panel.tiles.pro'), detail: monthly('PRO') },
    { value: 'PREMIUM', label: t('panel.tiles.premium'), detail: monthly('PREMIUM') },
  ];
}

function durationTiles(
  t: PlansT,
  currency: Currency,
  language: Language,
  plan: 'PRO' | 'PREMIUM',
): Array<Tile<PlanMonths>> {
  return PLAN_MONTHS.map((months) => {
    const { label, paidFor } = DURATION_KEYS[months];
    return {
      value: months,
      label: t(label),
      detail: (
        <>
          <span style={{ display: 'block' }}>{formatAmount(PRICES[currency][plan][months], currency, language)}</span>
          {/* A space, so the description reads '$16.49 You pay for …' rather than running the two together. */}
          {paidFor && <span style={{ display: 'block' }}> {t('panel.youPayFor', { paidFor: t(paidFor) })}</span>}
        </>
      ),
    };
  });
}

function paymentTiles(t: PlansT): Array<Tile<PaymentType>> {
  return [
    { value: 'SINGLE', label: t('panel.payments.single'), detail: t('panel.payments.singleDetail') },
    { value: 'SUB', label: t('panel.payments.sub'), detail: t('panel.payments.subDetail') },
  ];
}

function LoginFirst() {
  const { t } = useTranslation('plans');
  return (
    <Text size="lg">
      <Trans
        t={t}
        i18nKey="panel.loginFirst"
        components={{
          login: <Anchor component={Link} to={paths.login} fw={700} />,
          signup: <Anchor component={Link} to={paths.signup} fw={700} />,
        }}
      />
    </Text>
  );
}

/** A server with no payment provider configured sells nothing and says so (issue 13): its operator grants plans. */
function NoPayments() {
  const { t } = useTranslation('plans');
  return (
    <Stack gap={4}>
      <Text fw={700}>{t('panel.noPayments')}</Text>
      <Text>{t('panel.operatorGrants')}</Text>
    </Stack>
  );
}

function BasicNote({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('plans');
  return (
    <Stack gap={4}>
      <Text size="lg" fw={700}>
        {t('panel.basic.free')}
      </Text>
      {signedIn ? (
        <Text>{t('panel.basic.yours')}</Text>
      ) : (
        <Text>
          <Trans
            t={t}
            i18nKey="panel.basic.signup"
            components={{ signup: <Anchor component={Link} to={paths.signup} fw={700} /> }}
          />
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
  const { t } = useTranslation('plans');
  if (config.data && !takesPayments(config.data)) return <NoPayments />;
  if (!user) return <LoginFirst />;
  if (config.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-label={t('panel.loadingOptions')} />
      </Group>
    );
  }
  if (config.isError) {
    return <LoadError message={t('panel.optionsFailed')} error={config.error} onRetry={() => void config.refetch()} />;
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
 * 'Purchase a Full Plan!' (accounts §2): currency (RMB first for a Chinese reader or browser, until she picks one),
 * plan, a coupon, duration and payment type, the Order Summary and the methods. Prices come from common's table; the
 * payment names a plan code.
 */
export function PurchasePanel({ user }: PurchasePanelProps) {
  const { t } = useTranslation('plans');
  const language = useLanguage();
  const config = usePaymentsConfig();
  const [chosenCurrency, setCurrency] = useState<Currency | null>(null);
  const currency = chosenCurrency ?? defaultCurrency(language, navigator.language);
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
          {t('panel.heading')}
        </Title>
        <NativeSelect
          label={t('panel.currency')}
          data={CURRENCY_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={currency}
          onChange={(event) => setCurrency(event.currentTarget.value as Currency)}
          size="md"
          maw={200}
        />
        <ChoiceTiles
          legend={t('panel.plan')}
          tiles={planTiles(t, currency, language)}
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
                  {t('panel.coupon.open')}
                </Anchor>
                {coupon && (
                  <>
                    <Text fw={600}>{t('panel.coupon.added', { code: coupon.code })}</Text>
                    <Button variant="subtle" size="compact-sm" onClick={() => setCouponState(DEFAULT_COUPON_STATE)}>
                      {t('panel.coupon.remove')}
                    </Button>
                  </>
                )}
              </Group>
            )}
            <ChoiceTiles
              legend={t('panel.duration')}
              tiles={durationTiles(t, currency, language, plan)}
              value={months}
              onChange={setMonths}
              columns={3}
            />
            <ChoiceTiles
              legend={t('panel.payment')}
              tiles={paymentTiles(t)}
              value={payment}
              onChange={setPayment}
              columns={2}
            />
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
