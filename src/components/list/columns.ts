/**
 * Column declarations for the values every receivables list shows, formatted the same way in
 * every list: money in the user's language (exact, from the decimal string), calendar dates in
 * the user's language, and plain machine values in the CSV (decimal amounts, ISO dates).
 */
import { formatMoney, type Money } from '@/lib/money';
import type { ListColumn } from './types';

type Base<Row> = Omit<ListColumn<Row>, 'cell' | 'exportValue' | 'align'> & {
  /** The active language (`i18n.resolvedLanguage`): the columns are declared in a memo keyed on it. */
  language: string;
};

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (`2026-03-31`, as the contract gives due and invoice dates) in the language's
 * own way. Read in UTC, so the day never shifts with the user's time zone. Anything else shows as
 * given.
 */
export function formatCalendarDate(value: string, language: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return value;
  let formatter = dateFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormatters.set(language, formatter);
  }
  return formatter.format(new Date(value));
}

/** An amount: formatted for the language and aligned at the end; the CSV cell is the plain decimal (the currency is its own column if a list mixes currencies). */
export function moneyColumn<Row>({
  language,
  value,
  total,
  ...base
}: Base<Row> & { value: (row: Row) => Money | null | undefined; /** The envelope's `totals` field of this column: summed under the list and in the selection. */ total?: string }): ListColumn<Row> {
  return {
    ...base,
    ...(total ? { total: { field: total, value } } : {}),
    align: 'end',
    cell: (row) => {
      const money = value(row);
      return money ? formatMoney(money, language) : '';
    },
    exportValue: (row) => value(row)?.amount ?? '',
  };
}

/** A calendar date: formatted for the language; the CSV cell is the ISO date. */
export function dateColumn<Row>({ language, value, ...base }: Base<Row> & { value: (row: Row) => string | null | undefined }): ListColumn<Row> {
  return {
    ...base,
    nowrap: true,
    cell: (row) => {
      const date = value(row);
      return date ? formatCalendarDate(date, language) : '';
    },
    exportValue: (row) => value(row) ?? '',
  };
}

/** Text as it is, on screen and in the CSV. */
export function textColumn<Row>({ language: _language, value, ...base }: Base<Row> & { value: (row: Row) => string | number | null | undefined }): ListColumn<Row> {
  return { ...base, cell: (row) => value(row) ?? '', exportValue: (row) => value(row) ?? '' };
}
