import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { listForCollection, useListForCollection } from '@/api/generated/endpoints/for-collection/for-collection';
import type { CollectionCase, ListForCollectionParams } from '@/api/generated/model';
import { PageFrame } from '@/components/PageFrame';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { formatMoney } from '@/lib/money';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { COLLECTION_STAGES, forCollectionListConfig } from '../model/for-collection-list';
import { COLLECTION_STAGE_TONE } from '../model/stage-tone';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const forCollectionList = defineListSearch(forCollectionListConfig);

export type ForCollectionSearch = ListSearch<typeof forCollectionListConfig>;

type Props = {
  administrationId: string;
  search: ForCollectionSearch;
  onSearchChange: (next: ForCollectionSearch) => void;
};

/** /for-collection: the administration's collection cases, filtered by stage, searched, sorted, paged and summed on the server. */
export function ForCollectionListPage({ administrationId, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['for-collection', 'navigation']);
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const query = forCollectionList.toQuery(search) as ListForCollectionParams;
  // The route's loader asked for these rows (again on every entering) and the page may show before
  // they are there: a failure it met is shown, with "Try again", not silently asked for once more.
  const list = useListForCollection(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });

  const columns = useMemo<ListColumn<CollectionCase>[]>(
    () => [
      { id: 'reference', header: t('columns.reference'), hideable: false, sortBy: 'reference', nowrap: true, cell: (row) => row.reference, exportValue: (row) => row.reference },
      {
        id: 'customer',
        header: t('columns.customer'),
        sortBy: 'customerName',
        truncate: true,
        link: (row) => linkOptions({ to: '/customers/$customerId', params: { customerId: row.customer.id } }),
        cell: (row) => row.customer.name,
        exportValue: (row) => row.customer.name,
      },
      {
        id: 'stage',
        header: t('columns.stage'),
        sortBy: 'stage',
        cell: (row) => (
          <span className="flex flex-col items-start gap-0.5">
            <StatusBadge tone={COLLECTION_STAGE_TONE[row.stage]}>{t(`stage.${row.stage}`)}</StatusBadge>
            {row.stage === 'statutory-notice' && row.noticeEndsOn ? <span className="text-xs text-slate-700">{t('noticeEnds', { date: formatDate(row.noticeEndsOn, language) })}</span> : null}
          </span>
        ),
        exportValue: (row) => t(`stage.${row.stage}`),
      },
      { id: 'invoices', header: t('columns.invoices'), align: 'end', cell: (row) => row.invoices.length, exportValue: (row) => String(row.invoices.length) },
      { id: 'principal', header: t('columns.principal'), sortBy: 'principal', align: 'end', nowrap: true, total: { field: 'principal', value: (row) => row.principal, inSelection: true }, cell: (row) => formatMoney(row.principal, language), exportValue: (row) => row.principal.amount, exportType: 'decimal' },
      { id: 'costs', header: t('columns.costs'), align: 'end', nowrap: true, total: { field: 'costs', value: (row) => row.costs.total }, cell: (row) => formatMoney(row.costs.total, language), exportValue: (row) => row.costs.total.amount, exportType: 'decimal' },
      { id: 'claim', header: t('columns.claim'), sortBy: 'claim', align: 'end', nowrap: true, total: { field: 'claim', value: (row) => row.claim }, cell: (row) => formatMoney(row.claim, language), exportValue: (row) => row.claim.amount, exportType: 'decimal' },
      {
        id: 'handedOverAt',
        header: t('columns.handedOverAt'),
        sortBy: 'handedOverAt',
        nowrap: true,
        cell: (row) => <time dateTime={row.handedOverAt}>{formatDate(row.handedOverAt, language)}</time>,
        exportValue: (row) => row.handedOverAt,
      },
    ],
    [t, language],
  );

  return (
    <PageFrame title={t(AREAS.forCollection.titleKey)} breadcrumbs={areaCrumbs(t, 'forCollection')}>
      <DataList
        listId="for-collection"
        userId={profile.data?.id ?? 'anonymous'}
        label={t(AREAS.forCollection.titleKey)}
        definition={forCollectionList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('rowLabel', { customer: row.customer.name, reference: row.reference })}
        result={listResultFrom(list)}
        searchFields={[
          { value: 'customerName', label: t('columns.customer') },
          { value: 'reference', label: t('columns.reference') },
        ]}
        filters={[{ name: 'stage', kind: 'multi', label: t('columns.stage'), options: COLLECTION_STAGES.map((value) => ({ value, label: t(`stage.${value}`) })) }]}
        rowLink={(row) => linkOptions({ to: '/for-collection/$forCollectionId', params: { forCollectionId: row.id } })}
        exportSource={{
          fileName: 'for-collection',
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listForCollection(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t('empty.title'), body: t('empty.body') }}
      />
    </PageFrame>
  );
}
