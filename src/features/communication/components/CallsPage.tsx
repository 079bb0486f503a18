import { keepPreviousData } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listCalls, useGetCall, useListCalls } from '@/api/generated/endpoints/communication/communication';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import type { Call, ListCallsParams } from '@/api/generated/model';
import { DataList } from '@/components/list/DataList';
import { ListError } from '@/components/list/ListStates';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { PageFrame } from '@/components/PageFrame';
import { PageSpinner } from '@/components/PageSpinner';
import { Button } from '@/components/ui/Button';
import { formatDateTime } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import { listSearchSchema, type ListDefinitionConfig, type ListSearch } from '@/lib/list/search-schema';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';

const CALL_OUTCOMES = ['reached', 'no-answer', 'promise-to-pay', 'dispute'] as const;

/** The calls list's URL state (the contract's `listCalls`), newest first. */
const callsListConfig = {
  sortable: ['at', 'customer', 'duration', 'outcome'],
  searchFields: ['customer-name', 'notes', 'phone-number'],
  filters: { outcome: { kind: 'multi', values: CALL_OUTCOMES }, at: { kind: 'dateRange' } },
  defaults: { sortBy: 'at', sortOrder: 'desc', searchField: 'customer-name', perPage: 25 },
} as const satisfies ListDefinitionConfig;

const callsList = defineListSearch(callsListConfig);
const callsSchema = listSearchSchema(callsListConfig);
const CALL_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type CallsSearch = ListSearch<typeof callsListConfig> & { callId?: string };

/** The URL's state of the list and the call open in the panel, checked (invalid values dropped). */
export function parseCallsSearch(raw: Record<string, unknown>): CallsSearch {
  const callId = typeof raw.callId === 'number' ? String(raw.callId) : raw.callId;
  return { ...callsSchema.parse(raw), ...(typeof callId === 'string' && CALL_ID.test(callId) ? { callId } : {}) };
}

type Props = { administrationId: string; search: CallsSearch; onSearchChange: (next: CallsSearch) => void };

/** Minutes and seconds of a call ("4:20"); a call not answered lasted nothing. */
function duration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** /communication/calls: calls made and received; `callId` opens the call panel (SPEC §2). */
export function CallsPage({ administrationId, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['communication', 'navigation']);
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const query = callsList.toQuery(search) as ListCallsParams;
  const list = useListCalls(administrationId, query, { query: { placeholderData: keepPreviousData } });
  const columns = useMemo<ListColumn<Call>[]>(
    () => [
      { id: 'at', header: t('columns.at'), sortBy: 'at', cell: (row) => formatDateTime(row.at, language), exportValue: (row) => row.at },
      { id: 'customer', header: t('columns.customer'), sortBy: 'customer', hideable: false, cell: (row) => row.customer.name, exportValue: (row) => row.customer.name },
      { id: 'contact', header: t('columns.contact'), cell: (row) => row.contactName ?? '—', exportValue: (row) => row.contactName ?? '' },
      { id: 'phone', header: t('columns.phoneNumber'), cell: (row) => row.phoneNumber, exportValue: (row) => row.phoneNumber },
      { id: 'direction', header: t('columns.direction'), cell: (row) => t(`direction.${row.direction}`), exportValue: (row) => row.direction },
      { id: 'duration', header: t('columns.duration'), sortBy: 'duration', align: 'end', cell: (row) => duration(row.durationSeconds), exportValue: (row) => row.durationSeconds },
      { id: 'outcome', header: t('columns.outcome'), sortBy: 'outcome', cell: (row) => t(`outcome.${row.outcome}`), exportValue: (row) => row.outcome },
      { id: 'loggedBy', header: t('columns.loggedBy'), hiddenByDefault: true, cell: (row) => row.loggedBy.name, exportValue: (row) => row.loggedBy.name },
    ],
    [t, language],
  );
  return (
    <PageFrame title={t(AREAS.calls.titleKey)} breadcrumbs={areaCrumbs(t, 'calls')}>
      <div className="flex flex-col gap-6">
        <DataList
          listId="calls"
          userId={profile.data?.id ?? 'anonymous'}
          label={t(AREAS.calls.titleKey)}
          definition={callsList}
          search={search}
          onSearchChange={onSearchChange}
          columns={columns}
          getRowId={(row) => row.id}
          getRowLabel={(row) => t('calls.rowLabel', { customer: row.customer.name, at: formatDateTime(row.at, language) })}
          result={listResultFrom(list)}
          searchFields={[
            { value: 'customer-name', label: t('searchFields.customerName') },
            { value: 'notes', label: t('searchFields.notes') },
            { value: 'phone-number', label: t('searchFields.phoneNumber') },
          ]}
          filters={[
            { name: 'outcome', kind: 'multi', label: t('filters.outcome'), options: CALL_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) })) },
            { name: 'at', kind: 'dateRange', label: t('filters.at') },
          ]}
          onOpenRow={(row) => onSearchChange({ ...search, callId: row.id })}
          exportSource={{
            fileName: 'calls',
            fetchPage: async ({ page, perPage, signal }) => {
              const answer = await listCalls(administrationId, { ...query, page, 'per-page': perPage }, { signal });
              return { items: answer.items, total: answer.total };
            },
          }}
          empty={{ title: t('empty.calls'), body: t('empty.body') }}
        />
        {search.callId ? <CallPanel administrationId={administrationId} callId={search.callId} onClose={() => onSearchChange({ ...search, callId: undefined })} /> : null}
      </div>
    </PageFrame>
  );
}

/** The call panel: one call's facts and notes. */
function CallPanel({ administrationId, callId, onClose }: { administrationId: string; callId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('communication');
  const headingId = useId();
  const call = useGetCall(administrationId, callId);
  const data = call.data;
  const facts: [string, string][] = data
    ? [
        [t('columns.customer'), data.customer.name],
        [t('columns.contact'), data.contactName ?? '—'],
        [t('columns.phoneNumber'), data.phoneNumber],
        [t('columns.at'), formatDateTime(data.at, i18n.language)],
        [t('columns.direction'), t(`direction.${data.direction}`)],
        [t('columns.duration'), duration(data.durationSeconds)],
        [t('columns.outcome'), t(`outcome.${data.outcome}`)],
        [t('columns.invoices'), data.invoiceNumbers.join(', ') || '—'],
        [t('columns.loggedBy'), data.loggedBy.name],
      ]
    : [];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-950">
          {data ? t('calls.panelTitle', { customer: data.customer.name }) : t('calls.panelPending')}
        </h2>
        <Button variant="subtle" size="sm" onClick={onClose}>
          {t('message.close')}
        </Button>
      </div>
      {call.isError ? (
        <ListError error={call.error} onRetry={() => void call.refetch()} />
      ) : !data ? (
        <PageSpinner />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="text-sm font-semibold text-slate-950">{t('calls.notes')}</h3>
            <p className="text-sm whitespace-pre-line">{data.notes || '—'}</p>
          </div>
        </>
      )}
    </section>
  );
}
