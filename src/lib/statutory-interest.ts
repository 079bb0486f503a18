/**
 * Statutory interest on late commercial debts, per the country of the administration, computed per
 * day outstanding. Pure and shared: the mock backend computes a collection case's interest with it
 * (the record shows what the server decided, period by period), and its tests hold the period edges.
 * Amounts are decimal strings through big.js, each line rounded to cents half up; dates `YYYY-MM-DD`.
 * Interest runs from the day after the due date up to and including the day it is computed at.
 *
 * ## Netherlands: wettelijke handelsrente (art. 6:119a BW)
 * Source: art. 6:119a and 6:120 BW, https://wetten.overheid.nl/BWBR0005289 (Boek 6); the rates as
 * published by the government, https://www.rijksoverheid.nl/onderwerpen/schulden/vraag-en-antwoord/hoe-hoog-is-de-wettelijke-rente
 * (the ECB's main refinancing rate on the first calendar day of the half-year plus 8 points, art.
 * 6:120 lid 2 BW). The rate of each half-year applies to the days of that half-year, so a debt that
 * runs across a change takes both. Once a year (each anniversary of the day interest started) the
 * interest of that year is added to the principal (art. 6:119a lid 2 with 6:119 lid 2: compound).
 * A day is 1/365 of a year's rate, 1/366 in a leap year (chosen here; practice differs).
 *
 * | From (half-year) | Rate    |
 * | ---------------- | ------- |
 * | 2016-07-01       | 8 %     |
 * | 2023-01-01       | 10.5 %  |
 * | 2023-07-01       | 12 %    |
 * | 2024-01-01       | 12.5 %  |
 * | 2024-07-01       | 12.25 % |
 * | 2025-01-01       | 11.15 % |
 * | 2025-07-01       | 10.15 % |
 * | 2026-01-01       | 10.15 % (to verify: assumes the ECB rate stayed at 2.15 %) |
 * | 2026-07-01       | 10.15 % (to verify: as above) |
 *
 * ## United Kingdom: Late Payment of Commercial Debts (Interest) Act 1998
 * Sources: the Act, s. 4 and 6, https://www.legislation.gov.uk/ukpga/1998/20 ; the Late Payment of
 * Commercial Debts (Rate of Interest) (No. 3) Order 2002, https://www.legislation.gov.uk/uksi/2002/1675 ;
 * https://www.gov.uk/late-commercial-payments-interest-debt-recovery/charging-interest-commercial-debt ;
 * Bank Rate history, https://www.bankofengland.co.uk/boeapps/database/Bank-Rate.asp .
 * Simple interest at 8 points over the reference rate: the Bank of England base rate in force on
 * 31 December (for 1 January–30 June) or 30 June (for 1 July–31 December) before the six months in
 * which interest started to run. That rate holds for the whole debt, however the base rate moves
 * afterwards. A day is 1/365 of a year (the government's guidance), leap year or not.
 *
 * | Six months from | Base rate on the reference day | Statutory rate |
 * | --------------- | ------------------------------ | -------------- |
 * | 2021-01-01      | 0.10 % (31 Dec 2020)           | 8.1 %          |
 * | 2021-07-01      | 0.10 % (30 Jun 2021)           | 8.1 %          |
 * | 2022-01-01      | 0.25 % (31 Dec 2021)           | 8.25 %         |
 * | 2022-07-01      | 1.25 % (30 Jun 2022)           | 9.25 %         |
 * | 2023-01-01      | 3.50 % (31 Dec 2022)           | 11.5 %         |
 * | 2023-07-01      | 5.00 % (30 Jun 2023)           | 13 %           |
 * | 2024-01-01      | 5.25 % (31 Dec 2023)           | 13.25 %        |
 * | 2024-07-01      | 5.25 % (30 Jun 2024)           | 13.25 %        |
 * | 2025-01-01      | 4.75 % (31 Dec 2024)           | 12.75 %        |
 * | 2025-07-01      | 4.25 % (30 Jun 2025)           | 12.25 %        |
 * | 2026-01-01      | 4.00 % (31 Dec 2025; to verify) | 12 %          |
 * | 2026-07-01      | 4.00 % (30 Jun 2026; to verify) | 12 %          |
 *
 * Both tables end with rows to check when the half-year's rate is published; a day past the last row
 * takes the last row's rate, a day before the first is refused.
 */
import Big from 'big.js';
import { parseDecimal } from './money';

export type InterestCountry = 'NL' | 'GB';

/** The Dutch statutory commercial interest rate (percent) from each half-year on. */
export const NL_COMMERCIAL_RATES: readonly { from: string; rate: string }[] = [
  { from: '2016-07-01', rate: '8' },
  { from: '2023-01-01', rate: '10.5' },
  { from: '2023-07-01', rate: '12' },
  { from: '2024-01-01', rate: '12.5' },
  { from: '2024-07-01', rate: '12.25' },
  { from: '2025-01-01', rate: '11.15' },
  { from: '2025-07-01', rate: '10.15' },
  { from: '2026-01-01', rate: '10.15' },
  { from: '2026-07-01', rate: '10.15' },
];

