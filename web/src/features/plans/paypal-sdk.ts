import type { Language } from '@playwords/common/i18n';
/**
 * The PayPal JS SDK, loaded on demand (only once a teacher picks PayPal), from PayPal or from the origin the
 * payments config names. One-time orders and subscriptions need different scripts (`intent=subscription`), so each
 * loads under a namespace of its own and both can live on the page.
 */

/** What PayPal hands `onApprove`: the order of a one-time payment, the subscription of a subscription. */
export interface PaypalApproval {
  orderID?: string;
  subscriptionID?: string | null;
}

/** The options of `paypal.Buttons` this app uses. */
export interface PaypalButtonsOptions {
  style?: Record<string, string | number | boolean>;
  createOrder?: () => Promise<string>;
  createSubscription?: () => Promise<string>;
  onApprove: (data: PaypalApproval) => Promise<void>;
  onError: (error: unknown) => void;
  onCancel?: () => void;
}

export interface PaypalButtonsInstance {
  render(container: HTMLElement): Promise<void>;
  close?(): Promise<void>;
}

export interface PaypalNamespace {
  Buttons(options: PaypalButtonsOptions): PaypalButtonsInstance;
}

export const PAYPAL_ORIGIN = 'https://www.paypal.com';

export interface PaypalSdkOptions {
  clientId: string;
  subscription: boolean;
  /** The config's `paypal_sdk_origin`, when the server names one. */
  origin?: string | null;
  /** The reader's language: PayPal's button and window speak Chinese to a Chinese reader. */
  language?: Language;
}

/** https://www.paypal.com/sdk/js?client-id=…&currency=USD (PayPal is never offered in RMB), plus the subscription flags. */
export function paypalSdkUrl({ clientId, subscription, origin, language }: PaypalSdkOptions): string {
  const base = (origin || PAYPAL_ORIGIN).replace(/\/+$/, '');
  const flags = subscription ? '&vault=true&intent=subscription' : '';
  const locale = language === 'zh-CN' ? '&locale=zh_CN' : '';
  return `${base}/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=USD${flags}${locale}`;
}

/** The window property the SDK of each kind sets (its `data-namespace`). */
export function paypalNamespace(subscription: boolean): string {
  return subscription ? 'paypalSubscriptions' : 'paypalOrders';
}

interface Loading {
  script: HTMLScriptElement;
  promise: Promise<PaypalNamespace>;
}

const loading = new Map<string, Loading>();

function namespaceOn(name: string): PaypalNamespace | undefined {
  return (window as unknown as Record<string, PaypalNamespace | undefined>)[name];
}

/**
 * Loads the SDK at `url` under `namespace` once; a failed load (or a script since removed from the page) is tried
 * again on the next call.
 */
export function loadPaypalSdk(url: string, namespace: string): Promise<PaypalNamespace> {
  const known = loading.get(url);
  if (known?.script.isConnected) return known.promise;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.namespace = namespace;
  const promise = new Promise<PaypalNamespace>((resolve, reject) => {
    script.addEventListener('load', () => {
      const sdk = namespaceOn(namespace);
      if (sdk) resolve(sdk);
      else reject(new Error('PayPal did not load.'));
    });
    script.addEventListener('error', () => reject(new Error('PayPal could not be loaded.')));
  });
  promise.catch(() => {
    if (loading.get(url)?.script === script) loading.delete(url);
    script.remove();
  });
  loading.set(url, { script, promise });
  document.head.append(script);
  return promise;
}
