/**
 * Money as the contract carries it (`{ amount: "1234.50", currency: "EUR" }`, root.yaml `Money`):
 * the amount is a decimal string and every sum, difference and comparison goes through big.js, so
 * 0.1 + 0.2 is 0.3 and a 17-digit total keeps its cents. Formatting hands Intl the decimal string
 * itself (ECMA-402 accepts string numerics), never a double.
 */
import Big from 'big.js';
import { readUserDecimal } from './decimal-input';

export type Money = { amount: string; currency: string };

/** A plain decimal: optional minus, digits, optional fraction. No exponent, no grouping, no plus. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

export class CurrencyMismatchError extends Error {
  constructor(left: string, right: string) {
    super(`Cannot combine ${left} with ${right}`);
    this.name = 'CurrencyMismatchError';
  }
}

/** The decimal of a string, or null when it is not a plain decimal (`"12.5"` yes, `"1e3"`, `"12,5"`, `""` no). */
export function parseDecimal(text: string): Big | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? new Big(trimmed) : null;
}

/** Canonical text of a decimal: no exponent ever (big.js would write 1e-7 as "1e-7"), "-0" is "0". */
function toPlain(value: Big): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

function amountOf(money: Money): Big {
  const value = parseDecimal(money.amount);
  if (!value) throw new TypeError(`Not a decimal amount: ${JSON.stringify(money.amount)}`);
  return value;
}

/** The sum of amounts in one currency; an empty list sums to zero in `currency`. */
export function sumMoney(values: readonly Money[], currency: string): Money {
  let total = new Big(0);
  for (const value of values) {
    if (value.currency !== currency) throw new CurrencyMismatchError(currency, value.currency);
    total = total.plus(amountOf(value));
  }
  return { amount: toPlain(total), currency };
}

/** A currency's formatter and its minor unit, made once per language and currency (a list formats hundreds of amounts). */
type CurrencyFormat = { formatter: Intl.NumberFormat; digits: number };
const formatters = new Map<string, CurrencyFormat>();

function currencyFormat(language: string, currency: string): CurrencyFormat {
  const key = `${language}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const formatter = new Intl.NumberFormat(language, { style: 'currency', currency });
    format = { formatter, digits: formatter.resolvedOptions().maximumFractionDigits ?? 2 };
    formatters.set(key, format);
  }
  return format;
}

/**
 * Money in the conventions of the language: `€1,234.50` (en-US), `1.234,50 €` (de), `€ 1.234,50`
 * (nl). The amount is rounded half away from zero to the currency's minor unit by big.js and given
 * to Intl as a string, so no digit is lost however large the amount. An amount that is not a
 * decimal shows as an em dash rather than as a wrong number; an unknown currency code shows the
 * number with the code after it.
 */
export function formatMoney(money: Money, language: string): string {
  const value = parseDecimal(money.amount);
  if (!value) return '—';
  let format: CurrencyFormat;
  try {
    format = currencyFormat(language, money.currency);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return `${plainNumberFormat(language).format(value.round(2, Big.roundHalfUp).toFixed(2) as Intl.StringNumericLiteral)} ${money.currency}`;
  }
  return format.formatter.format(value.round(format.digits, Big.roundHalfUp).toFixed(format.digits) as Intl.StringNumericLiteral);
}

const plainFormatters = new Map<string, Intl.NumberFormat>();

function plainNumberFormat(language: string): Intl.NumberFormat {
  let formatter = plainFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    plainFormatters.set(language, formatter);
  }
  return formatter;
}

/**
 * An amount as a user types it in their language (`1.234,50` in de, `1,234.50` in en, `1 234,5` in
 * fr), as the plain decimal string the API takes (`1234.5`), or null when it is not one. Read by
 * the one parser of user numbers (decimal-input.ts), then made canonical by big.js.
 */
export function parseUserAmount(text: string, language: string): string | null {
  const decimal = readUserDecimal(text, language);
  return decimal === null ? null : toPlain(new Big(decimal));
}
