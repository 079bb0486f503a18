/**
 * Allocating a received payment over invoices, decided in one place for the mock backend and the
 * match form: amounts are decimal strings in the administration's currency, every sum and
 * comparison goes through big.js (never a float), amounts have at most two decimals (cents), and
 * what the allocations leave of the payment is its unallocated credit (an over-payment).
 *
 * - `allocationTotals`: allocated and unallocated of a payment.
 * - `checkAllocations`: the problems of a proposed set of allocations, each at its field
 *   (`allocations/<i>/amount`, `allocations/<i>/invoiceId`, or `allocations` for the whole).
 * - `proposeAllocation`: fills the invoices in the order given (oldest first, say) with what is
 *   left of the payment, never more than an invoice's outstanding; the rest stays unallocated.
 */
import Big from 'big.js';

/** An amount as the contract carries it: optional minus, digits, at most... any fraction (checked apart). */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const CENTS = /^-?\d+(?:\.\d{1,2})?$/;

export type AllocationLine = {
  invoiceId: string;
  /** Decimal string, e.g. "120.50". */
  amount: string;
};

export type AllocationProblemCode =
  | 'amount-invalid'
  | 'amount-not-positive'
  | 'amount-too-precise'
  | 'more-than-outstanding'
  | 'invoice-unknown'
  | 'invoice-twice'
  | 'more-than-payment';

export type AllocationProblem = {
  /** JSON pointer-like field path: `allocations/0/amount`, `allocations/1/invoiceId` or `allocations`. */
  field: string;
  code: AllocationProblemCode;
  /** The limit the amount broke (outstanding or payment amount), as a decimal string. */
  limit?: string;
};

const plain = (value: Big): string => {
  const text = value.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
};

/** The amount as a decimal with two places ("12.5" -> "12.50"); throws on what is not a decimal. */
export function toCents(amount: string): string {
  if (!DECIMAL.test(amount.trim())) throw new TypeError(`Not a decimal amount: ${JSON.stringify(amount)}`);
  return plain(new Big(amount.trim()).round(2, Big.roundHalfUp));
}

/** What the allocations take of the payment, and what they leave of it (the unallocated credit). */
export function allocationTotals(paymentAmount: string, allocations: readonly AllocationLine[]): { allocated: string; unallocated: string } {
  let allocated = new Big(0);
  for (const line of allocations) {
    if (DECIMAL.test(line.amount.trim())) allocated = allocated.plus(line.amount.trim());
  }
  return { allocated: plain(allocated), unallocated: plain(new Big(paymentAmount).minus(allocated)) };
}

/**
 * The problems of allocating `paymentAmount` as `allocations` (an empty list is valid: the payment
 * is unmatched). `available(invoiceId)` is what the invoice may still take: its outstanding plus
 * what this payment already allocated to it (so re-saving an unchanged match is valid), or
 * undefined when the invoice is not one the payment may be matched to.
 */
export function checkAllocations(
  paymentAmount: string,
  allocations: readonly AllocationLine[],
  available: (invoiceId: string) => string | undefined,
): AllocationProblem[] {
  const problems: AllocationProblem[] = [];
  const seen = new Set<string>();
  allocations.forEach((line, index) => {
    const amountField = `allocations/${index}/amount`;
    const invoiceField = `allocations/${index}/invoiceId`;
    const room = available(line.invoiceId);
    if (room === undefined) problems.push({ field: invoiceField, code: 'invoice-unknown' });
    else if (seen.has(line.invoiceId)) problems.push({ field: invoiceField, code: 'invoice-twice' });
    seen.add(line.invoiceId);
    const text = line.amount.trim();
    if (!DECIMAL.test(text)) problems.push({ field: amountField, code: 'amount-invalid' });
    else if (!CENTS.test(text)) problems.push({ field: amountField, code: 'amount-too-precise' });
    else if (new Big(text).lte(0)) problems.push({ field: amountField, code: 'amount-not-positive' });
    else if (room !== undefined && new Big(text).gt(room)) problems.push({ field: amountField, code: 'more-than-outstanding', limit: plain(new Big(room)) });
  });
  const { allocated } = allocationTotals(paymentAmount, allocations);
  if (new Big(allocated).gt(paymentAmount)) problems.push({ field: 'allocations', code: 'more-than-payment', limit: plain(new Big(paymentAmount)) });
  return problems;
}

/**
 * Fills the invoices in the order given with the payment: each takes what is left, at most its
 * outstanding. Invoices with nothing outstanding, or reached when nothing is left, get no line.
 */
export function proposeAllocation(
  paymentAmount: string,
  invoices: readonly { id: string; outstanding: string }[],
): { allocations: AllocationLine[]; unallocated: string } {
  let left = new Big(paymentAmount);
  const allocations: AllocationLine[] = [];
  for (const invoice of invoices) {
    if (left.lte(0)) break;
    const outstanding = new Big(invoice.outstanding);
    if (outstanding.lte(0)) continue;
    const take = outstanding.lt(left) ? outstanding : left;
    allocations.push({ invoiceId: invoice.id, amount: plain(take) });
    left = left.minus(take);
  }
  return { allocations, unallocated: plain(left) };
}

/**
 * The invoices' outstanding amounts after the payment's allocations change from `before` to
 * `after`: each invoice gets back what it had and gives what it now takes.
 */
export function outstandingAfter(
  outstanding: ReadonlyMap<string, string>,
  before: readonly AllocationLine[],
  after: readonly AllocationLine[],
): Map<string, string> {
  const next = new Map<string, Big>();
  const touch = (id: string) => {
    if (!next.has(id)) next.set(id, new Big(outstanding.get(id) ?? '0'));
    return next.get(id) as Big;
  };
  for (const line of before) next.set(line.invoiceId, touch(line.invoiceId).plus(line.amount));
  for (const line of after) next.set(line.invoiceId, touch(line.invoiceId).minus(line.amount));
  return new Map([...next].map(([id, value]) => [id, plain(value)]));
}
