import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getList__Plural__SuspenseQueryOptions } from '@/api/generated/endpoints/__kebab__/__kebab__';
import type { __Record__ } from '@/api/generated/model';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { SelectField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { textLinkClass } from '@/components/ui/link';
import { formatDate } from '@/lib/format';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import {
  listParamsOf,
  pageCountOf,
  PER_PAGE_OPTIONS,
  SEARCH_FIELDS,
  SORT_FIELDS,
  sortedBy,
  type __Plural__Search,
} from '../model/search-params';

export type __Plural__ListProps = {
  search: __Plural__Search;
  /** Replaces the URL's search params (the route navigates). */
  onSearchChange: (next: __Plural__Search) => void;
};

/** The frame every state of the list shares: title and breadcrumbs. */
function __Plural__Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['__kebab__', 'navigation']);
  return (
    <PageFrame title={t(AREAS.__areaId__.titleKey)} breadcrumbs={areaCrumbs(t, '__areaId__')}>
      {children}
    </PageFrame>
  );
}

/** While the route loads the first page. */
export function __Plural__ListPending() {
  const { t } = useTranslation('__kebab__');
  return (
    <__Plural__Frame>
      <Spinner label={t('list.loading')} className="min-h-40" />
    </__Plural__Frame>
  );
}

/** __areaPath__: one page of the administration's records, searched, sorted and paged in the URL. */
export function __Plural__ListPage({ administrationId, search, onSearchChange }: __Plural__ListProps & { administrationId: string }) {
  const { t, i18n } = useTranslation('__kebab__');
  const { data } = useSuspenseQuery(getList__Plural__SuspenseQueryOptions(administrationId, listParamsOf(search)));
  const tableTitleId = useId();
  const pages = pageCountOf(data);
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <__Plural__Frame>
      <SearchForm search={search} onSearchChange={onSearchChange} />
      {data.total === 0 ? (
        search.search ? (
          <EmptyState title={t('list.noMatch.title')} body={t('list.noMatch.body', { search: search.search })} />
        ) : (
          <EmptyState title={t('list.empty.title')} body={t('list.empty.body')} />
        )
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table aria-labelledby={tableTitleId} className="w-full text-left text-sm">
            <caption id={tableTitleId} className="sr-only">
              {t('list.caption', { page: data.page, pages })}
            </caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {SORT_FIELDS.map((field) => (
                  <SortableHeader key={field} field={field} search={search} onSearchChange={onSearchChange} />
                ))}
              </tr>
            </thead>
            <tbody>
              {data.items.map((record: __Record__) => (
                <tr key={record.id} className="border-b border-slate-100 last:border-0">
                  <td className="px-4 py-2 font-mono text-slate-700">{record.reference}</td>
                  <td className="px-4 py-2">
                    <Link to="__areaPath__/$__param__" params={{ __param__: record.id }} className={textLinkClass}>
                      {record.name}
                    </Link>
                  </td>
                  <td className="px-4 py-2 text-slate-700">
                    <time dateTime={record.createdAt}>{formatDate(record.createdAt, language)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination search={search} onSearchChange={onSearchChange} page={data.page} pages={pages} total={data.total} />
    </__Plural__Frame>
  );
}

function SortableHeader({ field, search, onSearchChange }: __Plural__ListProps & { field: (typeof SORT_FIELDS)[number] }) {
  const { t } = useTranslation('__kebab__');
  const active = (search.sortBy ?? 'name') === field;
  const order = search.sortOrder ?? 'asc';
  return (
    <th scope="col" className="px-4 py-2 font-medium" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1" onClick={() => onSearchChange(sortedBy(search, field))}>
        {t(`list.columns.${field}`)}
        <span aria-hidden="true">{active ? (order === 'asc' ? '▲' : '▼') : ''}</span>
      </button>
    </th>
  );
}

function SearchForm({ search, onSearchChange }: __Plural__ListProps) {
  const { t } = useTranslation('__kebab__');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get('search') ?? '').trim();
    const field = SEARCH_FIELDS.find((candidate) => candidate === form.get('searchField'));
    onSearchChange({ ...search, search: value || undefined, searchField: value ? field : undefined, page: undefined });
  };
  return (
    <form role="search" aria-label={t('list.search.label')} onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <SelectField
        label={t('list.search.field')}
        name="searchField"
        defaultValue={search.searchField ?? 'name'}
        options={SEARCH_FIELDS.map((field) => ({ value: field, label: t(`list.columns.${field}`) }))}
        className="w-44"
      />
      <TextField label={t('list.search.value')} name="search" type="search" maxLength={200} defaultValue={search.search ?? ''} className="w-64" />
      <Button type="submit" variant="secondary">
        {t('list.search.submit')}
      </Button>
    </form>
  );
}

function Pagination({ search, onSearchChange, page, pages, total }: __Plural__ListProps & { page: number; pages: number; total: number }) {
  const { t } = useTranslation('__kebab__');
  const goTo = (next: number) => onSearchChange({ ...search, page: next === 1 ? undefined : next });
  return (
    <nav aria-label={t('list.pagination.label')} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>{t('list.pagination.status', { page, pages, total })}</p>
      <div className="flex items-center gap-2">
        <SelectField
          label={t('list.pagination.perPage')}
          value={String(search.perPage ?? 25)}
          onChange={(event) => {
            const perPage = PER_PAGE_OPTIONS.find((option) => String(option) === event.target.value);
            onSearchChange({ ...search, perPage: perPage === 25 ? undefined : perPage, page: undefined });
          }}
          options={PER_PAGE_OPTIONS.map((option) => ({ value: String(option), label: String(option) }))}
          className="w-28"
        />
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
          {t('list.pagination.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
          {t('list.pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
