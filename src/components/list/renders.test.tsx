import { keepPreviousData, QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { DataList } from './DataList';
import { FilterBar } from './ListFilters';
import type * as FiltersModule from './ListFilters';
import type * as PaginationModule from './ListPagination';
import type * as ToolbarModule from './ListToolbar';
import { ListPagination } from './ListPagination';
import { ColumnChooser, ListSearch as SearchControls } from './ListToolbar';
import { listResultFrom } from './query-result';
import type { BulkAction, FilterControl, ListColumn } from './types';

// The parts around the rows, counted: each call is one render.
vi.mock('./ListFilters', async (original) => {
  const actual = await original<typeof FiltersModule>();
  return { ...actual, FilterBar: vi.fn(actual.FilterBar) };
});
vi.mock('./ListToolbar', async (original) => {
  const actual = await original<typeof ToolbarModule>();
  return { ...actual, ListSearch: vi.fn(actual.ListSearch), ColumnChooser: vi.fn(actual.ColumnChooser) };
});
vi.mock('./ListPagination', async (original) => {
  const actual = await original<typeof PaginationModule>();
  return { ...actual, ListPagination: vi.fn(actual.ListPagination) };
});
const around = () => ({
  filters: vi.mocked(FilterBar).mock.calls.length,
  search: vi.mocked(SearchControls).mock.calls.length,
  columns: vi.mocked(ColumnChooser).mock.calls.length,
  pagination: vi.mocked(ListPagination).mock.calls.length,
});

/**
 * What the list renders, counted, for each thing a user does: the work a click costs does not
 * depend on the machine's load, so these pin it where timings cannot (issue 25). An area's list
 * as the areas build it: TanStack Query with the previous page kept while the next loads, the
 * next page fetched ahead, and the props an area writes inline (new functions on every render).
 */
type Row = { id: string; number: string; status: 'open' | 'paid'; amount: number };
const ROWS: Row[] = Array.from({ length: 200 }, (_, i) => ({ id: `r${i + 1}`, number: `N-${String(i + 1).padStart(4, '0')}`, status: i % 2 ? 'paid' : 'open', amount: (i * 37) % 1000 }));
const list = defineListSearch({
  sortable: ['number', 'amount'],
  searchFields: ['number'],
  filters: { status: { kind: 'multi', values: ['open', 'paid'] } },
  defaults: { sortBy: 'number', sortOrder: 'asc', searchField: 'number' },
});
type Search = ListSearch<typeof list.config>;

/** Row renders: each call of the first column's cell is one render of that row. */
const rendered = new Map<string, number>();
let labels = 0;
const COLUMNS: ListColumn<Row>[] = [
  {
    id: 'number',
    header: 'Number',
    hideable: false,
    sortBy: 'number',
    cell: (row) => {
      rendered.set(row.id, (rendered.get(row.id) ?? 0) + 1);
      return row.number;
    },
  },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  { id: 'amount', header: 'Amount', sortBy: 'amount', align: 'end', cell: (row) => String(row.amount) },
];

function serve(query: Record<string, unknown>) {
  let rows = [...ROWS];
  const statuses = query.status as string[] | undefined;
  if (statuses) rows = rows.filter((row) => statuses.includes(row.status));
  if (query['sort-by'] === 'amount') rows.sort((a, b) => a.amount - b.amount);
  if (query['sort-order'] === 'desc') rows.reverse();
  const page = query.page as number;
  const perPage = query['per-page'] as number;
  return { items: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

const rowsOptions = (search: Search) => ({
  queryKey: ['rows', list.toQuery(search)],
  // The server answers a moment later.
  queryFn: () => new Promise<ReturnType<typeof serve>>((resolve) => setTimeout(() => resolve(serve(list.toQuery(search))), 5)),
});

function Area() {
  const [search, setSearch] = useState<Search>(() => list.parse({}));
  const queryClient = useQueryClient();
  const query = useQuery({ ...rowsOptions(search), placeholderData: keepPreviousData });
  const bulk: BulkAction[] = [{ id: 'pause', label: 'Pause', run: async () => ({ requested: 0, succeeded: 0, failed: [] }) }];
  const filters: FilterControl[] = [{ name: 'status', kind: 'multi', label: 'Status', options: [{ value: 'open', label: 'Open' }, { value: 'paid', label: 'Paid' }] }];
  return (
    <DataList
      listId="rows"
      userId="ann"
      label="Rows"
      definition={list}
      search={search}
      onSearchChange={setSearch}
      columns={COLUMNS}
      getRowId={(row) => row.id}
      getRowLabel={(row) => {
        labels += 1;
        return row.number;
      }}
      result={listResultFrom(query)}
      searchFields={[{ value: 'number', label: 'Number' }]}
      filters={filters}
      bulkActions={bulk}
      prefetchPage={(page) => void queryClient.prefetchQuery(rowsOptions({ ...search, page }))}
    />
  );
}

/** Lets the answers in flight (and the next page fetched ahead) arrive. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));
const shownNumbers = () => within(screen.getByRole('grid', { name: 'Rows' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('gridcell')[1]!.textContent);
const renderedNumbers = () => [...rendered.keys()].map((id) => ROWS.find((row) => row.id === id)!.number);

async function renderArea() {
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Area />
    </QueryClientProvider>,
  );
  await screen.findByText('N-0001');
  await settle();
  rendered.clear();
  labels = 0;
  vi.clearAllMocks();
  return user;
}

describe('DataList renders', () => {
  it('selecting a row re-renders that row only, not the other rows of the page', async () => {
    const user = await renderArea();
    await user.click(screen.getByRole('checkbox', { name: 'Select N-0004' }));
    expect(screen.getByRole('checkbox', { name: 'Select N-0004' })).toBeChecked();
    expect(Object.fromEntries(rendered)).toEqual({ r4: 1 });
    // The rows' names for their checkboxes are not made again either, nor the parts around the rows.
    expect(labels).toBe(0);
    expect(around()).toEqual({ filters: 0, search: 0, columns: 0, pagination: 0 });
  });

  it('a page change renders each row of the new page once, and the rows of the old page not again', async () => {
    const user = await renderArea();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('N-0026');
    await settle();
    expect(shownNumbers()).toEqual(renderedNumbers());
    expect([...rendered.values()].every((count) => count === 1)).toBe(true);
    expect(labels).toBe(25);
    // The filters, the search and the column choice did not change: they did not render again. The
    // pagination did, for the new page: once for the address, once for the answer at most.
    expect(around()).toMatchObject({ filters: 0, search: 0, columns: 0 });
    expect(around().pagination).toBeLessThanOrEqual(2);
  });

  it('a new sort and a new filter render the answer’s rows once each, not the previous rows while it is on its way', async () => {
    const user = await renderArea();
    const before = shownNumbers();
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await settle();
    expect(shownNumbers()).not.toEqual(before);
    expect(shownNumbers()).toEqual(renderedNumbers());
    expect([...rendered.values()].every((count) => count === 1)).toBe(true);

    rendered.clear();
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.keyboard('{Escape}');
    await settle();
    expect(shownNumbers().every((number) => Number(number!.slice(2)) % 2 === 0)).toBe(true);
    // Rows shown on both pages (none here: another filter) would render again; every other row once.
    expect(shownNumbers()).toEqual(renderedNumbers());
    expect([...rendered.values()].every((count) => count === 1)).toBe(true);
  });
});
