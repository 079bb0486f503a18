/**
 * The plan builder of a payment arrangement, pure and shared: the arrangement form previews its
 * instalments with it and the mock backend validates and builds the same plan server-side (mocks
 * import src only through `#lib/*` and `#api/*`, so the one source of truth lives here).
 *
 * A plan splits a total (decimal string, never a float) into an optional down payment and N
 * instalments, given either the number of instalments or the amount per instalment. Every sum goes
 * through big.js; the instalments add up exactly to the total and the last one absorbs the
 * rounding (€1,000.00 in 3 is 333.33, 333.33, 333.34; €1,000.00 at 300 a month is 300, 300, 300,
 * 100). Dates are calendar days (`YYYY-MM-DD`), computed in UTC so no time zone moves a day.
 *
 * The down payment falls due on the first due date; the instalments follow one period after it.
 * Without a down payment the first instalment falls due on the first due date. Monthly dates keep
 * the first due date's day of month, clamped to the month's end (31 January, 29 February 2028,
 * 31 March), counted from the first due date so a short month never shifts the ones after it.
 */
import Big from 'big.js';
import { parseDecimal } from './money';

export const PLAN_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];

/** At most this many instalments in one plan (ten years of monthly payments). */
export const MAX_INSTALMENTS = 120;

export type PlanInput = {
  /** What the plan covers: the sum of the invoices' outstanding amounts. */
  total: string;
  currency: string;
  /** `count`: the number of instalments is given; `amount`: the amount per instalment is. */
  mode: 'count' | 'amount';
  count?: number | null;
  amountPerInstalment?: string | null;
  frequency: PlanFrequency;
  firstDueDate: string;
  downPayment?: string | null;
};

export type PlannedInstalment = { number: number; dueDate: string; amount: string; downPayment: boolean };

export type PlanField = 'total' | 'count' | 'amountPerInstalment' | 'frequency' | 'firstDueDate' | 'downPayment';

/** Why a plan cannot be built; the form words each code in the user's language, the mock in English. */
export type PlanErrorCode =
  | 'totalNotPositive'
  | 'countRequired'
  | 'countTooSmall'
  | 'countTooLarge'
  | 'amountRequired'
  | 'amountNotPositive'
  | 'amountAboveTotal'
  | 'amountTooSmall'
  | 'tooManyInstalments'
  | 'frequencyUnknown'
  | 'dateRequired'
  | 'dateInPast'
  | 'downPaymentInvalid'
  | 'downPaymentNotBelowTotal';

export type PlanError = { field: PlanField; code: PlanErrorCode };

export type PlanResult = { ok: true; instalments: PlannedInstalment[] } | { ok: false; errors: PlanError[] };

