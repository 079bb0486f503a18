/**
 * Statutory collection costs of a case handed over to a collection agency, per the country of the
 * administration that hands it over. Pure and shared: the mock backend computes a case's costs with
 * it (the screens show what the server decided, line by line), and its tests hold every band edge.
 * Amounts are decimal strings through big.js, rounded to cents half up; dates are `YYYY-MM-DD`.
 *
 * ## Netherlands (the Dutch administration, EUR)
 * Source: Besluit vergoeding voor buitengerechtelijke incassokosten (Stb. 2012, 141), art. 2,
 * https://wetten.overheid.nl/BWBR0031316 ; art. 6:96 lid 5 BW. Over the principal:
 *
 * | Part of the principal      | Rate  |
 * | -------------------------- | ----- |
 * | the first €2,500           | 15 %  (at least €40) |
 * | the next €2,500            | 10 %  |
 * | the next €5,000            | 5 %   |
 * | the next €190,000          | 1 %   |
 * | above €200,000             | 0.5 % |
 *
 * and never more than €6,775 in all. Chosen here: the principal is the sum of the case's invoices'
 * outstanding amounts (one claim per case, as agencies add up the invoices of one debtor handed over
 * together). VAT (21 %) is added only when the creditor cannot reclaim it (the VAT an agency
 * charges is a loss to the creditor only then, so only then part of the damage); the Dutch
 * administration is a VAT-registered B.V. that reclaims it, so the mock passes
 * `vatReclaimable: true` and adds none. The statutory (commercial) interest of art. 6:119a BW is
 * computed beside the costs (`./statutory-interest.ts`).
 *
 * ## United Kingdom (the British administration, GBP)
 * Source: Late Payment of Commercial Debts (Interest) Act 1998, s. 5A (fixed sums, as amended by
 * SI 2013/395) and the Late Payment of Commercial Debts (Rate of Interest) (No. 3) Order 2002,
 * https://www.legislation.gov.uk/ukpga/1998/20 and https://www.gov.uk/late-commercial-payments-interest-debt-recovery .
 * Per invoice (each is a qualifying debt):
 *
 * | Debt                      | Fixed sum |
 * | ------------------------- | --------- |
 * | under £1,000              | £40       |
 * | £1,000 to £9,999.99       | £70       |
 * | £10,000 or more           | £100      |
 *
 * Statutory interest (Dutch and British) is not a cost: `./statutory-interest.ts` computes it, period by
 * period, beside these costs.
 */
import Big from 'big.js';
import { parseDecimal } from './money';

/** Dutch VAT added when the creditor cannot reclaim it, in percent. */
export const NL_VAT_RATE = '21';

export const NL_BANDS = [
  { upTo: '2500', rate: '15' },
  { upTo: '5000', rate: '10' },
  { upTo: '10000', rate: '5' },
  { upTo: '200000', rate: '1' },
  { upTo: null, rate: '0.5' },
] as const;
export const NL_MINIMUM = '40';
export const NL_MAXIMUM = '6775';

export const UK_FIXED_SUMS = [
  { below: '1000', sum: '40' },
  { below: '10000', sum: '70' },
  { below: null, sum: '100' },
] as const;

export type CostCountry = 'NL' | 'GB';

export type CostInvoice = { invoiceId: string; number: string; outstanding: string; dueDate: string };

export type CostLine =
  /** One band of the Dutch scale: `rate` % of the part of the principal from `from` to `to`. */
  | { kind: 'band'; from: string; to: string | null; base: string; rate: string; amount: string }
  /** The Dutch minimum of €40 applied (the bands came to less). */
  | { kind: 'minimum'; amount: string }
  /** The Dutch maximum of €6,775 applied (the bands came to more); `amount` is what was taken off. */
  | { kind: 'maximum'; amount: string }
  /** VAT on the costs (NL, creditor cannot reclaim it). */
  | { kind: 'vat'; base: string; rate: string; amount: string }
  /** A UK fixed sum for one invoice of `base` outstanding. */
  | { kind: 'fixed-sum'; invoiceId: string; number: string; base: string; amount: string };

export type CollectionCosts = {
  country: CostCountry;
  /** The sum of the invoices' outstanding amounts. */
  principal: string;
  lines: CostLine[];
  /** Every line added up: the costs the debtor owes besides the principal. */
  total: string;
  /** The day the costs were computed at. */
  asOf: string;
};

function big(text: string): Big {
  const value = parseDecimal(text);
  if (!value) throw new TypeError(`Not a decimal amount: ${JSON.stringify(text)}`);
  return value;
}

function cents(value: Big): string {
  const text = value.round(2, Big.roundHalfUp).toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** The Dutch statutory collection costs over `principal` (euros), with each band that applies. */
export function dutchCollectionCosts(principal: string, options: { vatReclaimable: boolean }): { lines: CostLine[]; total: string } {
  const amount = big(principal);
  const lines: CostLine[] = [];
  let costs = new Big(0);
  let from = new Big(0);
  for (const band of NL_BANDS) {
    if (amount.lte(from)) break;
    const top = band.upTo === null ? amount : (amount.lt(band.upTo) ? amount : big(band.upTo));
    const base = top.minus(from);
    const part = new Big(cents(base.times(band.rate).div(100)));
    lines.push({ kind: 'band', from: cents(from), to: band.upTo === null ? null : cents(big(band.upTo)), base: cents(base), rate: band.rate, amount: cents(part) });
    costs = costs.plus(part);
    if (band.upTo === null) break;
    from = big(band.upTo);
  }
  if (costs.lt(NL_MINIMUM)) {
    lines.push({ kind: 'minimum', amount: cents(big(NL_MINIMUM).minus(costs)) });
    costs = big(NL_MINIMUM);
  } else if (costs.gt(NL_MAXIMUM)) {
    lines.push({ kind: 'maximum', amount: cents(big(NL_MAXIMUM).minus(costs)) });
    costs = big(NL_MAXIMUM);
  }
  if (!options.vatReclaimable) {
    const vat = new Big(cents(costs.times(NL_VAT_RATE).div(100)));
    lines.push({ kind: 'vat', base: cents(costs), rate: NL_VAT_RATE, amount: cents(vat) });
    costs = costs.plus(vat);
  }
  return { lines, total: cents(costs) };
}

/** The UK fixed sum for one debt of `outstanding` pounds. */
export function ukFixedSum(outstanding: string): string {
  const amount = big(outstanding);
  const row = UK_FIXED_SUMS.find((entry) => entry.below === null || amount.lt(entry.below));
  return cents(big(row?.sum ?? '100'));
}

/** The statutory collection costs of a case: its invoices, the administration's country, the day. */
export function collectionCosts(input: { country: CostCountry; invoices: readonly CostInvoice[]; asOf: string; vatReclaimable?: boolean }): CollectionCosts {
  const principal = input.invoices.reduce((sum, invoice) => sum.plus(big(invoice.outstanding)), new Big(0));
  if (input.country === 'NL') {
    const { lines, total } = dutchCollectionCosts(cents(principal), { vatReclaimable: input.vatReclaimable ?? true });
    return { country: 'NL', principal: cents(principal), lines, total, asOf: input.asOf };
  }
  const lines: CostLine[] = [];
  let total = new Big(0);
  for (const invoice of input.invoices) {
    const sum = ukFixedSum(invoice.outstanding);
    lines.push({ kind: 'fixed-sum', invoiceId: invoice.invoiceId, number: invoice.number, base: cents(big(invoice.outstanding)), amount: sum });
    total = total.plus(sum);
  }
  return { country: 'GB', principal: cents(principal), lines, total: cents(total), asOf: input.asOf };
}
