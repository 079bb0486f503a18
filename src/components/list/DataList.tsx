import { replaceEqualDeep } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { RowData } from '@tanstack/react-table';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLink } from '@/components/app-link';
import { Button } from '@/components/ui/Button';
import { formatNumber } from '@/lib/format';
import type { ExportColumn } from '@/lib/list/export';
import { selectionSum } from '@/lib/list/sums';
import type { Money } from '@/lib/money';
import type { ListDefinition } from '@/lib/list/search-params';
import type { ListDefinitionConfig, ListQuery, ListSearch, PageSize } from '@/lib/list/search-schema';
import {
  afterBulk,
  EMPTY_SELECTION,
  isSelected,
  pageState,
  selectAllMatching,
  type Selection,
  togglePage,
  toggleRow,
} from '@/lib/list/selection';
import { FilterBar, type FilterValues } from './ListFilters';
import { ListExport } from './ListExport';
import { EXPORT_LISTS, type ExportView } from './SaveExportDefinition';
import { ListPagination } from './ListPagination';
import { QueryErrorView } from '@/components/QueryErrorView';
import { ListEmpty, ListNoMatch, ListPageEmpty } from './ListStates';
import { type ListSort, ListTable } from './ListTable';
import { ColumnChooser, ListSearch as SearchControls } from './ListToolbar';
import { SelectionBar } from './SelectionBar';
import { ListTotals } from './ListTotals';
import { setTrail } from './list-trail';
import { rememberListView } from './list-view';
import type { BulkAction, FilterControl, FilterOption, ListColumn, ListExportSource, ListResult } from './types';
import type { BulkResult } from '@/lib/list/selection';
import { useColumnPreferences } from './use-column-preferences';

const NO_AMOUNTS: ReadonlyMap<string, Money | null> = new Map();
const NONE: never[] = [];

/**
 * The parts around the rows, memoised: a page change, a filter or a sort renders the list two or
 * three times (the address, the previous page kept as "updating", the answer), and the filter bar
 * (Headless UI listboxes), the toolbar, the selection bar, the totals and the pagination need to
 * render only when what they show changes. DataList gives them stable props (below).
 */
const Filters = memo(FilterBar);
const Search = memo(SearchControls);
const Columns = memo(ColumnChooser);
const Export = memo(ListExport) as typeof ListExport;
const Selected = memo(SelectionBar);
const Totals = memo(ListTotals) as typeof ListTotals;
const Pagination = memo(ListPagination);

/**
 * The grid, memoised as well. A row's id, name and link are worked out from the row itself, and
 * areas pass those functions inline (new on every render): for the grid, a new one beside the same
 * rows is the same function, so they count by presence; every other prop by identity.
 */
const BY_PRESENCE = new Set(['getRowId', 'getRowLabel', 'rowLink']);
const Table = memo(ListTable, (previous, next) => {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const key of keys) {
    const before = (previous as Record<string, unknown>)[key];
    const after = (next as Record<string, unknown>)[key];
    if (BY_PRESENCE.has(key) ? (before === undefined) !== (after === undefined) : before !== after) return false;
  }
  return true;
}) as typeof ListTable;

/** The value of the last render while it is deeply equal to this one: areas pass their filters, fields and actions inline. */
function useDeepStable<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const next = replaceEqualDeep(kept, value);
  if (next !== kept) setKept(next);
  return next;
}

/** A function of stable identity that calls the latest one given: for handlers, called on events, never while rendering. */
function useHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

export type DataListProps<Row extends RowData, C extends ListDefinitionConfig> = {
  /** The list's id in the user's remembered column choice ("invoices"). */
  listId: string;
  /** The signed-in user: column choices are theirs alone. */
  userId: string;
  /** The table's accessible name (usually the page title). */
  label: string;
  /** The list's URL state declaration (defineListSearch). */
  definition: ListDefinition<C>;
  /** The URL's state (the route's `useSearch()`). */
  search: ListSearch<C>;
  /** Writes a new state to the URL (the route navigates, replacing the entry). */
  onSearchChange: (next: ListSearch<C>) => void;
  columns: readonly ListColumn<Row>[];
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  /** The current page from the area's query. */
  result: ListResult<Row>;
  /** The `search-field` choices, labelled. */
  searchFields: readonly FilterOption[];
  filters?: readonly FilterControl[];
  /**
   * Where a row leads (build it with `linkOptions`): the row's name cell (its always-shown column)
   * is a real link, for middle-click and "open in new tab", and a click anywhere on the row that is
   * not another control, or Enter, follows it. Every list whose rows open a record or a panel gives it.
   */
  rowLink?: (row: Row) => AppLink;
  /** Only for rows that lead to no address (the mailbox opens them in its machine): a click on the row or Enter calls it. */
  onOpenRow?: (row: Row) => void;
  /**
   * Fixed filters of this list that are not in its URL, e.g. `{ 'customer-id': id }` for a
   * customer's invoices tab: part of the `matching` target of "select all N matching" (the area's
   * own query and `fetchPage` add them to their requests).
   */
  scope?: ListQuery;
  /** Bulk actions; with none, rows have no checkboxes. */
  bulkActions?: readonly BulkAction[];
  /** The row's name in a bulk failure line, by id (rows of other pages may be unknown: the id shows). */
  describeRow?: (id: string) => string;
  /** CSV and Excel export of the filtered list; shown columns with `exportValue` are written, and those with `exportAlways`. */
  exportSource?: ListExportSource<Row>;
  /** What the empty list says (no records at all). */
  empty?: { title?: string; body?: string };
  /** @internal Tests capture the exported file with it. */
  download?: (blob: Blob, fileName: string) => void;
  /**
   * Fetches a page of the current view into the query cache (the area's query options with
   * `page`): the list asks for the next page once the current one has settled, and when the
   * pointer or focus reaches Next, so Next paints from the cache.
   */
  prefetchPage?: (page: number) => void;
};

