/** Locale-aware formatting through Intl; callers pass the active i18next language. */

/**
 * One formatter per language and style, made once: building an Intl formatter costs far more than
 * using one, and a list of a thousand dates (the templates grid) would otherwise build a thousand.
 */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}|${withTime ? 'datetime' : 'date'}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

export function formatDateTime(value: string | Date, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(language, true).format(date);
}

/** The date format of lists. */
export function formatDate(value: string | Date, language: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(language, false).format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local time as `YYYY-MM-DD HH:mm:ss` (SPEC §4: default template names). */
export function localTimestamp(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** A plain decimal such as `1234.5`, `-0.75` or `1e3`; thousands separators and commas are not accepted. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * An amount as given by the API: a number, or a numeric string (SPEC §3: the outstanding amount is a
 * string defaulting to 0). Empty, malformed or non-finite input counts as 0. A valid string is
 * returned as is, so Intl formats it as an exact decimal without a round trip through a double.
 */
export function toDecimal(amount: number | string | null | undefined): number | Intl.StringNumericLiteral {
  if (typeof amount === 'number') return Number.isFinite(amount) ? amount : 0;
  const text = (amount ?? '').trim();
  return DECIMAL.test(text) ? (text as Intl.StringNumericLiteral) : 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}


/** A number in the conventions of the language (`1,234.5` in en-US, `1.234,5` in de); invalid input counts as 0. */
export function formatNumber(
  value: number | string | null | undefined,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(language, options).format(toDecimal(value));
}
