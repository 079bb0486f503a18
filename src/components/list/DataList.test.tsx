import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, linkOptions, Outlet, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '@/api/errors';
import type { AppLink } from '@/components/app-link';
import { formatMoney, type Money } from '@/lib/money';
import { columnPreferencesKey } from '@/lib/list/column-preferences';
import type { FetchPage } from '@/lib/list/export';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import type { BulkResult, BulkTarget } from '@/lib/list/selection';
import { RecordWalk } from '@/components/records/RecordWalk';
import { DataList } from './DataList';
import { forgetListTrails, listView, walkBy } from './list-trail';
import type { BulkAction, BulkFormProps, BulkRun, ListColumn, ListResult } from './types';

/**
 * A fixture-driven list, as an area would build one: the URL state is plain React state here, and
 * the "server" filters, sorts and pages an in-memory table of invoices.
 */
type Invoice = { id: string; number: string; customer: string; status: 'open' | 'paid' | 'disputed'; due: string; amount: Money; tags: string[] };

const STATUSES = ['open', 'paid', 'disputed'] as const;
const INVOICES: Invoice[] = Array.from({ length: 60 }, (_, i) => ({
  id: `inv-${i + 1}`,
  number: `INV-${String(i + 1).padStart(4, '0')}`,
  customer: i % 2 === 0 ? `Bakker ${i + 1}` : `Jansen ${i + 1}`,
  status: STATUSES[i % 3]!,
  due: `2026-${String((i % 12) + 1).padStart(2, '0')}-15`,
  amount: { amount: `${(i * 37) % 1000}.${String(i % 100).padStart(2, '0')}`, currency: 'EUR' },
  tags: i % 5 === 0 ? ['horeca'] : i % 7 === 0 ? ['retail', 'key-account'] : [],
}));
const TAGS_IN_USE = ['horeca', 'key-account', 'retail'];

const invoicesList = defineListSearch({
  sortable: ['number', 'amount'],
  searchFields: ['number', 'customer'],
  filters: { status: { kind: 'multi', values: STATUSES }, dueDate: { kind: 'dateRange' }, amount: { kind: 'amountRange' }, tag: { kind: 'tags' } },
  defaults: { sortBy: 'number', sortOrder: 'asc', searchField: 'number' },
});
type Search = ListSearch<typeof invoicesList.config>;

const COLUMNS: ListColumn<Invoice>[] = [
  { id: 'number', header: 'Number', cell: (row) => row.number, sortBy: 'number', hideable: false, exportValue: (row) => row.number },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer, exportValue: (row) => row.customer },
  { id: 'status', header: 'Status', cell: (row) => row.status, exportValue: (row) => row.status },
  { id: 'amount', header: 'Amount', align: 'end', sortBy: 'amount', cell: (row) => formatMoney(row.amount, 'en-US'), exportValue: (row) => row.amount.amount },
];

/** The fake server: what the list call would answer for a query. */
function answer(source: readonly Invoice[], query: Record<string, unknown>): { items: Invoice[]; total: number; totals: { field: string; currency: string; amount: string }[] } {
  let rows = [...source];
  const field = query['search-field'] as 'number' | 'customer' | undefined;
  const term = query['search-value'] as string | undefined;
  if (field && term) rows = rows.filter((row) => row[field].toLowerCase().includes(term.toLowerCase()));
  const statuses = query.status as string[] | undefined;
  if (statuses) rows = rows.filter((row) => statuses.includes(row.status));
  const tags = query.tag as string[] | undefined;
  if (tags) rows = rows.filter((row) => row.tags.some((tag) => tags.includes(tag)));
  const by = query['sort-by'] as string;
  rows.sort((a, b) => (by === 'amount' ? Number(a.amount.amount) - Number(b.amount.amount) : a.number.localeCompare(b.number)));
  if (query['sort-order'] === 'desc') rows.reverse();
  const page = query.page as number;
  const perPage = query['per-page'] as number;
  // The sum of every matching row's amount, as the API's envelope carries it.
  const cents = rows.reduce((sum, row) => sum + Math.round(Number(row.amount.amount) * 100), 0);
  const totals = rows.length > 0 ? [{ field: 'amount', currency: 'EUR', amount: (cents / 100).toFixed(2) }] : [];
  return { items: rows.slice((page - 1) * perPage, page * perPage), total: rows.length, totals };
}

type HarnessProps = {
  initial?: Record<string, unknown>;
  rows?: readonly Invoice[];
  failure?: unknown;
  bulkRun?: BulkRun;
  /** The bulk action asks for a reason first. */
  bulkReason?: boolean | BulkAction['reason'];
  /** The bulk action shows a form of its own instead of running at once. */
  bulkForm?: (props: BulkFormProps) => ReactNode;
  fetchPage?: FetchPage<Invoice>;
  download?: (blob: Blob, name: string) => void;
  onOpenRow?: (row: Invoice) => void;
  rowLink?: (row: Invoice) => AppLink;
  columns?: readonly ListColumn<Invoice>[];
  onSearch?: (search: Search) => void;
  retry?: () => void;
  scope?: Record<string, string>;
  prefetchPage?: (page: number) => void;
};

