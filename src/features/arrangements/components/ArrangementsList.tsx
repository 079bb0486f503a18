import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { listArrangements, useListArrangements } from '@/api/generated/endpoints/arrangements/arrangements';
import type { Arrangement, ListArrangementsParams } from '@/api/generated/model';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { ARRANGEMENT_STATUS_TONE } from '../model/status-tone';
import { formatDate } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { formatMoney } from '@/lib/money';
import { ARRANGEMENT_STATUSES, arrangementsListConfig } from '../model/arrangements-list';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const arrangementsList = defineListSearch(arrangementsListConfig);

export type ArrangementsSearch = ListSearch<typeof arrangementsListConfig>;

/** A fixed part of the filter that is not in the URL: one customer's plans, or those covering one invoice (the record pages' tabs). */
export type ArrangementsScope = { 'customer-id': string } | { 'invoice-id': string };

export type ArrangementsListProps = {
  administrationId: string;
  search: ArrangementsSearch;
  onSearchChange: (next: ArrangementsSearch) => void;
  /** Absent: every arrangement of the administration. */
  scope?: ArrangementsScope;
  /** The table's accessible name. */
  label: string;
  /** The file name of the export, before its date. */
  exportName: string;
};

/** Payment plans searched, filtered, sorted and paged on the server: the administration's, a customer's or an invoice's. */
export function ArrangementsList({ administrationId, search, onSearchChange, scope, label, exportName }: ArrangementsListProps) {
  const { t, i18n } = useTranslation('arrangements');
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const query = { ...arrangementsList.toQuery(search), ...scope } as ListArrangementsParams;
  // The route's loader asked for these rows (again on every entering) and the page may show before
  // they are there: a failure it met is shown, with "Try again", not silently asked for once more.
  const list = useListArrangements(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });
  const ofOneCustomer = scope !== undefined && 'customer-id' in scope;

  const columns = useMemo<ListColumn<Arrangement>[]>(
    () => [
      { id: 'reference', header: t('columns.reference'), hideable: false, sortBy: 'reference', nowrap: true, cell: (row) => row.reference, exportValue: (row) => row.reference },
      ...(ofOneCustomer
        ? []
        : [
            {
              id: 'customer',
              header: t('columns.customer'),
              sortBy: 'customerName',
              truncate: true,
              link: (row: Arrangement) => linkOptions({ to: '/customers/$customerId', params: { customerId: row.customer.id } }),
              cell: (row: Arrangement) => row.customer.name,
              exportValue: (row: Arrangement) => row.customer.name,
            },
          ]),
      {
        id: 'status',
        header: t('columns.status'),
        sortBy: 'status',
        cell: (row) => (
          <span className="flex flex-col items-start gap-0.5">
            <StatusBadge tone={ARRANGEMENT_STATUS_TONE[row.status]}>{t(`status.${row.status}`)}</StatusBadge>
            {row.brokenSince ? <span className="text-xs text-slate-700">{t('brokenSince', { date: formatDate(row.brokenSince, language) })}</span> : null}
          </span>
        ),
        exportValue: (row) => t(`status.${row.status}`),
      },
      { id: 'total', header: t('columns.total'), sortBy: 'total', align: 'end', nowrap: true, total: { field: 'total', value: (row) => row.total, inSelection: true }, cell: (row) => formatMoney(row.total, language), exportValue: (row) => row.total.amount },
      { id: 'paid', header: t('columns.paid'), align: 'end', nowrap: true, total: { field: 'paid', value: (row) => row.paid }, cell: (row) => formatMoney(row.paid, language), exportValue: (row) => row.paid.amount },
      { id: 'remaining', header: t('columns.remaining'), align: 'end', nowrap: true, total: { field: 'remaining', value: (row) => row.remaining }, cell: (row) => formatMoney(row.remaining, language), exportValue: (row) => row.remaining.amount },
      {
        id: 'nextDueDate',
        header: t('columns.nextDueDate'),
        sortBy: 'nextDueDate',
        nowrap: true,
        cell: (row) => (row.nextDueDate ? formatDate(row.nextDueDate, language) : '—'),
        exportValue: (row) => row.nextDueDate ?? '',
        exportType: 'date',
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortBy: 'createdAt',
        hiddenByDefault: true,
        nowrap: true,
        cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt, language)}</time>,
        exportValue: (row) => row.createdAt,
      },
    ],
    [t, language, ofOneCustomer],
  );

  return (
    <DataList
      listId={scope === undefined ? 'arrangements' : ofOneCustomer ? 'customer-arrangements' : 'invoice-arrangements'}
      userId={profile.data?.id ?? 'anonymous'}
      label={label}
      definition={arrangementsList}
      search={search}
      onSearchChange={onSearchChange}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => t('rowLabel', { reference: row.reference, customer: row.customer.name })}
      result={listResultFrom(list)}
      searchFields={[
        ...(ofOneCustomer ? [] : [{ value: 'customerName', label: t('columns.customer') }]),
        { value: 'reference', label: t('columns.reference') },
      ]}
      filters={[{ name: 'status', kind: 'multi', label: t('columns.status'), options: ARRANGEMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) }]}
      rowLink={(row) => linkOptions({ to: '/arrangements/$arrangementId', params: { arrangementId: row.id } })}
      scope={scope}
      exportSource={{
        fileName: exportName,
        fetchPage: async ({ page, perPage, signal }) => {
          const answer = await listArrangements(administrationId, { ...query, page, 'per-page': perPage }, { signal });
          return { items: answer.items, total: answer.total };
        },
      }}
      empty={{ title: t('empty.title'), body: t('empty.body') }}
    />
  );
}