/**
 * A server-paged list with everything the product's lists share: search with a field choice,
 * filters, sort, paging and page size in the URL; the user's column choice; selection of rows,
 * of a page, or of every matching row, with bulk actions; CSV export of the whole filtered list;
 * keyboard and pointer use (a row opens by a click, by Enter, or through its link); and the
 * loading, empty, no-match, error and forbidden states. The area supplies the columns, the page
 * (its query), where a row leads, and what bulk actions and export call:
 *
 * ```tsx
 * // route file (main bundle): validateSearch: listSearchSchema(invoicesListConfig), loader: … loadNamespaces('list')
 * const invoicesList = defineListSearch(invoicesListConfig); // in the screen's module
 * const search = Route.useSearch();
 * const query = useQuery({ ...listInvoicesOptions(invoicesList.toQuery(search)), placeholderData: keepPreviousData });
 * <DataList
 *   listId="invoices" userId={user.id} label={t('navigation:areas.invoices')}
 *   definition={invoicesList} search={search}
 *   onSearchChange={(next) => navigate({ search: next, replace: true })}
 *   columns={columns} getRowId={(row) => row.id} getRowLabel={(row) => row.number}
 *   result={listResultFrom(query)} searchFields={…} filters={…}
 *   rowLink={(row) => linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: row.id } })}
 *   bulkActions={[{ id: 'pause', label: t('invoices:bulk.pause'), run: (target) => pauseInvoices({ target, … }) }]}
 *   exportSource={{ fileName: 'invoices', fetchPage: ({ page, perPage, signal }) => listInvoices({ ...invoicesList.toQuery(search), page, 'per-page': perPage }, { signal }) }}
 * />
 * ```
 */
