import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bulkPauseInvoicesDunning,
  bulkResumeInvoicesDunning,
  getListInvoicesQueryOptions,
  listInvoices,
  useListInvoices,
} from '@/api/generated/endpoints/invoices/invoices';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { useListTags } from '@/api/generated/endpoints/customers/customers';
import type { InvoiceFilter, InvoiceSummary, ListInvoicesParams } from '@/api/generated/model';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { BulkAction, ListColumn } from '@/components/list/types';
import { dunningBulkActions, pauseLabels } from '@/components/records/dunning-bulk-actions';
import { formatDate } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { formatMoney } from '@/lib/money';
import { INVOICE_STATUSES, invoicesListConfig } from '../model/invoices-list';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { INVOICE_STATUS_TONE } from '@/components/ui/status-tones';

/** Where a row leads, and its id: the same functions on every render, so the grid's rows stay memoised. */
const invoiceLink = (row: InvoiceSummary) => linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: row.id } });
const invoiceId = (row: InvoiceSummary) => row.id;

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const invoicesList = defineListSearch(invoicesListConfig);

export type InvoicesSearch = ListSearch<typeof invoicesListConfig>;

/**
 * A fixed part of the filter that is not in the URL: one customer's invoices, or those of a super
 * debtor's members (the record pages' invoices tabs). The contract's `listInvoices` parameters.
 */
export type InvoicesScope = { 'customer-id': string } | { 'super-debtor-id': string };

export type InvoicesListProps = {
  administrationId: string;
  search: InvoicesSearch;
  onSearchChange: (next: InvoicesSearch) => void;
  /** Absent: every invoice of the administration. */
  scope?: InvoicesScope;
  /** The table's accessible name. */
  label: string;
  /** The file name of the export, before its date. */
  exportName: string;
  /** Bulk actions of other areas on the selected invoices (opening an issue about them), after the list's own. */
  moreBulkActions?: readonly BulkAction[];
};

/**
 * Invoices filtered, sorted and paged on the server, with bulk pause/resume of dunning and CSV
 * export: the whole administration's (/invoices) or, with a scope, a customer's or a super
 * debtor's. A scope takes part in every request, in "select all N matching" and in the export;
 * each kind of list remembers its own column choice.
 */
