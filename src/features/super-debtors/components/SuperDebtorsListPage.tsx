import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { listSuperDebtors, useListSuperDebtors } from '@/api/generated/endpoints/super-debtors/super-debtors';
import type { ListSuperDebtorsParams, SuperDebtorSummary } from '@/api/generated/model';
import { PageFrame } from '@/components/PageFrame';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { formatNumber } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { formatMoney } from '@/lib/money';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { superDebtorsListConfig } from '../model/super-debtors-list';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const superDebtorsList = defineListSearch(superDebtorsListConfig);

export type SuperDebtorsSearch = ListSearch<typeof superDebtorsListConfig>;

type Props = {
  administrationId: string;
  search: SuperDebtorsSearch;
  onSearchChange: (next: SuperDebtorsSearch) => void;
};

/** Groups of related customers handled as one (SPEC §2 /super-debtors), with their combined balance. */
export function SuperDebtorsListPage({ administrationId, search, onSearchChange }: Props) {
  const { t, i18n } = useTranslation(['superDebtors', 'navigation']);
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const query = superDebtorsList.toQuery(search) as ListSuperDebtorsParams;
  // The route's loader asked for these rows (again on every entering) and the page may show before
  // they are there: a failure it met is shown, with "Try again", not silently asked for once more.
  const list = useListSuperDebtors(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });

  const columns = useMemo<ListColumn<SuperDebtorSummary>[]>(
    () => [
      { id: 'number', header: t('columns.number'), sortBy: 'number', cell: (row) => row.number, exportValue: (row) => row.number },
      {
        id: 'name',
        header: t('columns.name'),
        hideable: false,
        sortBy: 'name',
        cell: (row) => row.name,
        exportValue: (row) => row.name,
      },
      {
        id: 'members',
        header: t('columns.members'),
        sortBy: 'members',
        align: 'end',
        cell: (row) => formatNumber(row.memberCount, language),
        exportValue: (row) => row.memberCount,
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
      { id: 'overdue', header: t('columns.overdue'), align: 'end', total: { field: 'overdue', value: (row) => row.overdue }, cell: (row) => formatMoney(row.overdue, language), exportValue: (row) => row.overdue.amount, exportType: 'decimal' },
      { id: 'currency', header: t('columns.currency'), hiddenByDefault: true, exportAlways: true, cell: (row) => row.outstanding.currency, exportValue: (row) => row.outstanding.currency },
    ],
    [t, language],
  );

  return (
    <PageFrame title={t(AREAS.superDebtors.titleKey)} breadcrumbs={areaCrumbs(t, 'superDebtors')}>
      <DataList
        listId="super-debtors"
        userId={profile.data?.id ?? 'anonymous'}
        label={t(AREAS.superDebtors.titleKey)}
        definition={superDebtorsList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        result={listResultFrom(list)}
        searchFields={[
          { value: 'name', label: t('searchFields.name') },
          { value: 'number', label: t('searchFields.number') },
        ]}
        rowLink={(row) => linkOptions({ to: '/super-debtors/$superDebtorId', params: { superDebtorId: row.id } })}
        exportSource={{
          fileName: 'super-debtors',
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listSuperDebtors(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t('empty.title'), body: t('empty.body') }}
      />
    </PageFrame>
  );
}
