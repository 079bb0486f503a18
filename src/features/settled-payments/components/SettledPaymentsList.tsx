import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { listSettledPayments, useListSettledPayments } from '@/api/generated/endpoints/settled-payments/settled-payments';
import type { ListSettledPaymentsParams, SettledPayment } from '@/api/generated/model';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { formatMoney } from '@/lib/money';
import { MATCH_STATUSES, settledPaymentsListConfig } from '../model/settled-payments-list';
import { MATCH_STATUS_TONE } from '../model/status-tone';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const settledPaymentsList = defineListSearch(settledPaymentsListConfig);

export type SettledPaymentsSearch = ListSearch<typeof settledPaymentsListConfig>;

export type SettledPaymentsListProps = {
  administrationId: string;
  search: SettledPaymentsSearch;
  onSearchChange: (next: SettledPaymentsSearch) => void;
  /** Absent: every payment of the administration; else the payments matched to one invoice (its tab). */
  scope?: { 'invoice-id': string };
  /** The table's accessible name. */
  label: string;
  /** The file name of the export, before its date. */
  exportName: string;
};

/** Received payments searched, filtered, sorted and paged on the server: the administration's, or one invoice's. */
export function SettledPaymentsList({ administrationId, search, onSearchChange, scope, label, exportName }: SettledPaymentsListProps) {
  const { t, i18n } = useTranslation('settled-payments');
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const query = { ...settledPaymentsList.toQuery(search), ...scope } as ListSettledPaymentsParams;
  // The route's loader asked for these rows (again on every entering) and the page may show before
  // they are there: a failure it met is shown, with "Try again", not silently asked for once more.
  const list = useListSettledPayments(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });
  const invoiceId = scope?.['invoice-id'];

  const columns = useMemo<ListColumn<SettledPayment>[]>(
    () => [
      { id: 'number', header: t('columns.number'), hideable: false, sortBy: 'number', nowrap: true, cell: (row) => row.number, exportValue: (row) => row.number },
      {
        id: 'receivedOn',
        header: t('columns.receivedOn'),
        sortBy: 'received-on',
        nowrap: true,
        cell: (row) => <time dateTime={row.receivedOn}>{formatDate(row.receivedOn, language)}</time>,
        exportValue: (row) => row.receivedOn,
        exportType: 'date',
      },
      { id: 'payer', header: t('columns.payer'), sortBy: 'payer', truncate: true, cell: (row) => row.payer.name, exportValue: (row) => row.payer.name },
      {
        id: 'customer',
        header: t('columns.customer'),
        truncate: true,
        hiddenByDefault: true,
        link: (row) => (row.customer ? linkOptions({ to: '/customers/$customerId', params: { customerId: row.customer.id } }) : undefined),
        cell: (row) => row.customer?.name ?? t('noCustomer'),
        exportValue: (row) => row.customer?.name ?? '',
      },
      { id: 'amount', header: t('columns.amount'), sortBy: 'amount', align: 'end', nowrap: true, total: { field: 'amount', value: (row) => row.amount, inSelection: true }, cell: (row) => formatMoney(row.amount, language), exportValue: (row) => row.amount.amount },
      ...(invoiceId
        ? [
            {
              id: 'toInvoice',
              header: t('columns.toInvoice'),
              align: 'end' as const,
              nowrap: true,
              cell: (row: SettledPayment) => {
                const line = row.allocations.find((allocation) => allocation.invoiceId === invoiceId);
                return line ? formatMoney(line.amount, language) : '—';
              },
              exportValue: (row: SettledPayment) => row.allocations.find((allocation) => allocation.invoiceId === invoiceId)?.amount.amount ?? '',
            },
          ]
        : []),
      { id: 'method', header: t('columns.method'), cell: (row) => t(`method.${row.method}`), exportValue: (row) => t(`method.${row.method}`) },
      { id: 'reference', header: t('columns.reference'), truncate: true, cell: (row) => row.reference ?? '—', exportValue: (row) => row.reference ?? '' },
      {
        id: 'invoices',
        header: t('columns.invoices'),
        truncate: true,
        cell: (row) => row.allocations.map((line) => line.invoiceNumber).join(', ') || '—',
        exportValue: (row) => row.allocations.map((line) => line.invoiceNumber).join(' '),
      },
      {
        id: 'unallocated',
        header: t('columns.unallocated'),
        sortBy: 'unallocated',
        align: 'end',
        nowrap: true,
        total: { field: 'unallocated', value: (row) => row.unallocated },
        cell: (row) => formatMoney(row.unallocated, language),
        exportValue: (row) => row.unallocated.amount,
      },
      {
        id: 'matchStatus',
        header: t('columns.matchStatus'),
        cell: (row) => <StatusBadge tone={MATCH_STATUS_TONE[row.matchStatus]}>{t(`matchStatus.${row.matchStatus}`)}</StatusBadge>,
        exportValue: (row) => t(`matchStatus.${row.matchStatus}`),
      },
    ],
    [t, language, invoiceId],
  );

  return (
    <DataList
      listId={invoiceId ? 'invoice-settled-payments' : 'settled-payments'}
      userId={profile.data?.id ?? 'anonymous'}
      label={label}
      definition={settledPaymentsList}
      search={search}
      onSearchChange={onSearchChange}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => t('rowLabel', { number: row.number, payer: row.payer.name })}
      result={listResultFrom(list)}
      searchFields={[
        { value: 'number', label: t('columns.number') },
        { value: 'reference', label: t('columns.reference') },
        { value: 'payer', label: t('columns.payer') },
      ]}
      filters={[{ name: 'match-status', kind: 'multi', label: t('columns.matchStatus'), options: MATCH_STATUSES.map((value) => ({ value, label: t(`matchStatus.${value}`) })) }]}
      rowLink={(row) => linkOptions({ to: '/settled-payments/$settledPaymentId', params: { settledPaymentId: row.id } })}
      scope={scope}
      exportSource={{
        fileName: exportName,
        fetchPage: async ({ page, perPage, signal }) => {
          const answer = await listSettledPayments(administrationId, { ...query, page, 'per-page': perPage }, { signal });
          return { items: answer.items, total: answer.total };
        },
      }}
      empty={invoiceId ? { title: t('empty.invoiceTitle'), body: t('empty.invoiceBody') } : { title: t('empty.title'), body: t('empty.body') }}
    />
  );
}