export function InvoicesList({ administrationId, search, onSearchChange, scope, label, exportName, moreBulkActions }: InvoicesListProps) {
  const { t, i18n } = useTranslation('invoices');
  // The reason list of the bulk pause; loaded beside the list, not waited for (the dialog opens later).
  const { t: records } = useTranslation('records', { useSuspense: false });
  const language = i18n.language;
  const queryClient = useQueryClient();
  const profile = useGetProfile(administrationId);
  const tags = useListTags(administrationId);
  const query = { ...invoicesList.toQuery(search), ...scope } as ListInvoicesParams;
  // The route's loader asked for these rows (again on every entering) and the page may show before
  // they are there: a failure it met is shown, with "Try again", not silently asked for once more.
  const list = useListInvoices(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });
  const ofOneCustomer = scope !== undefined && 'customer-id' in scope;

  const result = listResultFrom(list);

  const columns = useMemo<ListColumn<InvoiceSummary>[]>(
    () => [
      {
        id: 'number',
        header: t('columns.number'),
        hideable: false,
        sortBy: 'number',
        cell: (row) => row.number,
        exportValue: (row) => row.number,
      },
      // A customer's own invoices need not name the customer on every row.
      ...(ofOneCustomer
        ? []
        : [
            {
              id: 'customerNumber',
              header: t('columns.customerNumber'),
              hiddenByDefault: true,
              exportAlways: true,
              nowrap: true,
              cell: (row: InvoiceSummary) => row.customer.number,
              exportValue: (row: InvoiceSummary) => row.customer.number,
            },
            {
              id: 'customer',
              header: t('columns.customer'),
              sortBy: 'customer',
              truncate: true,
              link: (row: InvoiceSummary) => linkOptions({ to: '/customers/$customerId', params: { customerId: row.customer.id } }),
              cell: (row: InvoiceSummary) => row.customer.name,
              exportValue: (row: InvoiceSummary) => row.customer.name,
            },
          ]),
      { id: 'issueDate', header: t('columns.issueDate'), sortBy: 'issue-date', nowrap: true, cell: (row) => formatDate(row.issueDate, language), exportValue: (row) => row.issueDate, exportType: 'date' },
      { id: 'dueDate', header: t('columns.dueDate'), sortBy: 'due-date', nowrap: true, cell: (row) => formatDate(row.dueDate, language), exportValue: (row) => row.dueDate, exportType: 'date' },
      {
        id: 'amount',
        header: t('columns.amount'),
        sortBy: 'amount',
        align: 'end',
        total: { field: 'amount', value: (row) => row.amount },
        cell: (row) => formatMoney(row.amount, language),
        exportValue: (row) => row.amount.amount, exportType: 'decimal',
      },
      {
        id: 'outstanding',
        header: t('columns.outstanding'),
        sortBy: 'outstanding',
        align: 'end',
        // What is still owed: the sum a selection shows.
        total: { field: 'outstanding', value: (row) => row.outstanding, inSelection: true },
        cell: (row) => formatMoney(row.outstanding, language),
        exportValue: (row) => row.outstanding.amount, exportType: 'decimal',
      },
      { id: 'currency', header: t('columns.currency'), hiddenByDefault: true, exportAlways: true, cell: (row) => row.amount.currency, exportValue: (row) => row.amount.currency },
      {
        id: 'daysOverdue',
        header: t('columns.daysOverdue'),
        sortBy: 'days-overdue',
        align: 'end',
        cell: (row) => (row.daysOverdue > 0 ? String(row.daysOverdue) : '—'),
        exportValue: (row) => row.daysOverdue,
      },
      {
        id: 'tags',
        header: t('columns.tags'),
        hiddenByDefault: true,
        cell: (row) => (row.tags.length > 0 ? row.tags.join(', ') : '—'),
        exportValue: (row) => row.tags.join(', '),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortBy: 'status',
        cell: (row) => (
          <span className="flex items-center gap-1.5 whitespace-nowrap">
            <StatusBadge tone={INVOICE_STATUS_TONE[row.status]}>{t(`status.${row.status}`)}</StatusBadge>
            {row.dunningPaused && row.status !== 'paused' ? <span className="text-xs text-slate-600">({t('dunningPaused')})</span> : null}
          </span>
        ),
        exportValue: (row) => t(`status.${row.status}`),
      },
    ],
    [t, language, ofOneCustomer],
  );

  const bulkActions = useMemo(
    () =>
      dunningBulkActions<InvoiceFilter>(queryClient, administrationId, {
        labels: { pause: t('bulk.pause'), resume: t('bulk.resume'), reason: t('bulk.reasonLabel'), ...pauseLabels(records) },
        pause: ['bulkPauseInvoicesDunning', (body, options) => bulkPauseInvoicesDunning(administrationId, body, options)],
        resume: ['bulkResumeInvoicesDunning', (body, options) => bulkResumeInvoicesDunning(administrationId, body, options)],
      }),
    [administrationId, queryClient, t, records],
  );

  const byId = new Map((list.data?.items ?? []).map((row) => [row.id, row.number]));

  return (
    <DataList
      listId={scope === undefined ? 'invoices' : ofOneCustomer ? 'customer-invoices' : 'super-debtor-invoices'}
      userId={profile.data?.id ?? 'anonymous'}
      label={label}
      definition={invoicesList}
      search={search}
      onSearchChange={onSearchChange}
      columns={columns}
      getRowId={invoiceId}
      getRowLabel={(row) => t('rowLabel', { number: row.number, customer: row.customer.name })}
      result={result}
      searchFields={[
        { value: 'number', label: t('searchFields.number') },
        ...(ofOneCustomer ? [] : [{ value: 'customer-name', label: t('searchFields.customerName') }]),
        { value: 'reference', label: t('searchFields.reference') },
      ]}
      filters={[
        { name: 'status', kind: 'multi', label: t('filters.status'), options: INVOICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
        { name: 'dueDate', kind: 'dateRange', label: t('filters.dueDate') },
        { name: 'issueDate', kind: 'dateRange', label: t('filters.issueDate') },
        { name: 'amount', kind: 'amountRange', label: t('filters.amount') },
        { name: 'tag', kind: 'tags', label: t('filters.tags'), suggestions: tags.data?.items.filter((tag) => tag.invoices > 0).map((tag) => tag.name) ?? [] },
      ]}
      rowLink={invoiceLink}
      prefetchPage={(page) => void queryClient.prefetchQuery(getListInvoicesQueryOptions(administrationId, { ...invoicesList.toQuery({ ...search, page }), ...scope } as ListInvoicesParams))}
      scope={scope}
      bulkActions={moreBulkActions ? [...bulkActions, ...moreBulkActions] : bulkActions}
      describeRow={(id) => byId.get(id) ?? id}
      exportSource={{
        fileName: exportName,
        fetchPage: async ({ page, perPage, signal }) => {
          const answer = await listInvoices(administrationId, { ...query, page, 'per-page': perPage }, { signal });
          return { items: answer.items, total: answer.total };
        },
      }}
      empty={{ title: t('empty.title'), body: t('empty.body') }}
    />
  );
}
