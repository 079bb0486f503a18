import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bulkPauseInvoicesDunning,
  bulkResumeInvoicesDunning,
  listInvoices,
  useListInvoices,
} from '@/api/generated/endpoints/invoices/invoices';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import type { InvoiceFilter, InvoiceSummary, ListInvoicesParams } from '@/api/generated/model';
import { PageFrame } from '@/components/PageFrame';
import { DataList } from '@/components/list/DataList';
import { listResultFrom, runBulkOperation } from '@/components/list/query-result';
import type { BulkAction, ListColumn } from '@/components/list/types';
import { formatDate } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import type { BulkTarget } from '@/lib/list/selection';
import { formatMoney } from '@/lib/money';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { INVOICE_STATUSES, invoicesListConfig } from '../model/invoices-list';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const invoicesList = defineListSearch(invoicesListConfig);

export type InvoicesSearch = ListSearch<typeof invoicesListConfig>;

type Props = {
  administrationId: string;
  search: InvoicesSearch;
  onSearchChange: (next: InvoicesSearch) => void;
};

/** The contract's bulk target from the kit's: ids, or the list's filter minus the rows left out. */
function contractTarget(target: BulkTarget) {
  return 'ids' in target ? { ids: target.ids } : { matching: target.matching as InvoiceFilter, excludeIds: target.excludeIds };
}

/** Every invoice of the administration, filtered, sorted and paged on the server (SPEC §2 /invoices). */
export function InvoicesListPage({ administrationId, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['invoices', 'navigation']);
  const language = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useGetProfile(administrationId);
  const query = invoicesList.toQuery(search) as ListInvoicesParams;
  const list = useListInvoices(administrationId, query, { query: { placeholderData: keepPreviousData } });

  const result = listResultFrom(list);

  const columns = useMemo<ListColumn<InvoiceSummary>[]>(
    () => [
      { id: 'number', header: t('columns.number'), hideable: false, sortBy: 'number', cell: (row) => row.number, exportValue: (row) => row.number },
      { id: 'customer', header: t('columns.customer'), sortBy: 'customer', cell: (row) => row.customer.name, exportValue: (row) => row.customer.name },
      { id: 'issueDate', header: t('columns.issueDate'), sortBy: 'issue-date', cell: (row) => formatDate(row.issueDate, language), exportValue: (row) => row.issueDate },
      { id: 'dueDate', header: t('columns.dueDate'), sortBy: 'due-date', cell: (row) => formatDate(row.dueDate, language), exportValue: (row) => row.dueDate },
      {
        id: 'amount',
        header: t('columns.amount'),
        sortBy: 'amount',
        align: 'end',
        cell: (row) => formatMoney(row.amount, language),
        exportValue: (row) => row.amount.amount,
      },
      {
        id: 'outstanding',
        header: t('columns.outstanding'),
        sortBy: 'outstanding',
        align: 'end',
        cell: (row) => formatMoney(row.outstanding, language),
        exportValue: (row) => row.outstanding.amount,
      },
      { id: 'currency', header: t('columns.currency'), hiddenByDefault: true, cell: (row) => row.amount.currency, exportValue: (row) => row.amount.currency },
      {
        id: 'daysOverdue',
        header: t('columns.daysOverdue'),
        sortBy: 'days-overdue',
        align: 'end',
        cell: (row) => (row.daysOverdue > 0 ? String(row.daysOverdue) : '—'),
        exportValue: (row) => row.daysOverdue,
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortBy: 'status',
        cell: (row) => (
          <span className="flex flex-wrap items-center gap-1.5">
            <span>{t(`status.${row.status}`)}</span>
            {row.dunningPaused && row.status !== 'paused' ? <span className="text-xs text-slate-600">({t('dunningPaused')})</span> : null}
          </span>
        ),
        exportValue: (row) => row.status,
      },
    ],
    [t, language],
  );

  const bulkActions = useMemo<BulkAction[]>(
    () => [
      {
        id: 'pause',
        label: t('bulk.pause'),
        reason: { label: t('bulk.reasonLabel'), maxLength: 500 },
        run: (target, { reason = '' }) =>
          runBulkOperation(queryClient, 'bulkPauseInvoicesDunning', administrationId, (options) =>
            bulkPauseInvoicesDunning(administrationId, { target: contractTarget(target), reason }, options),
          ),
      },
      {
        id: 'resume',
        label: t('bulk.resume'),
        run: (target) =>
          runBulkOperation(queryClient, 'bulkResumeInvoicesDunning', administrationId, (options) =>
            bulkResumeInvoicesDunning(administrationId, { target: contractTarget(target) }, options),
          ),
      },
    ],
    [administrationId, queryClient, t],
  );

  const byId = new Map((list.data?.items ?? []).map((row) => [row.id, row.number]));

  return (
    <PageFrame title={t(AREAS.invoices.titleKey)} breadcrumbs={areaCrumbs(t, 'invoices')}>
      <DataList
        listId="invoices"
        userId={profile.data?.id ?? 'anonymous'}
        label={t(AREAS.invoices.titleKey)}
        definition={invoicesList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('rowLabel', { number: row.number, customer: row.customer.name })}
        result={result}
        searchFields={[
          { value: 'number', label: t('searchFields.number') },
          { value: 'customer-name', label: t('searchFields.customerName') },
          { value: 'reference', label: t('searchFields.reference') },
        ]}
        filters={[
          { name: 'status', kind: 'multi', label: t('filters.status'), options: INVOICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
          { name: 'dueDate', kind: 'dateRange', label: t('filters.dueDate') },
          { name: 'issueDate', kind: 'dateRange', label: t('filters.issueDate') },
          { name: 'amount', kind: 'amountRange', label: t('filters.amount') },
        ]}
        onOpenRow={(row) => void navigate({ to: '/invoices/$invoiceId', params: { invoiceId: row.id } })}
        bulkActions={bulkActions}
        describeRow={(id) => byId.get(id) ?? id}
        exportSource={{
          fileName: 'invoices',
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listInvoices(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t('empty.title'), body: t('empty.body') }}
      />
    </PageFrame>
  );
}