/** The Bank of England base rate (percent) on the reference day before each six months. */
export const UK_REFERENCE_RATES: readonly { from: string; baseRate: string }[] = [
  { from: '2021-01-01', baseRate: '0.10' },
  { from: '2021-07-01', baseRate: '0.10' },
  { from: '2022-01-01', baseRate: '0.25' },
  { from: '2022-07-01', baseRate: '1.25' },
  { from: '2023-01-01', baseRate: '3.50' },
  { from: '2023-07-01', baseRate: '5.00' },
  { from: '2024-01-01', baseRate: '5.25' },
  { from: '2024-07-01', baseRate: '5.25' },
  { from: '2025-01-01', baseRate: '4.75' },
  { from: '2025-07-01', baseRate: '4.25' },
  { from: '2026-01-01', baseRate: '4.00' },
  { from: '2026-07-01', baseRate: '4.00' },
];
/** Late Payment Act interest: this many points over the reference rate. */
export const UK_MARGIN = '8';

export type InterestInvoice = { invoiceId: string; number: string; outstanding: string; dueDate: string };

/** One period of one invoice: `base` × `rate` % × `days` ÷ `yearDays`, from `from` to `to` (both included). */
export type InterestLine = { invoiceId: string; number: string; from: string; to: string; days: number; base: string; rate: string; yearDays: 365 | 366; amount: string };

export type StatutoryInterest = { country: InterestCountry; asOf: string; lines: InterestLine[]; total: string };

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const yearOf = (day: number) => new Date(day * DAY_MS).getUTCFullYear();

function big(text: string): Big {
  const value = parseDecimal(text);
  if (!value) throw new TypeError(`Not a decimal amount: ${JSON.stringify(text)}`);
  return value;
}
const cents = (value: Big) => value.round(2, Big.roundHalfUp).toFixed(2);

/** The row of a table in force on `day` (the last whose `from` is not after it). */
function rowOn<R extends { from: string }>(table: readonly R[], day: string, what: string): R {
  let found: R | undefined;
  for (const row of table) if (row.from <= day) found = row;
  if (!found) throw new RangeError(`No ${what} before ${table[0]?.from ?? '?'}: ${day}`);
  return found;
}

/** The Dutch statutory commercial interest rate on `day`. */
export function nlRateOn(day: string): string {
  return rowOn(NL_COMMERCIAL_RATES, day, 'Dutch statutory commercial interest rate').rate;
}

/** The UK statutory rate of a debt whose interest starts on `day`: 8 points over that six months' reference rate. */
export function ukRateFrom(day: string): string {
  return big(UK_MARGIN).plus(big(rowOn(UK_REFERENCE_RATES, day, 'Bank of England reference rate').baseRate)).toFixed();
}

/** `day` plus `years` years (the same calendar day; 29 February becomes 1 March). */
function addYears(day: number, years: number): number {
  const date = new Date(day * DAY_MS);
  return Math.round(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()) / DAY_MS);
}

/** The Dutch interest on one invoice: a line per stretch of one rate, one year length and one capitalisation year. */
export function nlInvoiceInterest(invoice: InterestInvoice, asOf: string): InterestLine[] {
  const start = dayOf(invoice.dueDate) + 1;
  const end = dayOf(asOf);
  const lines: InterestLine[] = [];
  let base = big(invoice.outstanding);
  let accrued = new Big(0);
  let anniversaries = 1;
  let nextAnniversary = addYears(start, 1);
  let from = start;
  while (from <= end) {
    if (from === nextAnniversary) {
      base = base.plus(accrued);
      accrued = new Big(0);
      anniversaries += 1;
      nextAnniversary = addYears(start, anniversaries);
    }
    const year = yearOf(from);
    const month = new Date(from * DAY_MS).getUTCMonth();
    const halfEnd = Math.round(Date.UTC(year, month < 6 ? 6 : 12, 1) / DAY_MS) - 1;
    const to = Math.min(end, halfEnd, nextAnniversary - 1);
    const days = to - from + 1;
    const rate = nlRateOn(isoOf(from));
    const yearDays = isLeap(year) ? 366 : 365;
    const amount = cents(base.times(rate).div(100).times(days).div(yearDays));
    lines.push({ invoiceId: invoice.invoiceId, number: invoice.number, from: isoOf(from), to: isoOf(to), days, base: cents(base), rate, yearDays, amount });
    accrued = accrued.plus(amount);
    from = to + 1;
  }
  return lines;
}

/** The UK interest on one invoice: one line, at the rate of the six months in which interest started. */
export function ukInvoiceInterest(invoice: InterestInvoice, asOf: string): InterestLine[] {
  const start = dayOf(invoice.dueDate) + 1;
  const end = dayOf(asOf);
  if (start > end) return [];
  const days = end - start + 1;
  const rate = ukRateFrom(isoOf(start));
  const base = big(invoice.outstanding);
  return [{ invoiceId: invoice.invoiceId, number: invoice.number, from: isoOf(start), to: asOf, days, base: cents(base), rate, yearDays: 365, amount: cents(base.times(rate).div(100).times(days).div(365)) }];
}

/** The statutory interest of a set of invoices as of a day, per the administration's country. */
export function statutoryInterest(input: { country: InterestCountry; invoices: readonly InterestInvoice[]; asOf: string }): StatutoryInterest {
  const lines = input.invoices.flatMap((invoice) => (input.country === 'NL' ? nlInvoiceInterest(invoice, input.asOf) : ukInvoiceInterest(invoice, input.asOf)));
  const total = lines.reduce((sum, line) => sum.plus(line.amount), new Big(0));
  return { country: input.country, asOf: input.asOf, lines, total: cents(total) };
}
