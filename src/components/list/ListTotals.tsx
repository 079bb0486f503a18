import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { PageCount, PageTotal } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';
import { totalsOf } from '@/lib/list/sums';
import { formatMoney } from '@/lib/money';
import type { ListColumn } from './types';

type ListTotalsProps<Row extends RowData> = {
  /** The summed columns shown. */
  columns: readonly ListColumn<Row>[];
  /** The envelope's sums of the money columns over the whole filtered set. */
  totals: readonly PageTotal[];
  /** The envelope's sums of the count columns over the whole filtered set. */
  counts?: readonly PageCount[];
  /** How many rows match (all pages). */
  total: number;
  language: string;
};

/**
 * The sums of the list's money and count columns over every matching row (all pages), as the API
 * gives them, under the table: one line per currency when a list mixes currencies.
 */
export function ListTotals<Row extends RowData>({ columns, totals, counts = [], total, language }: ListTotalsProps<Row>) {
  const { t } = useTranslation('list');
  if (columns.length === 0) return null;
  const title = t('totals.label', { count: total, formatted: formatNumber(total, language) });
  return (
    <section aria-label={title} className="-mt-1 flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm">
      <h2 className="mr-auto font-medium text-slate-700">{title}</h2>
      <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
        {columns.map((column) => {
          if (column.count) {
            const sum = counts.find((count) => count.field === column.count!.field);
            return (
              <div key={column.id} className="flex items-baseline gap-2">
                <dt className="text-slate-700">{column.header}</dt>
                <dd className="font-semibold whitespace-nowrap text-slate-950 tabular-nums">{sum ? formatNumber(sum.value, language) : '—'}</dd>
              </div>
            );
          }
          const sums = totalsOf(totals, column.total!.field);
          return (
            <div key={column.id} className="flex items-baseline gap-2">
              <dt className="text-slate-700">{column.header}</dt>
              <dd className="font-semibold whitespace-nowrap text-slate-950 tabular-nums">
                {sums.length === 0 ? '—' : sums.map((sum) => <span key={sum.currency} className="block text-right">{formatMoney(sum, language)}</span>)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
