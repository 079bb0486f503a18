/**
 * The subscription's plans and their rules (contract tag `administration-setup`, Inferred: not in
 * the spec), shared by the subscription pages and the mock server: the limits of each plan, whether
 * an administration's usage fits a plan (a downgrade it does not fit is refused), and what an
 * upgrade costs now (the difference in monthly price for the days left in the period, in cents).
 */

export const PLAN_IDS = ['starter', 'business', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanLimits = { users: number; customers: number; lettersPerMonth: number; emailsPerMonth: number };
export type Usage = { users: number; customers: number; lettersThisMonth: number; emailsThisMonth: number };

export const PLAN_LIMITS: Readonly<Record<PlanId, PlanLimits>> = {
  starter: { users: 3, customers: 250, lettersPerMonth: 50, emailsPerMonth: 500 },
  business: { users: 10, customers: 2_500, lettersPerMonth: 500, emailsPerMonth: 5_000 },
  enterprise: { users: 100, customers: 100_000, lettersPerMonth: 10_000, emailsPerMonth: 100_000 },
};

/** Monthly price in cents, excluding VAT, per currency (the administration's). */
const PRICE_CENTS: Readonly<Record<string, Record<PlanId, number>>> = {
  EUR: { starter: 4_900, business: 14_900, enterprise: 44_900 },
  GBP: { starter: 3_900, business: 12_900, enterprise: 38_900 },
};

export function priceCents(plan: PlanId, currency: string): number {
  return (PRICE_CENTS[currency] ?? PRICE_CENTS.EUR!)[plan];
}

/** Cents as the contract's decimal string ("149.00"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export type UsageItem = 'users' | 'customers' | 'letters' | 'emails';

/** Pairs of usage and limit, in the order the pages show them. */
export function usageAgainst(usage: Usage, limits: PlanLimits): { item: UsageItem; used: number; limit: number }[] {
  return [
    { item: 'users', used: usage.users, limit: limits.users },
    { item: 'customers', used: usage.customers, limit: limits.customers },
    { item: 'letters', used: usage.lettersThisMonth, limit: limits.lettersPerMonth },
    { item: 'emails', used: usage.emailsThisMonth, limit: limits.emailsPerMonth },
  ];
}

/** What the usage exceeds of a plan (empty: it fits). */
export function overLimits(usage: Usage, limits: PlanLimits): UsageItem[] {
  return usageAgainst(usage, limits)
    .filter(({ used, limit }) => used > limit)
    .map(({ item }) => item);
}

export const isUpgrade = (from: PlanId, to: PlanId) => PLAN_IDS.indexOf(to) > PLAN_IDS.indexOf(from);

/** The period runs by calendar month: it renews on the first of the next month (UTC). */
export function renewsOn(today: Date): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/**
 * What moving from one plan to a dearer one costs today: the monthly difference for the days left
 * in the month, today included, rounded half up to a cent. A downgrade costs nothing now (it is
 * not refunded; the lower price starts next period).
 */
export function upgradeChargeCents(from: PlanId, to: PlanId, currency: string, today: Date): number {
  if (!isUpgrade(from, to)) return 0;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const daysLeft = daysInMonth - today.getUTCDate() + 1;
  const difference = priceCents(to, currency) - priceCents(from, currency);
  return Math.floor((difference * daysLeft) / daysInMonth + 0.5);
}
