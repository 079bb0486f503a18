import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { list__Plural__, useList__Plural__ } from '@/api/generated/endpoints/__kebab__/__kebab__';
import type { __Record__, List__Plural__Params } from '@/api/generated/model';
import { PageFrame } from '@/components/PageFrame';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { formatDate } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { __areaId__ListConfig } from '../model/__kebab__-list';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const __areaId__List = defineListSearch(__areaId__ListConfig);

export type __Plural__Search = ListSearch<typeof __areaId__ListConfig>;

type Props = {
  administrationId: string;
  search: __Plural__Search;
  onSearchChange: (next: __Plural__Search) => void;
};

/** __areaPath__: the administration's records, searched, sorted and paged on the server. */
export function __Plural__ListPage({ administrationId, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['__kebab__', 'navigation']);
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const query = __areaId__List.toQuery(search) as List__Plural__Params;
  // The route's loader asked for these rows (again on every entering) and the page may show before
  // they are there: a failure it met is shown, with "Try again", not silently asked for once more.
  const list = useList__Plural__(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });

  const columns = useMemo<ListColumn<__Record__>[]>(
    () => [
      { id: 'reference', header: t('columns.reference'), sortBy: 'reference', cell: (row) => row.reference, exportValue: (row) => row.reference },
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
    <PageFrame title={t(AREAS.__areaId__.titleKey)} breadcrumbs={areaCrumbs(t, '__areaId__')}>
      <DataList
        listId="__kebab__"
        userId={profile.data?.id ?? 'anonymous'}
        label={t(AREAS.__areaId__.titleKey)}
        definition={__areaId__List}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('rowLabel', { name: row.name, reference: row.reference })}
        result={listResultFrom(list)}
        searchFields={[
          { value: 'name', label: t('columns.name') },
          { value: 'reference', label: t('columns.reference') },
        ]}
        rowLink={(row) => linkOptions({ to: '__areaPath__/$__param__', params: { __param__: row.id } })}
        exportSource={{
          fileName: '__kebab__',
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await list__Plural__(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t('empty.title'), body: t('empty.body') }}
      />
    </PageFrame>
  );
}