export function DataList<Row extends RowData, C extends ListDefinitionConfig>(props: DataListProps<Row, C>) {
  const { definition, search, onSearchChange, columns, result, bulkActions = [], exportSource, filters = [] } = props;
  const { t, i18n } = useTranslation('list');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const view = definition.view(search);
  const preferences = useColumnPreferences(props.userId, props.listId, columns);

  const update = useCallback(
    (patch: Record<string, unknown>, keepPage = false) => {
      const next = { ...search, ...patch } as Record<string, unknown>;
      if (!keepPage) delete next.page;
      onSearchChange(definition.compact(next as ListSearch<C>));
    },
    [definition, onSearchChange, search],
  );

  // Selection belongs to one filter: another search or filter starts afresh (a page or sort change keeps it).
  const filterKey = definition.filterKey(search);
  // With the selection, the amount of every row it was changed on (as the row was on screen), for its sum.
  type SelectionState = { key: string; selection: Selection; known: ReadonlyMap<string, Money | null> };
  const [selectionState, setSelectionState] = useState<SelectionState>({ key: filterKey, selection: EMPTY_SELECTION, known: NO_AMOUNTS });
  if (selectionState.key !== filterKey) setSelectionState({ key: filterKey, selection: EMPTY_SELECTION, known: NO_AMOUNTS });
  const selection = selectionState.key === filterKey ? selectionState.selection : EMPTY_SELECTION;

  const rows = result.status === 'success' ? result.items : null;
  const total = result.status === 'success' ? result.total : 0;
  const totals = result.status === 'success' ? result.totals : undefined;
  const counts = result.status === 'success' ? result.counts : undefined;
  const pageIds = useMemo(() => (rows ?? []).map(props.getRowId), [rows, props.getRowId]);
  const summed = useMemo(() => columns.filter((column) => column.total), [columns]);
  const counted = useMemo(() => columns.filter((column) => column.count), [columns]);
  const selectionColumn = summed.find((column) => column.total?.inSelection) ?? summed[0];
  const setSelection = useHandler((next: Selection) => {
    let known = selectionState.known;
    const amount = selectionColumn?.total?.value;
    if (amount && rows) {
      // Only on a click: the page's amounts join those already known (never work done per row on render).
      const merged = new Map(known);
      rows.forEach((row, index) => merged.set(pageIds[index]!, amount(row) ?? null));
      known = merged;
    }
    setSelectionState({ key: filterKey, selection: next, known: next === EMPTY_SELECTION ? NO_AMOUNTS : known });
  });
  const selectedSum = selectionColumn?.total ? selectionSum(selection, selectionColumn.total.field, selectionState.known, totals) : null;
  const sum = useDeepStable(selectionColumn && selectedSum ? { label: selectionColumn.header, values: selectedSum } : undefined);
  const selectable = bulkActions.length > 0;
  const state = pageState(selection, pageIds);

  const exportColumns = useMemo<ExportColumn<Row>[]>(
    () =>
      columns
        .filter((column) => column.exportValue && (column.exportAlways || preferences.visible.includes(column.id)))
        .map((column) => ({ header: column.header, value: column.exportValue!, type: column.exportType })),
    [columns, preferences.visible],
  );

  // The current view as an export definition would run it: only the unscoped lists of the areas it can read.
  const exportList = EXPORT_LISTS.find((list) => list === props.listId);
  const exportView = useMemo<ExportView | undefined>(
    () =>
      exportList && {
        list: exportList,
        columns: columns.filter((column) => column.exportValue && (column.exportAlways || preferences.visible.includes(column.id))).map((column) => ({ id: column.id, header: column.header })),
        query: definition.toQuery(search),
        label: props.label,
      },
    [exportList, columns, preferences.visible, definition, search, props.label],
  );

  // The way back to this list shows it as it is now; a row opened from it can walk it (list-trail.ts).
  // (A list is always on a route; the kit's own tests also show one outside a router.)
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  // The page's whole address (a record's tab adds its own keys, `show=calls`) with the list's state.
  const addressOf = useCallback(
    (current: NonNullable<typeof router>) => ({ pathname: current.state.location.pathname, search: { ...current.state.location.search, ...search } }),
    [search],
  );
  useEffect(() => {
    if (!router) return;
    const address = addressOf(router);
    rememberListView(address.pathname, address.search);
  }, [router, addressOf]);
  const { rowLink, getRowId } = props;
  const onRowOpened = useHandler((row: Row) => {
    if (!rowLink || !rows || !router) return;
    const list = addressOf(router);
    const first = (view.page - 1) * view.perPage;
    const fetchPage = exportSource?.fetchPage;
    setTrail({
      list,
      target: String(rowLink(row).to),
      page: view.page,
      perPage: view.perPage,
      total,
      entries: new Map(rows.map((item, index) => [first + index, { id: getRowId(item), link: rowLink(item) }])),
      readPage: fetchPage
        ? async (page, signal) => {
            const answer = await fetchPage({ page, perPage: view.perPage, signal });
            return { entries: answer.items.map((item) => ({ id: getRowId(item), link: rowLink(item) })), total: answer.total };
          }
        : undefined,
    });
  });

  // The next page, fetched ahead once this one has settled (and on intent to go there): Next then paints from the cache.
  const prefetchRef = useRef(props.prefetchPage);
  useEffect(() => {
    prefetchRef.current = props.prefetchPage;
  });
  const hasNext = result.status === 'success' && view.page * view.perPage < total;
  const settled = result.status === 'success' && !result.updating;
  const viewKey = JSON.stringify(definition.toQuery(search));
  const prefetchNext = useCallback(() => {
    if (hasNext) prefetchRef.current?.(view.page + 1);
  }, [hasNext, view.page]);
  useEffect(() => {
    if (!settled || !hasNext || !prefetchRef.current) return;
    // After the rows are painted, not competing with them.
    const timer = setTimeout(prefetchNext, 100);
    return () => clearTimeout(timer);
  }, [settled, hasNext, prefetchNext, viewKey]);

  const filtered = definition.isFiltered(search);
  const clearFilters = useHandler(() => onSearchChange(definition.clearFilters(search)));
  const onSort = useHandler((sort: ListSort) => update({ sortBy: sort.sortBy, sortOrder: sort.sortOrder }, false));
  const onSearch = useHandler((term: string, field: string) => update({ search: term || undefined, searchField: field }));
  const onFilterChange = useHandler((patch: FilterValues) => update(patch));
  const onPageChange = useHandler((page: number) => update({ page: page > 1 ? page : undefined }, true));
  const onPerPageChange = useHandler((perPage: PageSize) => update({ perPage }));
  const onSelectAllMatching = useHandler(() => setSelection(selectAllMatching({ ...props.scope, ...definition.toMatching(search) }, total)));
  const onClearSelection = useHandler(() => setSelection(EMPTY_SELECTION));
  const onBulkDone = useHandler((bulk: BulkResult) => setSelection(afterBulk(bulk)));
  const openRow = useHandler((row: Row) => props.onOpenRow?.(row));
  const describeRow = useHandler((id: string) => props.describeRow?.(id) ?? id);
  const exportFetch = useHandler((...args: Parameters<ListExportSource<Row>['fetchPage']>) => exportSource!.fetchPage(...args));
  const exportFileName = exportSource?.fileName;
  const stableExportSource = useMemo<ListExportSource<Row> | undefined>(
    () => (exportFileName === undefined ? undefined : { fileName: exportFileName, fetchPage: exportFetch }),
    [exportFileName, exportFetch],
  );
  const searchFields = useDeepStable(props.searchFields);
  const filterControls = useDeepStable(filters);
  const filterValues = useDeepStable(view.filters as FilterValues);
  const actions = useDeepStable(bulkActions);
  const shownTotals = useMemo(() => columns.filter((column) => (column.total || column.count) && preferences.visible.includes(column.id)), [columns, preferences.visible]);
  const clearButton = useMemo(
    () =>
      filtered && (
        <Button variant="subtle" size="sm" onClick={clearFilters}>
          {t('filters.clear')}
        </Button>
      ),
    [filtered, clearFilters, t],
  );
  const sort = useMemo(() => ({ sortBy: view.sortBy, sortOrder: view.sortOrder }), [view.sortBy, view.sortOrder]);
  const toggleRowSelection = useHandler((id: string) => setSelection(toggleRow(selection, id)));
  const togglePageSelection = useHandler(() => setSelection(togglePage(selection, pageIds)));
  const tableSelection = useMemo(
    () =>
      selectable
        ? { isSelected: (id: string) => isSelected(selection, id), pageState: state, toggleRow: toggleRowSelection, togglePage: togglePageSelection }
        : undefined,
    [selectable, selection, state, toggleRowSelection, togglePageSelection],
  );

  let body;
  if (result.status === 'error') body = <QueryErrorView error={result.error} onRetry={result.retry} />;
  else if (result.status === 'success' && result.total === 0) body = filtered ? <ListNoMatch onClearFilters={clearFilters} /> : <ListEmpty {...props.empty} />;
  else if (result.status === 'success' && result.items.length === 0) body = <ListPageEmpty page={view.page} onFirstPage={() => update({}, false)} />;
  else
    body = (
      <Table
        label={props.label}
        columns={columns}
        visibleColumns={preferences.visible}
        rows={rows}
        skeletonRows={Math.min(view.perPage, 10)}
        updating={result.status === 'success' && result.updating}
        getRowId={props.getRowId}
        getRowLabel={props.getRowLabel}
        sort={sort}
        onSortChange={onSort}
        rowLink={props.rowLink}
        onOpenRow={props.onOpenRow && openRow}
        onRowOpened={onRowOpened}
        selection={tableSelection}
      />
    );

  const status =
    result.status === 'pending'
      ? t('table.loading')
      : result.status === 'success'
        ? result.updating
          ? t('table.updating')
          : t('table.count', { count: total, formatted: formatNumber(total, language) })
        : '';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Search fields={searchFields} field={view.searchField} applied={view.search} onSearch={onSearch} />
        <div className="flex items-center gap-2">
          <Columns columns={columns} visible={preferences.visible} onShownChange={preferences.setShown} onReset={preferences.reset} />
          {stableExportSource && <Export source={stableExportSource} columns={exportColumns} label={props.label} total={total} download={props.download} view={exportView} />}
        </div>
      </div>
      {filterControls.length > 0 ? (
        <Filters controls={filterControls} values={filterValues} onChange={onFilterChange} end={clearButton} />
      ) : (
        clearButton && <div>{clearButton}</div>
      )}
      {selectable && (
        <Selected
          selection={selection}
          sum={sum}
          total={total}
          pageFullySelected={state === 'all'}
          onSelectAllMatching={onSelectAllMatching}
          onClear={onClearSelection}
          actions={actions}
          onBulkDone={onBulkDone}
          describeRow={describeRow}
        />
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      {body}
      {result.status === 'success' && total > 0 && ((totals && summed.length > 0) || (counts && counted.length > 0)) && (
        <Totals columns={shownTotals} totals={totals ?? NONE} counts={counts ?? NONE} total={total} language={language} />
      )}
      {result.status === 'success' && total > 0 && (
        <Pagination
          page={view.page}
          perPage={view.perPage}
          total={total}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
          onNextIntent={props.prefetchPage ? prefetchNext : undefined}
        />
      )}
    </div>
  );
}
