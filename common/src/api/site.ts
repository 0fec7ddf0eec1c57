/**
 * This installation's addresses, which the pages name (footer, contact, terms, cancellation, success): the server
 * writes them into the app's page as `<meta>` tags from its configuration, so an operator running her own copy shows
 * her own and no request is needed to know them.
 */
export const SITE_META = {
  /** Where contact messages go and appeals are sent (SUPPORT_EMAIL). */
  supportEmail: 'playwords:support-email',
  /** Questions about payments and refunds (BILLING_EMAIL). */
  billingEmail: 'playwords:billing-email',
} as const;

/** The product's support address, used when SUPPORT_EMAIL is not set (and by the pages when the tag is absent). */
export const DEFAULT_SUPPORT_EMAIL = 'support@playwords.app';
