/**
 * A super debtor's balance as the sum of its members' balance summaries (DOMAIN: "handled as one:
 * aggregated balance"), added up with big.js through `@/lib/money`.
 *
 * Amounts in different currencies are never added together: there is no rate to convert with,
 * and a total that mixed euros and pounds would be a wrong number shown as a right one. The sum is
 * therefore one total per currency met among the members; a group whose members all owe in one
 * currency (every seeded group) has exactly one. Each bucket (outstanding, overdue, …) is added in
 * its own currency, so a member whose summary were split across currencies would still be counted
 * where each amount belongs.
 */
import { type Money, sumMoney } from '@/lib/money';

export const BALANCE_BUCKETS = ['outstanding', 'overdue', 'disputed', 'inArrangement'] as const;
export type BalanceBucket = (typeof BALANCE_BUCKETS)[number];

/** What a member contributes (the contract's `SuperDebtorMember` has these four). */
export type MemberBalance = Record<BalanceBucket, Money>;

/** The group's total in one currency, and how many members owe in it. */
export type CurrencyTotal = { currency: string; members: number } & Record<BalanceBucket, Money>;

/**
 * The totals per currency, the currency with the most members first (ties: by code). With no
 * members the group owes nothing: one zero total in `fallbackCurrency` (the group's own, as the
 * server states it), so the overview still shows four amounts rather than none.
 */
export function groupBalance(members: readonly MemberBalance[], fallbackCurrency: string): CurrencyTotal[] {
  const currencies = new Map<string, { members: Set<number>; amounts: Record<BalanceBucket, Money[]> }>();
  members.forEach((member, index) => {
    for (const bucket of BALANCE_BUCKETS) {
      const money = member[bucket];
      let entry = currencies.get(money.currency);
      if (!entry) {
        entry = { members: new Set(), amounts: { outstanding: [], overdue: [], disputed: [], inArrangement: [] } };
        currencies.set(money.currency, entry);
      }
      entry.members.add(index);
      entry.amounts[bucket].push(money);
    }
  });
  if (currencies.size === 0) {
    const zero = { amount: '0', currency: fallbackCurrency };
    return [{ currency: fallbackCurrency, members: 0, outstanding: zero, overdue: zero, disputed: zero, inArrangement: zero }];
  }
  return [...currencies.entries()]
    .map(([currency, { members: owing, amounts }]) => ({
      currency,
      members: owing.size,
      outstanding: sumMoney(amounts.outstanding, currency),
      overdue: sumMoney(amounts.overdue, currency),
      disputed: sumMoney(amounts.disputed, currency),
      inArrangement: sumMoney(amounts.inArrangement, currency),
    }))
    .sort((a, b) => b.members - a.members || a.currency.localeCompare(b.currency));
}
