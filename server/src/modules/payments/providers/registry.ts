/**
 * Which payment providers this server uses, chosen by configuration: a provider whose keys are set is made once at
 * start; none configured (the embedded default) means the server takes no payments and says so.
 */
import type { PaymentProvider } from '@playwords/common';
import type { PaymentsConfig } from '../../../config';
import { PaypalProvider } from './paypal';
import type { PaymentProviderClient } from './provider';
import { StripeProvider } from './stripe';

/** Makes a provider's client from the configuration, or answers undefined when its keys are not set. */
type ProviderFactory = (config: PaymentsConfig) => PaymentProviderClient | undefined;

/** Every provider the product knows: one line each. */
const FACTORIES: Record<PaymentProvider, ProviderFactory> = {
  STRIPE: (config) => config.stripe && new StripeProvider(config.stripe),
  PAYPAL: (config) => config.paypal && new PaypalProvider(config.paypal),
};

/** The provider names in a webhook's path (`/api/payments/webhooks/{name}/`). */
export const WEBHOOK_NAMES: Record<string, PaymentProvider> = { stripe: 'STRIPE', paypal: 'PAYPAL' };

/** The display name of a provider in messages. */
export const PROVIDER_NAMES: Record<PaymentProvider, string> = { STRIPE: 'Stripe', PAYPAL: 'PayPal' };

export class PaymentProviders {
  private constructor(private readonly clients: ReadonlyMap<PaymentProvider, PaymentProviderClient>) {}

  /** The providers whose keys the configuration sets. */
  static fromConfig(config: PaymentsConfig): PaymentProviders {
    const clients = new Map<PaymentProvider, PaymentProviderClient>();
    for (const [name, make] of Object.entries(FACTORIES) as Array<[PaymentProvider, ProviderFactory]>) {
      const client = make(config);
      if (client) clients.set(name, client);
    }
    return new PaymentProviders(clients);
  }

  /** A configured provider, or undefined. */
  get(name: PaymentProvider): PaymentProviderClient | undefined {
    return this.clients.get(name);
  }

  has(name: PaymentProvider): boolean {
    return this.clients.has(name);
  }

  /** Whether this server takes payments at all. */
  get any(): boolean {
    return this.clients.size > 0;
  }
}
