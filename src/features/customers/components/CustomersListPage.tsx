import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import {
  bulkPauseCustomersDunning,
  bulkResumeCustomersDunning,
  listCustomers,
  useListCustomers,
  useListTags,
} from '@/api/generated/endpoints/customers/customers';
import { useListJourneys } from '@/api/generated/endpoints/journeys/journeys';
import type { CustomerFilter, CustomerSummary, ListCustomersParams } from '@/api/generated/model';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { PageFrame } from '@/components/PageFrame';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { dunningBulkActions, pauseLabels } from '@/components/records/dunning-bulk-actions';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { formatMoney } from '@/lib/money';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { CUSTOMER_STATUSES, customersListConfig } from '../model/customers-list';
import { journeyBulkAction } from './journey-bulk-action';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { CUSTOMER_STATUS_TONE } from '@/components/ui/status-tones';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const customersList = defineListSearch(customersListConfig);

export type CustomersSearch = ListSearch<typeof customersListConfig>;

type Props = {
  administrationId: string;
  search: CustomersSearch;
  onSearchChange: (next: CustomersSearch) => void;
};

/** Every customer (debtor) of the administration, filtered, sorted and paged on the server (SPEC §2 /customers). */
export function CustomersListPage({ administrationId, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['customers', 'navigation']);
  // The reason list of the bulk pause; loaded beside the list, not waited for (the dialog opens later).
  const { t: records } = useTranslation('records', { useSuspense: false });
  const language = i18n.language;
  const queryClient = useQueryClient();
  const profile = useGetProfile(administrationId);
  const tags = useListTags(administrationId);
  const query = customersList.toQuery(search) as ListCustomersParams;
  // The route's loader asked for these rows (again on every entering) and the page may show before
  // they are there: a failure it met is shown, with "Try again", not silently asked for once more.
  const list = useListCustomers(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });

  const columns = useMemo<ListColumn<CustomerSummary>[]>(
    () => [
      { id: 'number', header: t('columns.number'), sortBy: 'number', cell: (row) => row.number, exportValue: (row) => row.number, exportAlways: true },
      { id: 'name', header: t('columns.name'), hideable: false, sortBy: 'name', cell: (row) => row.name, exportValue: (row) => row.name },
      { id: 'city', header: t('columns.city'), sortBy: 'city', cell: (row) => row.city, exportValue: (row) => row.city },
      { id: 'email', header: t('columns.email'), hiddenByDefault: true, cell: (row) => row.email ?? '—', exportValue: (row) => row.email ?? '' },
      {
        id: 'superDebtor',
        header: t('columns.superDebtor'),
        hiddenByDefault: true,
        cell: (row) => row.superDebtor?.name ?? '—',
        link: (row) => (row.superDebtor ? linkOptions({ to: '/super-debtors/$superDebtorId', params: { superDebtorId: row.superDebtor.id } }) : undefined),
        exportValue: (row) => row.superDebtor?.name ?? '',
      },
      {
        id: 'outstanding',
        header: t('columns.outstanding'),
        sortBy: 'outstanding',
        align: 'end',
        total: { field: 'outstanding', value: (row) => row.outstanding, inSelection: true },
        cell: (row) => formatMoney(row.outstanding, language),
        exportValue: (row) => row.outstanding.amount, exportType: 'decimal',
      },
      {
        id: 'overdue',
        header: t('columns.overdue'),
        sortBy: 'overdue',
        align: 'end',
        total: { field: 'overdue', value: (row) => row.overdue },
        cell: (row) => formatMoney(row.overdue, language),
        exportValue: (row) => row.overdue.amount, exportType: 'decimal',
      },
      { id: 'tags', header: t('columns.tags'), cell: (row) => (row.tags.length > 0 ? row.tags.join(', ') : '—'), exportValue: (row) => row.tags.join(', ') },
      { id: 'currency', header: t('columns.currency'), hiddenByDefault: true, exportAlways: true, cell: (row) => row.outstanding.currency, exportValue: (row) => row.outstanding.currency },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (row) => (
          <span className="flex items-center gap-1.5 whitespace-nowrap">
            <StatusBadge tone={CUSTOMER_STATUS_TONE[row.status]}>{t(`status.${row.status}`)}</StatusBadge>
            {row.dunning.paused && row.status !== 'paused' ? <span className="text-xs text-slate-600">({t('dunningPaused')})</span> : null}
          </span>
        ),
        exportValue: (row) => t(`status.${row.status}`),
      },
    ],
    [t, language],
  );

  // Assigning a journey needs the journeys' permission (Manage_Configuration): offered to its holders only.
  const mayAssign = usePermission(operationPermission.assignJourney).allowed;
  const journeys = useListJourneys(administrationId, { 'per-page': 100 }, { query: { enabled: mayAssign } });
  const bulkActions = useMemo(
    () => [
      ...dunningBulkActions<CustomerFilter>(queryClient, administrationId, {
        labels: { pause: t('bulk.pause'), resume: t('bulk.resume'), reason: t('bulk.reasonLabel'), ...pauseLabels(records) },
        pause: ['bulkPauseCustomersDunning', (body, options) => bulkPauseCustomersDunning(administrationId, body, options)],
        resume: ['bulkResumeCustomersDunning', (body, options) => bulkResumeCustomersDunning(administrationId, body, options)],
      }),
      ...(mayAssign && journeys.data
        ? [journeyBulkAction(queryClient, administrationId, journeys.data.items, { action: t('bulk.journey'), choice: t('bulk.journeyChoice'), none: t('bulk.noJourney') })]
        : []),
    ],
    [administrationId, queryClient, t, records, mayAssign, journeys.data],
  );

  const byId = new Map((list.data?.items ?? []).map((row) => [row.id, row.name]));

  return (
    <PageFrame title={t(AREAS.customers.titleKey)} breadcrumbs={areaCrumbs(t, 'customers')}>
      <DataList
        listId="customers"
        userId={profile.data?.id ?? 'anonymous'}
        label={t(AREAS.customers.titleKey)}
        definition={customersList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('rowLabel', { name: row.name, number: row.number })}
        result={listResultFrom(list)}
        searchFields={[
          { value: 'name', label: t('searchFields.name') },
          { value: 'number', label: t('searchFields.number') },
          { value: 'email', label: t('searchFields.email') },
          { value: 'city', label: t('searchFields.city') },
        ]}
        filters={[
          { name: 'status', kind: 'multi', label: t('filters.status'), options: CUSTOMER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
          { name: 'amount', kind: 'amountRange', label: t('filters.outstanding') },
          { name: 'tag', kind: 'tags', label: t('filters.tags'), suggestions: tags.data?.items.filter((tag) => tag.customers > 0).map((tag) => tag.name) ?? [] },
        ]}
        rowLink={(row) => linkOptions({ to: '/customers/$customerId', params: { customerId: row.id } })}
        bulkActions={bulkActions}
        describeRow={(id) => byId.get(id) ?? id}
        exportSource={{
          fileName: 'customers',
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listCustomers(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t('empty.title'), body: t('empty.body') }}
      />
    </PageFrame>
  );
}
