import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listCalls, useListCalls } from '@/api/generated/endpoints/communication/communication';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import type { Call, ListCallsParams } from '@/api/generated/model';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { CALL_OUTCOME_TONE } from '@/components/ui/status-tones';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import type { AppLink } from '@/components/app-link';
import { PageFrame } from '@/components/PageFrame';
import { formatDateTime } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { AREAS } from '@/navigation/areas';
import { usePermission } from '@/api/permissions';
import { InvoiceLinks } from '@/components/records/InvoiceLinks';
import { areaCrumbs } from '@/navigation/links';
import { CALL_OUTCOMES, callsListConfig, isOfOneCustomer, ofOneCustomer, type RecordScope } from '../model/lists';
import { callDuration, CallPanel } from './CallPanel';
import { openOnThisPage } from './open-link';

const callsList = defineListSearch(callsListConfig);
const oneCustomerCallsList = defineListSearch(ofOneCustomer(callsListConfig));
export type CallsSearch = ListSearch<typeof callsListConfig> & { callId?: string };

type Props = { administrationId: string; search: CallsSearch; onSearchChange: (next: CallsSearch) => void };

/** /communication/calls: calls made and received; `callId` opens the call panel (SPEC §2). */
export function CallsPage({ administrationId, search, onSearchChange }: Props) {
  const { t } = useTranslation(['communication', 'navigation']);
  return (
    <PageFrame title={t(AREAS.calls.titleKey)} breadcrumbs={areaCrumbs(t, 'calls')}>
      <div className="flex flex-col gap-6">
        <CallsList
          administrationId={administrationId}
          search={search}
          onSearchChange={onSearchChange}
          openLink={(callId) => openOnThisPage({ callId })}
          listId="calls"
          label={t(AREAS.calls.titleKey)}
          empty={t('empty.calls')}
          exportName="calls"
        />
        {search.callId ? <CallPanel administrationId={administrationId} callId={search.callId} onClose={() => onSearchChange({ ...search, callId: undefined })} /> : null}
      </div>
    </PageFrame>
  );
}

export type CallsListProps = {
  administrationId: string;
  search: ListSearch<typeof callsListConfig>;
  onSearchChange: (next: ListSearch<typeof callsListConfig>) => void;
  /** Where a row leads: the page with the call's panel open. */
  openLink: (callId: string) => AppLink;
  /** Absent: every call of the administration; else a record's (its communication tab). */
  scope?: RecordScope;
  /** The list's id in the user's column choice. */
  listId: string;
  /** The table's accessible name. */
  label: string;
  /** What the list says when there are no calls at all. */
  empty: string;
  /** The export's file name, before its date. */
  exportName: string;
};

/**
 * Calls filtered, sorted and paged on the server, with CSV export: the administration's or, with a
 * scope, a record's. The scope takes part in every request and the export; one customer's calls
 * do not name the customer on every row.
 */
export function CallsList({ administrationId, search, onSearchChange, openLink, scope, listId, label, empty, exportName }: CallsListProps) {
  const { t, i18n } = useTranslation('communication');
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const oneCustomer = scope !== undefined && isOfOneCustomer(scope);
  const definition = oneCustomer ? oneCustomerCallsList : callsList;
  const query = { ...definition.toQuery(search), ...scope } as ListCallsParams;
  const list = useListCalls(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });
  const mayOpenInvoices = usePermission(AREAS.invoices.permission).allowed;
  const columns = useMemo<ListColumn<Call>[]>(
    () => [
      // The call's time names the row (its link opens the call); the customer cell links to the customer.
      { id: 'at', header: t('columns.at'), sortBy: 'at', hideable: false, nowrap: true, cell: (row) => formatDateTime(row.at, language), exportValue: (row) => row.at },
      ...(oneCustomer
        ? []
        : [
            {
              id: 'customer',
              header: t('columns.customer'),
              sortBy: 'customer',
              truncate: true,
              link: (row: Call) => linkOptions({ to: '/customers/$customerId', params: { customerId: row.customer.id } }),
              cell: (row: Call) => row.customer.name,
              exportValue: (row: Call) => row.customer.name,
            },
          ]),
      { id: 'contact', header: t('columns.contact'), cell: (row) => row.contactName ?? '—', exportValue: (row) => row.contactName ?? '' },
      { id: 'phone', header: t('columns.phoneNumber'), cell: (row) => row.phoneNumber, exportValue: (row) => row.phoneNumber },
      { id: 'direction', header: t('columns.direction'), cell: (row) => t(`direction.${row.direction}`), exportValue: (row) => t(`direction.${row.direction}`) },
      { id: 'duration', header: t('columns.duration'), sortBy: 'duration', align: 'end', cell: (row) => callDuration(row.durationSeconds), exportValue: (row) => row.durationSeconds },
      { id: 'outcome', header: t('columns.outcome'), sortBy: 'outcome', cell: (row) => <StatusBadge tone={CALL_OUTCOME_TONE[row.outcome]}>{t(`outcome.${row.outcome}`)}</StatusBadge>, exportValue: (row) => t(`outcome.${row.outcome}`) },
      { id: 'invoices', header: t('columns.invoices'), cell: (row) => <InvoiceLinks invoices={row.invoices} linked={mayOpenInvoices} inRow />, exportValue: (row) => row.invoiceNumbers.join(' ') },
      { id: 'loggedBy', header: t('columns.loggedBy'), hiddenByDefault: true, cell: (row) => row.loggedBy.name, exportValue: (row) => row.loggedBy.name },
    ],
    [t, language, oneCustomer, mayOpenInvoices],
  );
  return (
    <DataList
      listId={listId}
      userId={profile.data?.id ?? 'anonymous'}
      label={label}
      definition={definition}
      search={search}
      onSearchChange={onSearchChange}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => t('calls.rowLabel', { customer: row.customer.name, at: formatDateTime(row.at, language) })}
      result={listResultFrom(list)}
      searchFields={[
        ...(oneCustomer ? [] : [{ value: 'customer-name', label: t('searchFields.customerName') }]),
        { value: 'notes', label: t('searchFields.notes') },
        { value: 'phone-number', label: t('searchFields.phoneNumber') },
      ]}
      filters={[
        { name: 'outcome', kind: 'multi', label: t('filters.outcome'), options: CALL_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) })) },
        { name: 'at', kind: 'dateRange', label: t('filters.at') },
      ]}
      rowLink={(row) => openLink(row.id)}
      scope={scope}
      exportSource={{
        fileName: exportName,
        fetchPage: async ({ page, perPage, signal }) => {
          const answer = await listCalls(administrationId, { ...query, page, 'per-page': perPage }, { signal });
          return { items: answer.items, total: answer.total };
        },
      }}
      empty={{ title: empty, body: t('empty.body') }}
    />
  );
}
