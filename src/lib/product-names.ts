/**
 * The accounting packages and payment providers an administration connects, and their names:
 * products and the same in every language, so not in the locale files. A module of its own, so
 * a page that only names a connection (the settings overview) does not load the settings' forms.
 */
export const BOOKKEEPING_PROVIDERS = ['exact-online', 'twinfield', 'snelstart', 'xero', 'quickbooks', 'sage'] as const;
export const PAYMENT_PROVIDERS = ['mollie', 'stripe', 'adyen', 'gocardless'] as const;

export const PRODUCT_NAMES: Readonly<Record<(typeof BOOKKEEPING_PROVIDERS)[number] | (typeof PAYMENT_PROVIDERS)[number], string>> = {
  'exact-online': 'Exact Online',
  twinfield: 'Twinfield',
  snelstart: 'SnelStart',
  xero: 'Xero',
  quickbooks: 'QuickBooks',
  sage: 'Sage',
  mollie: 'Mollie',
  stripe: 'Stripe',
  adyen: 'Adyen',
  gocardless: 'GoCardless',
};

/** A provider's name as people know it; an id the app does not know is shown as it is. */
export function productName(id: string): string {
  return Object.hasOwn(PRODUCT_NAMES, id) ? PRODUCT_NAMES[id as keyof typeof PRODUCT_NAMES] : id;
}