function Harness({ initial = {}, rows = INVOICES, failure, bulkRun, bulkReason, bulkForm, fetchPage, download, onOpenRow, rowLink, columns = COLUMNS, onSearch, retry, scope, prefetchPage }: HarnessProps) {
  const [search, setSearch] = useState<Search>(() => invoicesList.parse(initial));
  const [result, setResult] = useState<ListResult<Invoice>>({ status: 'pending' });
  useEffect(() => {
    // Answers a tick later, as a server would.
    const timer = setTimeout(() => {
      if (failure) setResult({ status: 'error', error: failure, retry: retry ?? (() => undefined) });
      else setResult({ status: 'success', ...answer(rows, invoicesList.toQuery(search)) });
    }, 0);
    return () => clearTimeout(timer);
  }, [search, rows, failure, retry]);
  return (
    <DataList
      listId="invoices"
      userId="ann"
      label="Invoices"
      definition={invoicesList}
      search={search}
      onSearchChange={(next) => {
        onSearch?.(next);
        setSearch(next);
      }}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.number}
      result={result}
      searchFields={[
        { value: 'number', label: 'Invoice number' },
        { value: 'customer', label: 'Customer name' },
      ]}
      filters={[
        { name: 'status', kind: 'multi', label: 'Status', options: STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })) },
        { name: 'dueDate', kind: 'dateRange', label: 'Due date' },
        { name: 'amount', kind: 'amountRange', label: 'Amount' },
        { name: 'tag', kind: 'tags', label: 'Tags', suggestions: TAGS_IN_USE },
      ]}
      onOpenRow={onOpenRow}
      rowLink={rowLink}
      scope={scope}
      bulkActions={bulkRun ? [bulkActionOf(bulkRun, bulkReason, bulkForm)] : []}
      describeRow={(id) => INVOICES.find((row) => row.id === id)?.number ?? id}
      exportSource={{ fileName: 'invoices', fetchPage: fetchPage ?? (async ({ page, perPage }) => answer(rows, { ...invoicesList.toQuery(search), page, 'per-page': perPage })) }}
      download={download}
      prefetchPage={prefetchPage}
    />
  );
}

/** The fixture's one bulk action: it runs, or it opens its own form (then it runs nothing itself). */
function bulkActionOf(run: BulkRun, reason: HarnessProps['bulkReason'], form: HarnessProps['bulkForm']): BulkAction {
  const common = { id: 'pause', label: 'Pause dunning', reason: reason === true ? { label: 'Reason for pausing' } : reason || undefined };
  return form ? { ...common, form } : { ...common, run };
}

const grid = () => screen.getByRole('grid', { name: 'Invoices' });
/** The data rows (the header row excluded). */
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('gridcell').find((cell) => /^INV-/.test(cell.textContent ?? ''))!.textContent);

/** The filters are folded into one line at first: open them. */
const openFilters = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /^Filters/, expanded: false }));

async function renderList(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const view = render(<Harness {...props} />);
  await waitFor(() => expect(screen.queryByText('Loading rows…')).not.toBeInTheDocument());
  return { user, ...view };
}

beforeEach(() => {
  localStorage.clear();
  forgetListTrails();
});

