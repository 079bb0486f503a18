import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { listJourneys, useListJourneys } from '@/api/generated/endpoints/journeys/journeys';
import type { Journey, ListJourneysParams } from '@/api/generated/model';
import { PageFrame } from '@/components/PageFrame';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { formatDate } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { journeysListConfig } from '../model/journeys-list';
import { MockDayControl } from './MockDayControl';
import { NewJourney } from './NewJourney';
import { NextDaysPanel } from './NextDaysPanel';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const journeysList = defineListSearch(journeysListConfig);

export type JourneysSearch = ListSearch<typeof journeysListConfig>;

type Props = {
  administrationId: string;
  search: JourneysSearch;
  onSearchChange: (next: JourneysSearch) => void;
};

/** /journeys: the administration's records, searched, sorted and paged on the server. */
export function JourneysListPage({ administrationId, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['journeys', 'navigation']);
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const query = journeysList.toQuery(search) as ListJourneysParams;
  // The route's loader asked for these rows (again on every entering) and the page may show before
  // they are there: a failure it met is shown, with "Try again", not silently asked for once more.
  const list = useListJourneys(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });

  const columns = useMemo<ListColumn<Journey>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        hideable: false,
        sortBy: 'name',
        // The always-shown column: the kit makes it the row's link (rowLink below).
        cell: (row) => row.name,
        exportValue: (row) => row.name,
      },
      {
        id: 'steps',
        header: t('columns.steps'),
        cell: (row) => (
          <span>
            {t('stepCount', { count: row.steps.length })}
            {row.steps.length > 0 ? <span className="text-slate-600">: {row.steps.map((step) => step.name).join(' → ')}</span> : null}
          </span>
        ),
        exportValue: (row) => row.steps.map((step) => step.name).join(' → '),
      },
      { id: 'customers', header: t('columns.customers'), align: 'end', cell: (row) => row.customerCount, exportValue: (row) => String(row.customerCount) },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortBy: 'createdAt',
        cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt, language)}</time>,
        exportValue: (row) => row.createdAt,
      },
    ],
    [t, language],
  );

  return (
    <PageFrame title={t(AREAS.journeys.titleKey)} breadcrumbs={areaCrumbs(t, 'journeys')}>
      <div className="mb-6 flex flex-col gap-4">
        <MockDayControl administrationId={administrationId} />
        <NextDaysPanel administrationId={administrationId} />
        <div>
          <NewJourney administrationId={administrationId} />
        </div>
      </div>
      <DataList
        listId="journeys"
        userId={profile.data?.id ?? 'anonymous'}
        label={t(AREAS.journeys.titleKey)}
        definition={journeysList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('rowLabel', { name: row.name })}
        result={listResultFrom(list)}
        searchFields={[{ value: 'name', label: t('columns.name') }]}
        rowLink={(row) => linkOptions({ to: '/journeys/$journeyId', params: { journeyId: row.id } })}
        exportSource={{
          fileName: 'journeys',
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listJourneys(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t('empty.title'), body: t('empty.body') }}
      />
    </PageFrame>
  );
}