/** English wording of each error, for the API's problem details. */
export const PLAN_ERROR_MESSAGES: Record<PlanErrorCode, string> = {
  totalNotPositive: 'The invoices covered leave nothing to pay.',
  countRequired: 'Give the number of instalments.',
  countTooSmall: 'A plan has at least one instalment.',
  countTooLarge: `A plan has at most ${MAX_INSTALMENTS} instalments.`,
  amountRequired: 'Give the amount per instalment.',
  amountNotPositive: 'The amount per instalment must be more than zero.',
  amountAboveTotal: 'The amount per instalment is more than what is left to pay.',
  amountTooSmall: `That amount needs more than ${MAX_INSTALMENTS} instalments.`,
  tooManyInstalments: `A plan has at most ${MAX_INSTALMENTS} instalments.`,
  frequencyUnknown: 'Choose weekly, every two weeks or monthly.',
  dateRequired: 'Give the first due date.',
  dateInPast: 'The first due date cannot be in the past.',
  downPaymentInvalid: 'The down payment must be an amount of zero or more.',
  downPaymentNotBelowTotal: 'The down payment must be less than the total.',
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a calendar day, or null when the text is not a real day (2027-02-29 is not). */
export function parseDay(text: string): Date | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The due date of the `index`-th period after `first` (index 0 is `first` itself). */
export function dueDateAfter(first: string, frequency: PlanFrequency, index: number): string {
  const start = parseDay(first);
  if (!start) throw new RangeError(`Not a calendar day: ${first}`);
  if (frequency === 'monthly') {
    const months = start.getUTCMonth() + index;
    const year = start.getUTCFullYear() + Math.floor(months / 12);
    const month = ((months % 12) + 12) % 12;
    const day = Math.min(start.getUTCDate(), daysInMonth(year, month));
    return formatDay(new Date(Date.UTC(year, month, day)));
  }
  const days = (frequency === 'weekly' ? 7 : 14) * index;
  return formatDay(new Date(start.getTime() + days * 86_400_000));
}

/** Digits after the decimal point of a currency (2 for EUR, 0 for JPY); 2 when Intl does not know it. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

function plain(value: Big): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

/** Checks the inputs and builds the instalments, or says what is wrong with each field. */
export function buildPlan(input: PlanInput, today: string): PlanResult {
  const errors: PlanError[] = [];
  const digits = minorDigits(input.currency);
  const total = parseDecimal(input.total);
  if (!total || total.lte(0)) errors.push({ field: 'total', code: 'totalNotPositive' });

  let down = new Big(0);
  const downText = input.downPayment?.trim() ?? '';
  if (downText !== '') {
    const parsed = parseDecimal(downText);
    if (!parsed || parsed.lt(0) || !parsed.round(digits, Big.roundDown).eq(parsed)) errors.push({ field: 'downPayment', code: 'downPaymentInvalid' });
    else if (total && parsed.gte(total)) errors.push({ field: 'downPayment', code: 'downPaymentNotBelowTotal' });
    else down = parsed;
  }

  if (!(PLAN_FREQUENCIES as readonly string[]).includes(input.frequency)) errors.push({ field: 'frequency', code: 'frequencyUnknown' });

  if (!input.firstDueDate) errors.push({ field: 'firstDueDate', code: 'dateRequired' });
  else if (!parseDay(input.firstDueDate)) errors.push({ field: 'firstDueDate', code: 'dateRequired' });
  else if (input.firstDueDate < today) errors.push({ field: 'firstDueDate', code: 'dateInPast' });

  const remaining = total && total.gt(0) ? total.minus(down) : null;
  let amounts: Big[] = [];
  if (input.mode === 'count') {
    const count = input.count;
    if (count === null || count === undefined || !Number.isFinite(count)) errors.push({ field: 'count', code: 'countRequired' });
    else if (!Number.isInteger(count) || count < 1) errors.push({ field: 'count', code: 'countTooSmall' });
    else if (count > MAX_INSTALMENTS) errors.push({ field: 'count', code: 'countTooLarge' });
    else if (remaining && remaining.gt(0)) {
      const each = remaining.div(count).round(digits, Big.roundDown);
      if (each.lte(0)) errors.push({ field: 'count', code: 'countTooLarge' });
      else amounts = [...Array.from({ length: count - 1 }, () => each), remaining.minus(each.times(count - 1))];
    }
  } else {
    const amountText = input.amountPerInstalment?.trim() ?? '';
    const amount = amountText === '' ? null : parseDecimal(amountText);
    if (amountText === '') errors.push({ field: 'amountPerInstalment', code: 'amountRequired' });
    else if (!amount || amount.lte(0) || !amount.round(digits, Big.roundDown).eq(amount)) errors.push({ field: 'amountPerInstalment', code: 'amountNotPositive' });
    else if (remaining && remaining.gt(0)) {
      if (amount.gt(remaining)) errors.push({ field: 'amountPerInstalment', code: 'amountAboveTotal' });
      else {
        const count = Number(remaining.div(amount).round(0, Big.roundUp).toFixed(0));
        if (count > MAX_INSTALMENTS) errors.push({ field: 'amountPerInstalment', code: 'amountTooSmall' });
        else amounts = [...Array.from({ length: count - 1 }, () => amount), remaining.minus(amount.times(count - 1))];
      }
    }
  }

  if (errors.length) return { ok: false, errors };
  const all = down.gt(0) ? [down, ...amounts] : amounts;
  return {
    ok: true,
    instalments: all.map((amount, index) => ({
      number: index + 1,
      dueDate: dueDateAfter(input.firstDueDate, input.frequency, index),
      amount: plain(amount),
      downPayment: down.gt(0) && index === 0,
    })),
  };
}