describe('DataList (fixture list)', () => {
  it('pages through the server pages and changes the page size', async () => {
    const { user } = await renderList();
    expect(firstCells()).toHaveLength(25);
    expect(firstCells()[0]).toBe('INV-0001');
    expect(screen.getByText('60 rows')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('26–50 of 60');
    expect(firstCells()[0]).toBe('INV-0026');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last' }));
    await screen.findByText('51–60 of 60');
    expect(firstCells()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await screen.findByText('1–10 of 60');
    expect(firstCells()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
  });

  it('fetches the next page ahead once a page has settled and when Next is pointed at, never past the last page', async () => {
    const prefetchPage = vi.fn();
    const { user } = await renderList({ prefetchPage });
    await waitFor(() => expect(prefetchPage).toHaveBeenCalledWith(2));
    prefetchPage.mockClear();
    await user.hover(screen.getByRole('button', { name: 'Next' }));
    expect(prefetchPage).toHaveBeenCalledWith(2);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('26–50 of 60');
    await waitFor(() => expect(prefetchPage).toHaveBeenLastCalledWith(3));
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await screen.findByText('51–60 of 60');
    prefetchPage.mockClear();
    await user.hover(screen.getByRole('button', { name: 'First' }));
    expect(prefetchPage).not.toHaveBeenCalled();
  });

  it('sorts by a column on the server, ascending then descending', async () => {
    const onSearch = vi.fn();
    const { user } = await renderList({ onSearch });
    const amountHeader = screen.getByRole('columnheader', { name: /Amount/ });
    expect(amountHeader).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: /Number/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(amountHeader).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending'));
    expect(onSearch).toHaveBeenLastCalledWith({ sortBy: 'amount' });
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('€0.00')).toBeInTheDocument());

    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(onSearch).toHaveBeenLastCalledWith({ sortBy: 'amount', sortOrder: 'desc' });
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('€999.27')).toBeInTheDocument());
  });

  it('searches in the chosen field after a 300 ms pause, only with 3+ characters', async () => {
    const onSearch = vi.fn();
    const { user } = await renderList({ onSearch });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'customer');
    const box = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(box, 'ja');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalledWith(expect.objectContaining({ search: expect.anything() }));

    await user.type(box, 'nsen 1');
    // Not yet: the term applies once typing pauses.
    expect(onSearch).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'jansen 1' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ searchField: 'customer', search: 'jansen 1' }));
    await screen.findByText('1–5 of 5');
    expect(firstCells()).toEqual(['INV-0010', 'INV-0012', 'INV-0014', 'INV-0016', 'INV-0018']);
  });

  it('filters by status with the listbox; clearing the filters shows everything again', async () => {
    const { user } = await renderList();
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.keyboard('{Escape}');
    await screen.findByText('1–20 of 20');
    expect(screen.getByRole('button', { name: /^Status/ })).toHaveTextContent('Paid');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('1–25 of 60');
  });

  it('folds the filters into one line with the count in use; each active filter is a chip that takes it off', async () => {
    const onSearch = vi.fn();
    const { user } = await renderList({ initial: { status: ['open', 'paid'], dueDateFrom: '2026-01-01', dueDateTo: '2026-03-31', amountMin: '100' }, onSearch });
    // Folded: no controls shown, the toggle says how many filters apply.
    const toggle = screen.getByRole('button', { name: 'Filters 3 active' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^Status/ })).not.toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Status: Open×', 'Status: Paid×', 'Due date: Jan 1, 2026 – Mar 31, 2026×', 'Amount: from 100×']);
    expect(chips[0]).toHaveAccessibleName('Remove filter Status: Open');

    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Open' }));
    expect(onSearch).toHaveBeenLastCalledWith({ status: ['paid'], dueDateFrom: '2026-01-01', dueDateTo: '2026-03-31', amountMin: '100' });
    await user.click(screen.getByRole('button', { name: 'Remove filter Due date: Jan 1, 2026 – Mar 31, 2026' }));
    expect(onSearch).toHaveBeenLastCalledWith({ status: ['paid'], amountMin: '100' });
    expect(screen.getByRole('button', { name: 'Filters 2 active' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Filters 2 active' }));
    expect(screen.getByRole('button', { name: 'Filters 2 active' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^Status/ })).toHaveTextContent('Paid');
  });

  it('shows the sums of the whole filtered list under the table, and the selection’s count and sum', async () => {
    const columns = COLUMNS.map((column) => (column.id === 'amount' ? { ...column, total: { field: 'amount', value: (row: Invoice) => row.amount } } : column));
    const run = vi.fn<(target: BulkTarget) => Promise<BulkResult>>();
    const { user } = await renderList({ columns, bulkRun: run, initial: { status: ['open'] } });
    await screen.findByText('1–20 of 20');
    const open = INVOICES.filter((row) => row.status === 'open');
    const sum = (rows: readonly Invoice[]) => formatMoney({ amount: (rows.reduce((total, row) => total + Math.round(Number(row.amount.amount) * 100), 0) / 100).toFixed(2), currency: 'EUR' }, 'en-US');
    const totals = screen.getByRole('region', { name: 'Totals of all 20 matching rows' });
    expect(within(totals).getByRole('definition')).toHaveTextContent(sum(open));
    expect(within(totals).getByRole('term')).toHaveTextContent('Amount');

    // Ticked rows: how many and their sum.
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-0001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-0004' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('2 rows selected');
    expect(bar).toHaveTextContent(`Amount: ${sum(open.slice(0, 2))}`);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(bar).toHaveTextContent(`Amount: ${sum(open)}`);

    // Every matching row of three pages but one: the whole list's total minus that row.
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await screen.findByText('1–25 of 60');
    expect(screen.getByRole('region', { name: 'Totals of all 60 matching rows' })).toHaveTextContent(sum(INVOICES));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 60 matching rows' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-0002' }));
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent(`Amount: ${sum(INVOICES.filter((row) => row.number !== 'INV-0002'))}`);
  });

  it('filters by tags in use; a tag from the address stays chosen and can be taken off', async () => {
    const onSearch = vi.fn();
    const { user } = await renderList({ initial: { tag: ['vip'] }, onSearch });
    await openFilters(user);
    expect(screen.getByRole('button', { name: /^Tags/ })).toHaveTextContent('vip');
    expect(await screen.findByRole('heading', { name: 'Nothing matches this search and these filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Tags/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => [option.textContent?.replace('✓', ''), option.getAttribute('aria-selected')])).toEqual([
      ['horeca', 'false'],
      ['key-account', 'false'],
      ['retail', 'false'],
      ['vip', 'true'],
    ]);
    await user.click(screen.getByRole('option', { name: 'vip' }));
    await user.click(screen.getByRole('option', { name: 'horeca' }));
    await user.keyboard('{Escape}');
    expect(onSearch).toHaveBeenLastCalledWith({ tag: ['horeca'] });
    await screen.findByText('1–12 of 12');
    expect(firstCells()[0]).toBe('INV-0001');
  });

  it('applies an amount typed the user’s way, and explains a wrong one', async () => {
    const onSearch = vi.fn();
    const { user } = await renderList({ onSearch });
    await openFilters(user);
    const min = screen.getByRole('textbox', { name: 'Amount Minimum' });
    await user.type(min, 'ten{Enter}');
    expect(min).toHaveAccessibleDescription('Enter an amount such as 1234.50.');
    await user.clear(min);
    await user.type(min, '1,250.5{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ amountMin: '1250.5' });
    expect(min).not.toHaveAttribute('aria-invalid');
  });

  it('selects all N matching across pages, runs a bulk action on the filter and shows per-row failures', async () => {
    const run = vi.fn<(target: BulkTarget) => Promise<BulkResult>>(async () => ({
      requested: 59,
      succeeded: 57,
      failed: [
        { id: 'inv-3', reason: 'The invoice is disputed' },
        { id: 'inv-7', reason: 'The invoice is paid' },
      ],
    }));
    // As on a customer's invoices tab: a fixed filter outside the URL.
    const { user } = await renderList({ bulkRun: run, scope: { 'customer-id': 'cus-1' } });

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('25 rows selected');
    await user.click(within(bar).getByRole('button', { name: 'Select all 60 matching rows' }));
    expect(bar).toHaveTextContent('All 60 matching rows are selected');

    // Another page: its rows are selected too; unticking one excludes it.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('26–50 of 60');
    const row30 = screen.getByRole('checkbox', { name: 'Select INV-0030' });
    expect(row30).toBeChecked();
    await user.click(row30);
    expect(bar).toHaveTextContent('All 59 matching rows are selected');

    await user.click(within(bar).getByRole('button', { name: 'Pause dunning' }));
    expect(run).toHaveBeenCalledWith({ matching: { 'customer-id': 'cus-1' }, excludeIds: ['inv-30'] }, {});
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent('Pause dunning: 57 of 59 done.');
    expect(report).toHaveTextContent('2 rows could not be changed:');
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'INV-0003: The invoice is disputed',
      'INV-0007: The invoice is paid',
    ]);
    // The failed rows stay selected for a retry.
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('2 rows selected');
  });

  it('an action that needs a reason asks for it, names how many rows it changes, and sends it', async () => {
    const run = vi.fn<BulkRun>(async () => ({ requested: 20, succeeded: 20, failed: [] }));
    const { user } = await renderList({ bulkRun: run, bulkReason: true, initial: { status: ['open'] } });
    await screen.findByText('1–20 of 20');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const actions = screen.getByRole('group', { name: 'Actions on the selected rows' });
    await user.click(within(actions).getByRole('button', { name: 'Pause dunning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause dunning' });
    expect(dialog).toHaveTextContent('This changes all 20 selected rows.');
    // Cancelling runs nothing and keeps the selection.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('20 rows selected');

    await user.click(within(actions).getByRole('button', { name: 'Pause dunning' }));
    const again = await screen.findByRole('dialog', { name: 'Pause dunning' });
    await user.click(within(again).getByRole('button', { name: 'Pause dunning' }));
    expect(within(again).getByRole('textbox', { name: 'Reason for pausing' })).toHaveAccessibleDescription('Say why.');
    expect(run).not.toHaveBeenCalled();
    await user.type(within(again).getByRole('textbox', { name: 'Reason for pausing' }), '  Customer disputes the delivery  ');
    await user.click(within(again).getByRole('button', { name: 'Pause dunning' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![1]).toEqual({ reason: 'Customer disputes the delivery' });
    expect(await screen.findByText('Pause dunning: 20 of 20 done.')).toBeInTheDocument();
  });

  it('a reason from a list needs no words, "other" does; an optional last day must be after today', async () => {
    const run = vi.fn<BulkRun>(async () => ({ requested: 20, succeeded: 20, failed: [] }));
    const reason: BulkAction['reason'] = {
      label: 'Reason for pausing',
      choice: { label: 'Reason', textFor: 'other', options: [{ value: 'payment-promised', label: 'Payment promised' }, { value: 'other', label: 'Other (say why)' }] },
      until: { label: 'Paused until (optional)', errorPast: 'Choose a day after today.' },
    };
    const { user } = await renderList({ bulkRun: run, bulkReason: reason, initial: { status: ['open'] } });
    await screen.findByText('1–20 of 20');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const actions = screen.getByRole('group', { name: 'Actions on the selected rows' });
    await user.click(within(actions).getByRole('button', { name: 'Pause dunning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause dunning' });
    // "Other" is chosen at first.
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveValue('other');
    await user.click(within(dialog).getByRole('button', { name: 'Pause dunning' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason for pausing' })).toHaveAccessibleDescription('Say why.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Payment promised');
    await user.type(within(dialog).getByLabelText('Paused until (optional)'), '2020-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Pause dunning' }));
    expect(within(dialog).getByLabelText('Paused until (optional)')).toHaveAccessibleDescription('Choose a day after today.');
    expect(run).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Paused until (optional)'));
    await user.type(within(dialog).getByLabelText('Paused until (optional)'), '2099-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Pause dunning' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![1]).toEqual({ choice: 'payment-promised', until: '2099-12-31' });
  });

  it('an action with a form of its own shows it for the rows chosen, runs nothing itself, and reports what the form did', async () => {
    const run = vi.fn<BulkRun>(async () => ({ requested: 2, succeeded: 2, failed: [] }));
    const bulkForm: BulkAction['form'] = ({ target, count, onDone, onCancel }) => (
      <div role="dialog" aria-label="Own form">
        <p>{`${count} rows: ${'ids' in target ? target.ids.join(', ') : 'matching'}`}</p>
        <button type="button" onClick={onCancel}>
          Leave
        </button>
        <button type="button" onClick={() => onDone({ requested: count, succeeded: count, failed: [] })}>
          Done
        </button>
      </div>
    );
    const { user } = await renderList({ bulkRun: run, bulkForm, initial: { status: ['open'] } });
    await screen.findByText('1–20 of 20');
    const [first, second] = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ });
    await user.click(first!);
    await user.click(second!);
    await user.click(screen.getByRole('button', { name: 'Pause dunning' }));
    const form = screen.getByRole('dialog', { name: 'Own form' });
    expect(form).toHaveTextContent(/^2 rows: /);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByRole('dialog', { name: 'Own form' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause dunning' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Pause dunning: 2 of 2 done.')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('a bulk action on a filtered list sends the filter; changing the filter clears the selection', async () => {
    const run = vi.fn<(target: BulkTarget) => Promise<BulkResult>>(async () => ({ requested: 20, succeeded: 20, failed: [] }));
    const { user } = await renderList({ bulkRun: run, initial: { status: ['open'] } });
    await screen.findByText('1–20 of 20');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('20 rows selected');
    // The whole list is on this page: nothing more to widen to.
    expect(screen.queryByRole('button', { name: /matching rows/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause dunning' }));
    expect(run.mock.calls[0]![0]).toEqual({ ids: expect.arrayContaining(['inv-1', 'inv-4']) });
    expect(await screen.findByText('Pause dunning: 20 of 20 done.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select INV-0001' }));
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('1 row selected');
    await openFilters(user);
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.keyboard('{Escape}');
    await screen.findByText('1–25 of 40');
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
  });

  it('exports every filtered row page by page with a progress bar, and downloads the file', async () => {
    const download = vi.fn<(blob: Blob, name: string) => void>();
    const { user } = await renderList({ download, initial: { status: ['disputed'] } });
    await screen.findByText('1–20 of 20');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    await within(dialog).findByText(/20 rows exported to invoices-\d{4}-\d{2}-\d{2}\.csv\./);
    expect(download).toHaveBeenCalledTimes(1);
    const [blob, name] = download.mock.calls[0]!;
    expect(name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(lines[0]).toEqual(['Number', 'Customer', 'Status', 'Amount']);
    expect(lines).toHaveLength(21);
    expect(lines.slice(1).every((line) => line[2] === 'disputed')).toBe(true);
    expect(lines[1]).toEqual(['INV-0003', 'Bakker 3', 'disputed', '74.02']);
  });

  it('exports an Excel file of the same rows, the amounts as numbers and a hidden "always exported" column included', async () => {
    const download = vi.fn<(blob: Blob, name: string) => void>();
    const columns: ListColumn<Invoice>[] = [
      ...COLUMNS.map((column) => (column.id === 'amount' ? { ...column, exportType: 'decimal' as const } : column)),
      { id: 'currency', header: 'Currency', hiddenByDefault: true, exportAlways: true, cell: (row) => row.amount.currency, exportValue: (row) => row.amount.currency },
    ];
    const { user } = await renderList({ download, columns, initial: { status: ['disputed'] } });
    await screen.findByText('1–20 of 20');
    expect(screen.queryByRole('columnheader', { name: 'Currency' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to Excel' });
    await within(dialog).findByText(/20 rows exported to invoices-\d{4}-\d{2}-\d{2}\.xlsx\./, undefined, { timeout: 10_000 });
    const [blob, name] = download.mock.calls[0]!;
    expect(name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Invoices');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Number', 'Customer', 'Status', 'Amount', 'Currency']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['INV-0003', 'Bakker 3', 'disputed', 74.02, 'EUR']);
    expect(sheet.rowCount).toBe(21);
  });

  it('shows export progress and cancels it', async () => {
    const download = vi.fn();
    const many = Array.from({ length: 1200 }, (_, i) => ({ ...INVOICES[i % 60]!, id: `big-${i}` }));
    const pages: { page: number; resolve: (value: { items: Invoice[]; total: number }) => void; signal: AbortSignal }[] = [];
    const fetchPage: FetchPage<Invoice> = ({ page, signal }) => new Promise((resolve) => pages.push({ page, resolve, signal }));
    const { user } = await renderList({ download, fetchPage, rows: many });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    const bar = within(dialog).getByRole('progressbar', { name: 'Export progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '1200');

    // The export asks 500 rows a page.
    await waitFor(() => expect(pages).toHaveLength(1));
    await act(async () => pages[0]!.resolve({ items: many.slice(0, 500), total: 1200 }));
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '500'));
    expect(within(dialog).getByText('500 of 1,200 rows')).toBeInTheDocument();

    await waitFor(() => expect(pages).toHaveLength(2));
    expect(pages[1]!.page).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel export' }));
    expect(pages[1]!.signal.aborted).toBe(true);
    await act(async () => pages[1]!.resolve({ items: many.slice(500, 1000), total: 1200 }));
    expect(await within(dialog).findByText('The export was cancelled.')).toBeInTheDocument();
    expect(pages).toHaveLength(2);
    expect(download).not.toHaveBeenCalled();
  });

  it('is one tab stop: arrows move between rows, Space selects, Enter opens', async () => {
    const onOpenRow = vi.fn();
    const run = vi.fn();
    const { user } = await renderList({ onOpenRow, bulkRun: run });
    const rows = bodyRows();
    expect(rows[0]).toHaveAttribute('tabindex', '0');
    expect(rows[1]).toHaveAttribute('tabindex', '-1');

    rows[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(bodyRows()[1]).toHaveFocus();
    expect(bodyRows()[1]).toHaveAttribute('tabindex', '0');
    await user.keyboard(' ');
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('1 row selected');
    await user.keyboard('{Enter}');
    expect(onOpenRow).toHaveBeenCalledWith(INVOICES[1]);
    await user.keyboard('{End}');
    expect(bodyRows()[24]).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(bodyRows()[0]).toHaveFocus();
    expect(run).not.toHaveBeenCalled();
  });

  it('a row without an address (onOpenRow) opens by a click too', async () => {
    const onOpenRow = vi.fn();
    const { user } = await renderList({ onOpenRow });
    await user.click(within(bodyRows()[2]!).getByText('Bakker 3'));
    expect(onOpenRow).toHaveBeenCalledWith(INVOICES[2]);
  });

  describe('a row leads to its record (rowLink)', () => {
    /** The list at /invoices and a record page, in a router: where a row leads is where the user lands. */
    async function renderRouted(props: HarnessProps = {}) {
      const root = createRootRoute({ component: Outlet });
      const list = createRoute({
        getParentRoute: () => root,
        path: 'invoices',
        component: () => <Harness rowLink={(row) => linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: row.id } })} {...props} />,
      });
      const record = createRoute({
        getParentRoute: () => root,
        path: 'invoices/$invoiceId',
        component: function Record() {
          // A route of this test's own router: the app's registered route tree does not type it.
          const { invoiceId } = record.useParams() as { invoiceId: string };
          return <h1>Invoice {invoiceId}</h1>;
        },
      });
      const customer = createRoute({
        getParentRoute: () => root,
        path: 'customers/$customerId',
        component: function Customer() {
          const { customerId } = customer.useParams() as { customerId: string };
          return <h1>Customer {customerId}</h1>;
        },
      });
      const router = createRouter({ routeTree: root.addChildren([list, record, customer]), history: createMemoryHistory({ initialEntries: ['/invoices'] }) });
      const user = userEvent.setup();
      render(<RouterProvider router={router} />);
      await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('INV-0001'));
      return { user, router };
    }

    it('the name cell is a real link (middle-click, open in a new tab), out of the tab order', async () => {
      await renderRouted();
      const link = within(bodyRows()[1]!).getByRole('link', { name: 'INV-0002' });
      expect(link).toHaveAttribute('href', '/invoices/inv-2');
      expect(link).toHaveAttribute('tabindex', '-1');
      // Only the name cell links: the other cells are plain text.
      expect(within(bodyRows()[1]!).getAllByRole('link')).toHaveLength(1);
    });

    it('a click anywhere on the row opens the record', async () => {
      const { user } = await renderRouted();
      await user.click(within(bodyRows()[2]!).getByText('Bakker 3'));
      expect(await screen.findByRole('heading', { name: 'Invoice inv-3' })).toBeInTheDocument();
    });

    it('a click on the link opens the record', async () => {
      const { user } = await renderRouted();
      await user.click(within(bodyRows()[0]!).getByRole('link', { name: 'INV-0001' }));
      expect(await screen.findByRole('heading', { name: 'Invoice inv-1' })).toBeInTheDocument();
    });

    it('Enter on the focused row opens the record', async () => {
      const { user } = await renderRouted();
      bodyRows()[0]!.focus();
      await user.keyboard('{ArrowDown}{Enter}');
      expect(await screen.findByRole('heading', { name: 'Invoice inv-2' })).toBeInTheDocument();
    });

    it('→ from a row reaches its links one by one, the record and then the customer it names; ← and Escape go back; Enter follows one', async () => {
      const columns = COLUMNS.map((column) =>
        column.id === 'customer' ? { ...column, link: (row: Invoice) => linkOptions({ to: '/customers/$customerId', params: { customerId: `cus-${row.id}` } }) } : column,
      );
      const { user } = await renderRouted({ columns });
      bodyRows()[0]!.focus();
      await user.keyboard('{ArrowDown}{ArrowRight}');
      expect(within(bodyRows()[1]!).getByRole('link', { name: 'INV-0002' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      const customer = within(bodyRows()[1]!).getByRole('link', { name: 'Jansen 2' });
      expect(customer).toHaveFocus();
      // The last link: → stays there.
      await user.keyboard('{ArrowRight}');
      expect(customer).toHaveFocus();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(bodyRows()[1]).toHaveFocus();
      await user.keyboard('{ArrowRight}{ArrowRight}{Escape}');
      expect(bodyRows()[1]).toHaveFocus();
      // ↓ from a link goes on to the next row.
      await user.keyboard('{ArrowRight}{ArrowDown}');
      expect(bodyRows()[2]).toHaveFocus();
      await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
      expect(await screen.findByRole('heading', { name: 'Customer cus-inv-3' })).toBeInTheDocument();
    });

    it('a click on a checkbox or a button in the row does its own thing and does not open the row', async () => {
      const remind = vi.fn();
      const columns: ListColumn<Invoice>[] = [
        ...COLUMNS,
        { id: 'remind', header: 'Actions', cell: (row) => <button type="button" onClick={() => remind(row.id)}>Remind {row.number}</button> },
      ];
      const { user, router } = await renderRouted({ bulkRun: vi.fn(), columns });
      const row = bodyRows()[3]!;
      await user.click(within(row).getByRole('checkbox', { name: 'Select INV-0004' }));
      expect(bodyRows()[3]).toHaveAttribute('aria-selected', 'true');
      // The checkbox's cell around the box is the checkbox's too.
      await user.click(within(bodyRows()[3]!).getAllByRole('gridcell')[0]!);
      await user.click(within(bodyRows()[3]!).getByRole('button', { name: 'Remind INV-0004' }));
      expect(remind).toHaveBeenCalledWith('inv-4');
      expect(router.state.location.pathname).toBe('/invoices');
      expect(screen.queryByRole('heading', { name: /^Invoice/ })).not.toBeInTheDocument();
    });
  });

  describe('the way back to the list and the walk through it (list-trail)', () => {
    /** The list at /invoices and an invoice page with the kit's walk, as the record frame shows it. */
    async function renderWalk(props: HarnessProps = {}, at = '/invoices') {
      const root = createRootRoute({ component: Outlet });
      const list = createRoute({
        getParentRoute: () => root,
        path: 'invoices',
        component: () => <Harness rowLink={(row) => linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: row.id } })} {...props} />,
      });
      const record = createRoute({
        getParentRoute: () => root,
        path: 'invoices/$invoiceId',
        component: function Record() {
          const { invoiceId } = record.useParams() as { invoiceId: string };
          return (
            <>
              <RecordWalk target="/invoices/$invoiceId" id={invoiceId} labels={{ previous: 'Previous invoice', next: 'Next invoice' }} />
              <h1>Invoice {invoiceId}</h1>
            </>
          );
        },
      });
      const router = createRouter({ routeTree: root.addChildren([list, record]), history: createMemoryHistory({ initialEntries: [at] }) });
      const user = userEvent.setup();
      render(<RouterProvider router={router} />);
      return { user, router };
    }
    const walk = () => screen.getByRole('navigation', { name: 'Place in the list' });

    it('walks the list in its order across a page boundary, with the way back on the page of the record shown', async () => {
      const fetchPage = vi.fn<FetchPage<Invoice>>(async ({ page, perPage }) => answer(INVOICES, { ...invoicesList.toQuery(invoicesList.parse({})), page, 'per-page': perPage }));
      const { user, router } = await renderWalk({ fetchPage });
      await waitFor(() => expect(bodyRows()[24]).toHaveTextContent('INV-0025'));
      await user.click(within(bodyRows()[24]!).getByText('Bakker 25'));
      await screen.findByRole('heading', { name: 'Invoice inv-25' });
      expect(within(walk()).getByText('25 of 60')).toBeInTheDocument();
      expect(within(walk()).getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/invoices');

      // The next row is on page 2: read with that page of the same list.
      await user.click(screen.getByRole('button', { name: 'Next invoice' }));
      await screen.findByRole('heading', { name: 'Invoice inv-26' });
      expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ page: 2, perPage: 25 }));
      expect(within(walk()).getByText('26 of 60')).toBeInTheDocument();
      expect(within(walk()).getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/invoices?page=2');
      expect(listView('/invoices')).toEqual({ page: 2 });
      // The walk replaces the record in the history: back leaves for the list.
      expect(router.history.length).toBe(2);

      // k and j (through the shell's shortcut reader) walk the same way.
      act(() => void walkBy('previous'));
      await screen.findByRole('heading', { name: 'Invoice inv-25' });
      await user.click(screen.getByRole('button', { name: 'Previous invoice' }));
      await screen.findByRole('heading', { name: 'Invoice inv-24' });
      expect(fetchPage).toHaveBeenCalledTimes(1);
    });

    it('walks only what the filter shows, and stops at its ends', async () => {
      const { user } = await renderWalk({ initial: { status: ['disputed'], sortBy: 'number', sortOrder: 'desc' } });
      await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('INV-0060'));
      await user.click(within(bodyRows()[0]!).getByRole('link', { name: 'INV-0060' }));
      await screen.findByRole('heading', { name: 'Invoice inv-60' });
      expect(within(walk()).getByText('1 of 20')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Previous invoice' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Next invoice' }));
      await screen.findByRole('heading', { name: 'Invoice inv-57' });
      expect(within(walk()).getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', expect.stringContaining('status='));
    });

    it('the way back keeps the rest of the page’s address (a record tab’s own keys) beside the list’s state', async () => {
      const { user } = await renderWalk({ initial: { status: ['paid'] } }, '/invoices?show=mine');
      await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('INV-0002'));
      await user.click(within(bodyRows()[0]!).getByRole('link', { name: 'INV-0002' }));
      await screen.findByRole('heading', { name: 'Invoice inv-2' });
      const back = new URL(within(walk()).getByRole('link', { name: 'Back to the list' }).getAttribute('href')!, 'http://x');
      expect(back.pathname).toBe('/invoices');
      expect(back.searchParams.get('show')).toBe('mine');
      expect(back.searchParams.get('status')).toContain('paid');
      expect(listView('/invoices')).toMatchObject({ show: 'mine', status: ['paid'] });
    });

    it('a record not opened from a list has no walk, and the shortcuts do nothing', async () => {
      await renderWalk({}, '/invoices/inv-7');
      await screen.findByRole('heading', { name: 'Invoice inv-7' });
      expect(screen.queryByRole('navigation', { name: 'Place in the list' })).not.toBeInTheDocument();
      expect(walkBy('next')).toBe(false);
    });

    it('says so when the next page cannot be read, and stays', async () => {
      const fetchPage = vi.fn<FetchPage<Invoice>>(async () => {
        throw new ApiError(500, 'listInvoices');
      });
      const { user } = await renderWalk({ fetchPage });
      await waitFor(() => expect(bodyRows()[24]).toHaveTextContent('INV-0025'));
      await user.click(within(bodyRows()[24]!).getByRole('link', { name: 'INV-0025' }));
      await screen.findByRole('heading', { name: 'Invoice inv-25' });
      await user.click(screen.getByRole('button', { name: 'Next invoice' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The rest of the list could not be loaded');
      expect(screen.getByRole('heading', { name: 'Invoice inv-25' })).toBeInTheDocument();
    });
  });

  it('remembers the chosen columns per user and list, and resets them', async () => {
    const { user, unmount } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Customer' }));
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(columnPreferencesKey('ann', 'invoices'))!)).toEqual(['number', 'status', 'amount']);
    unmount();

    await renderList();
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(localStorage.getItem(columnPreferencesKey('ann', 'invoices'))).toBeNull();
  });

  describe('states', () => {
    it('skeleton rows while the first page loads', () => {
      render(<Harness />);
      expect(grid()).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByText('Loading rows…')).toBeInTheDocument();
      expect(within(grid()).getAllByRole('row', { hidden: true })).toHaveLength(11);
    });

    it('empty: no records at all', async () => {
      render(<Harness rows={[]} />);
      expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    });

    it('no match: the filters exclude every record, with the way back', async () => {
      const user = userEvent.setup();
      render(<Harness initial={{ search: 'nobody', searchField: 'customer' }} />);
      expect(await screen.findByRole('heading', { name: 'Nothing matches this search and these filters' })).toBeInTheDocument();
      const clear = screen.getAllByRole('button', { name: 'Clear filters' });
      await user.click(clear[clear.length - 1]!);
      await screen.findByText('1–25 of 60');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    });

    it('error, with try again', async () => {
      const user = userEvent.setup();
      const retry = vi.fn();
      render(<Harness failure={new ApiError(500, 'listInvoices')} retry={retry} />);
      expect(await screen.findByRole('heading', { name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(retry).toHaveBeenCalledTimes(1);
    });

    it('forbidden', async () => {
      render(<Harness failure={new ApiError(403, 'listInvoices')} />);
      expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('a page past the end offers the first page', async () => {
      const user = userEvent.setup();
      render(<Harness initial={{ page: 9 }} />);
      await user.click(await screen.findByRole('button', { name: 'Go to the first page' }));
      await screen.findByText('1–25 of 60');
    });
  });
});
