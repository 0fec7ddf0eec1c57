import { useEffect, useRef, useState } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessages, toMessages } from '../../lib/form-errors';
import { capturePaypalOrder, startPaypalPayment, type PaymentRequest } from '../../lib/payments';
import { i18n, useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import {
  loadPaypalSdk,
  paypalNamespace,
  paypalSdkUrl,
  type PaypalApproval,
  type PaypalButtonsInstance,
  type PaypalButtonsOptions,
} from './paypal-sdk';
import classes from './purchase-panel.module.css';

export interface PaypalCheckoutProps {
  clientId: string;
  /** Where the SDK comes from when not PayPal (the config's `paypal_sdk_origin`). */
  origin?: string | null;
  subscription: boolean;
  /** The payment request of the order as it stands when PayPal's button is clicked. */
  request: () => PaymentRequest;
  /** A request of ours is running: the other methods wait. */
  onBusy: (busy: boolean) => void;
  /** What went wrong, to list under the methods ([] clears them). */
  onErrors: (messages: string[]) => void;
}

/** What an error PayPal reports says ('' when it says nothing: shown as the generic text, accounts §8). */
function paypalMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * PayPal's own buttons (accounts §4, Payment outcome). Creating the order or subscription asks our server
 * (process-payment: a plan code, never an amount) and hands PayPal its id; an approved one-time order is captured
 * by our server and, once COMPLETED, the teacher goes to /success; an approved subscription goes there at once
 * (its licence comes with PayPal's webhook).
 */
export function PaypalCheckout({ clientId, origin, subscription, request, onBusy, onErrors }: PaypalCheckoutProps) {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  // PayPal keeps the callbacks it was given: they read the page's latest through these.
  const latest = useRef({ request, onBusy, onErrors, navigate });
  useEffect(() => {
    latest.current = { request, onBusy, onErrors, navigate };
  }, [request, onBusy, onErrors, navigate]);

  const url = paypalSdkUrl({ clientId, subscription, origin, language });

  useEffect(() => {
    let cancelled = false;
    let buttons: PaypalButtonsInstance | undefined;
    // Our server's messages are already shown when PayPal reports the same failure: it is not said twice.
    let serverSpoke = false;

    const working = (on: boolean) => {
      if (cancelled) return;
      setBusy(on);
      latest.current.onBusy(on);
    };

    async function create(): Promise<string> {
      latest.current.onErrors([]);
      serverSpoke = false;
      working(true);
      try {
        return (await startPaypalPayment(latest.current.request())).id;
      } catch (error) {
        serverSpoke = true;
        latest.current.onErrors(errorMessages(error));
        throw error;
      } finally {
        working(false);
      }
    }

    async function approve(data: PaypalApproval): Promise<void> {
      if (subscription) {
        if (data.subscriptionID) void latest.current.navigate(paths.success);
        else latest.current.onErrors(toMessages(''));
        return;
      }
      working(true);
      try {
        const captured = await capturePaypalOrder(data.orderID ?? '');
        if (captured.status === 'COMPLETED') {
          void latest.current.navigate(paths.success);
          return;
        }
        // The capture answered, but PayPal did not take the money (declined, or waiting on the payer's bank).
        latest.current.onErrors([i18n.t('plans:paypal.notCompleted')]);
      } catch (error) {
        latest.current.onErrors(errorMessages(error));
      } finally {
        working(false);
      }
    }

    const options: PaypalButtonsOptions = {
      style: { layout: 'vertical', shape: 'pill', label: subscription ? 'subscribe' : 'paypal' },
      ...(subscription ? { createSubscription: create } : { createOrder: create }),
      onApprove: approve,
      onError: (error) => {
        if (serverSpoke) {
          serverSpoke = false;
          return;
        }
        latest.current.onErrors(toMessages(paypalMessage(error)));
      },
      onCancel: () => working(false),
    };

    loadPaypalSdk(url, paypalNamespace(subscription))
      .then(async (sdk) => {
        if (cancelled || !container.current) return;
        buttons = sdk.Buttons(options);
        await buttons.render(container.current);
        if (!cancelled) setPhase('ready');
      })
      .catch(() => {
        if (!cancelled) setPhase('failed');
      });

    return () => {
      cancelled = true;
      void buttons?.close?.().catch(() => undefined);
    };
  }, [url, subscription, attempt]);

  return (
    <Stack gap="xs">
      {phase === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          {/* Shown while PayPal's script loads (accounts §8). */}
          <Text>{t('paypal.loading')}</Text>
        </Group>
      )}
      {phase === 'failed' && (
        <Group gap="sm">
          <Text c="red.8" fw={600}>
            {t('paypal.failed')}
          </Text>
          <Button
            variant="light"
            onClick={() => {
              setPhase('loading');
              setAttempt((count) => count + 1);
            }}
          >
            {t('paypal.tryAgain')}
          </Button>
        </Group>
      )}
      <div ref={container} className={classes.paypal} aria-busy={busy} aria-label={t('paypal.checkout')} role="group" />
    </Stack>
  );
}
