import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { listPaymentsUnderway, useListPaymentsUnderway } from '@/api/generated/endpoints/payments-underway/payments-underway';
import type { ListPaymentsUnderwayParams, PaymentUnderway } from '@/api/generated/model';
import { PageFrame } from '@/components/PageFrame';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate, formatDateTime } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { formatMoney } from '@/lib/money';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { PROVIDER_STATUSES, paymentsUnderwayListConfig } from '../model/payments-underway-list';
import { PROVIDER_STATUS_TONE } from '../model/status-tone';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const paymentsUnderwayList = defineListSearch(paymentsUnderwayListConfig);

export type PaymentsUnderwaySearch = ListSearch<typeof paymentsUnderwayListConfig>;

type Props = {
  administrationId: string;
  search: PaymentsUnderwaySearch;
  onSearchChange: (next: PaymentsUnderwaySearch) => void;
};

/** /payments-underway: payments started through a payment link or the portal and not settled yet; read-only. */
export function PaymentsUnderwayListPage({ administrationId, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['payments-underway', 'navigation']);
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const query = paymentsUnderwayList.toQuery(search) as ListPaymentsUnderwayParams;
  // The route's loader asked for these rows (again on every entering) and the page may show before
  // they are there: a failure it met is shown, with "Try again", not silently asked for once more.
  const list = useListPaymentsUnderway(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });

  const columns = useMemo<ListColumn<PaymentUnderway>[]>(
    () => [
      {
        id: 'customer',
        header: t('columns.customer'),
        hideable: false,
        sortBy: 'customer',
        truncate: true,
        // The always-shown column: the kit makes it the row's link (rowLink below).
        cell: (row) => row.customer.name,
        exportValue: (row) => row.customer.name,
      },
      {
        id: 'expectedOn',
        header: t('columns.expectedOn'),
        sortBy: 'expected-on',
        nowrap: true,
        cell: (row) => (row.expectedOn ? <time dateTime={row.expectedOn}>{formatDate(row.expectedOn, language)}</time> : t('notExpected')),
        exportValue: (row) => row.expectedOn ?? '',
        exportType: 'date',
      },
      { id: 'amount', header: t('columns.amount'), sortBy: 'amount', align: 'end', nowrap: true, total: { field: 'amount', value: (row) => row.amount }, cell: (row) => formatMoney(row.amount, language), exportValue: (row) => row.amount.amount },
      {
        id: 'providerStatus',
        header: t('columns.providerStatus'),
        cell: (row) => <StatusBadge tone={PROVIDER_STATUS_TONE[row.providerStatus]}>{t(`providerStatus.${row.providerStatus}`)}</StatusBadge>,
        exportValue: (row) => t(`providerStatus.${row.providerStatus}`),
      },
      { id: 'channel', header: t('columns.channel'), cell: (row) => t(`channel.${row.channel}`), exportValue: (row) => t(`channel.${row.channel}`) },
      { id: 'method', header: t('columns.method'), cell: (row) => t(`method.${row.method}`), exportValue: (row) => t(`method.${row.method}`) },
      {
        id: 'invoices',
        header: t('columns.invoices'),
        truncate: true,
        cell: (row) => row.invoices.map((invoice) => invoice.number).join(', '),
        exportValue: (row) => row.invoices.map((invoice) => invoice.number).join(' '),
      },
      {
        id: 'startedAt',
        header: t('columns.startedAt'),
        sortBy: 'started-at',
        nowrap: true,
        hiddenByDefault: true,
        cell: (row) => <time dateTime={row.startedAt}>{formatDateTime(row.startedAt, language)}</time>,
        exportValue: (row) => row.startedAt,
      },
      { id: 'number', header: t('columns.number'), sortBy: 'number', nowrap: true, hiddenByDefault: true, cell: (row) => row.number, exportValue: (row) => row.number },
    ],
    [t, language],
  );

  return (
    <PageFrame title={t(AREAS.paymentsUnderway.titleKey)} breadcrumbs={areaCrumbs(t, 'paymentsUnderway')}>
      <DataList
        listId="payments-underway"
        userId={profile.data?.id ?? 'anonymous'}
        label={t(AREAS.paymentsUnderway.titleKey)}
        definition={paymentsUnderwayList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('rowLabel', { customer: row.customer.name, number: row.number })}
        result={listResultFrom(list)}
        searchFields={[
          { value: 'customer', label: t('columns.customer') },
          { value: 'number', label: t('columns.number') },
        ]}
        filters={[{ name: 'provider-status', kind: 'multi', label: t('columns.providerStatus'), options: PROVIDER_STATUSES.map((value) => ({ value, label: t(`providerStatus.${value}`) })) }]}
        rowLink={(row) => linkOptions({ to: '/payments-underway/$paymentUnderwayId', params: { paymentUnderwayId: row.id } })}
        exportSource={{
          fileName: 'payments-underway',
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listPaymentsUnderway(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t('empty.title'), body: t('empty.body') }}
      />
    </PageFrame>
  );
}
