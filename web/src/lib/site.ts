import { DEFAULT_BILLING_EMAIL, DEFAULT_SUPPORT_EMAIL, SITE_META } from '@playwords/common';

/** A `<meta>` the server wrote into the page (absent under Vite's dev server and in tests: the defaults). */
function readMeta(name: string): string | undefined {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || undefined;
}

/** Where teachers write to us: this installation's support address. */
export function supportEmail(): string {
  return readMeta(SITE_META.supportEmail) ?? DEFAULT_SUPPORT_EMAIL;
}

/** Whom to ask about payments and refunds: this installation's billing address. */
export function billingEmail(): string {
  return readMeta(SITE_META.billingEmail) ?? DEFAULT_BILLING_EMAIL;
}
