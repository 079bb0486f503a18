/**
 * Sums a list shows: the envelope's totals of the whole filtered set (`PageMeta.totals`), and the
 * sum of what is selected, worked out from the rows the user ticked (known, as they were on screen)
 * or, for "all N matching", from the totals minus the rows taken out.
 */
import { type Money, sumMoney } from '@/lib/money';
import type { Selection } from './selection';

/** One sum of a paged list's envelope (the contract's `PageTotal`). */
export type PageTotal = { field: string; currency: string; amount: string };

/** One field's totals from the envelope, as money per currency (in the envelope's order). */
export function totalsOf(totals: readonly PageTotal[] | undefined, field: string): Money[] {
  return (totals ?? []).filter((total) => total.field === field).map(({ amount, currency }) => ({ amount, currency }));
}

const negate = (money: Money): Money => ({ ...money, amount: money.amount.startsWith('-') ? money.amount.slice(1) : `-${money.amount}` });

function byCurrency(values: readonly Money[]): Money[] {
  const currencies = [...new Set(values.map((value) => value.currency))];
  return currencies.map((currency) =>
    sumMoney(
      values.filter((value) => value.currency === currency),
      currency,
    ),
  );
}

/**
 * The selected rows' sum of one money field, per currency; null when it cannot be known (a row of
 * the selection was never seen; a row without an amount counts as none, or "all matching" without the envelope's totals).
 */
export function selectionSum(selection: Selection, field: string, known: ReadonlyMap<string, Money | null>, totals: readonly PageTotal[] | undefined): Money[] | null {
  if (selection.kind === 'ids') {
    const values = selection.ids.map((id) => known.get(id));
    if (values.some((value) => value === undefined)) return null;
    return byCurrency(values.filter((value): value is Money => Boolean(value)));
  }
  const all = totalsOf(totals, field);
  if (all.length === 0 && selection.total > 0) return null;
  const excluded = selection.excludeIds.map((id) => known.get(id));
  if (excluded.some((value) => value === undefined)) return null;
  return byCurrency([...all, ...excluded.filter((value): value is Money => Boolean(value)).map(negate)]);
}
