import {
  columnVisibilityFeature,
  createColumnHelper,
  type ColumnVisibilityState,
  FlexRender,
  rowSortingFeature,
  type RowData,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, memo, type MouseEvent, type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppLink } from '@/components/app-link';
import { focusRing } from '@/components/ui/focus-ring';
import { textLinkClass } from '@/components/ui/link';
import type { SortOrder } from '@/lib/list/search-schema';
import type { ListColumn } from './types';

/** The table engine's features: server-side sorting (state only) and column visibility. */
const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });

export type ListSort = { sortBy: string; sortOrder: SortOrder };

export type ListTableProps<Row extends RowData> = {
  /** The table's accessible name (the list's title). */
  label: string;
  columns: readonly ListColumn<Row>[];
  /** Ids of the columns shown. */
  visibleColumns: readonly string[];
  /** The page's rows; null while the first page loads (skeleton rows show). */
  rows: readonly Row[] | null;
  /** How many skeleton rows stand in for a page. */
  skeletonRows: number;
  /** A newer page is on its way: the rows shown are marked busy. */
  updating?: boolean;
  getRowId: (row: Row) => string;
  /** The row's name for assistive technology ("Select INV-2026-0042"). */
  getRowLabel: (row: Row) => string;
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
  /** Where a row leads: its name cell is a link there, and a click on the row or Enter follows it. */
  rowLink?: (row: Row) => AppLink;
  /** For rows that lead to no address: a click on the row or Enter calls it. */
  onOpenRow?: (row: Row) => void;
  /** A row was opened through its link (a click, Enter, the link itself): the kit records the list's trail. */
  onRowOpened?: (row: Row) => void;
  /** Row selection; absent: no checkboxes. */
  selection?: {
    isSelected: (id: string) => boolean;
    pageState: 'none' | 'some' | 'all';
    toggleRow: (id: string) => void;
    togglePage: () => void;
  };
};

const EMPTY: never[] = [];

/** What a click on the row leaves to the control it lands on (the row's own link included). */
const ROW_CONTROL = 'a, button, input, select, textarea, label, [role="button"], [data-row-control]';

/** The column that holds the row's link: the record's name or number (always shown), else the first. */
function linkColumnOf<Row>(columns: readonly ListColumn<Row>[], visible: readonly string[]): string | undefined {
  const shown = columns.filter((column) => visible.includes(column.id));
  return (shown.find((column) => column.hideable === false) ?? shown[0])?.id;
}

/** The links in a row, in reading order. */
const linksOf = (row: HTMLTableRowElement) => Array.from(row.querySelectorAll<HTMLAnchorElement>('a[href]'));

/**
 * The list's table: a grid with one tab stop (roving focus over the rows; Arrow keys, Home and
 * End move, Enter opens, Space selects), a sticky header with sort buttons, and skeleton rows
 * while the first page loads. Cells come from the area's column declarations through the table
 * engine (@tanstack/react-table), which keeps sort and visibility state; the server sorts.
 */
export function ListTable<Row extends RowData>({
  label,
  columns,
  visibleColumns,
  rows,
  skeletonRows,
  updating = false,
  getRowId,
  getRowLabel,
  sort,
  onSortChange,
  rowLink,
  onOpenRow,
  onRowOpened,
  selection,
}: ListTableProps<Row>) {
  const { t } = useTranslation('list');
  // The latest callback, read on a click: the cells need not be rebuilt when it changes.
  const opened = useRef(onRowOpened);
  useEffect(() => {
    opened.current = onRowOpened;
  });
  const linkColumn = rowLink ? linkColumnOf(columns, visibleColumns) : undefined;
  // Where each row of the page leads, worked out once per page: areas pass `rowLink` inline (a new
  // function on every render), and cells depending on it would re-render every row every time.
  const hasRowLink = rowLink !== undefined;
  const links = useMemo(
    () => (rowLink && rows ? new Map(rows.map((row) => [row, rowLink(row)])) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a row's link follows the row's data; hasRowLink stands for rowLink
    [rows, hasRowLink],
  );
  const definitions = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return columns.map((column) =>
      // An accessor column (the row itself): the engine sorts only columns with an accessor, and
      // the cell renders from the row. The server sorts; the value is never compared here.
      helper.accessor((row): unknown => row, {
        id: column.id,
        header: column.header,
        cell: ({ row }) => {
          const content = column.cell(row.original);
          // A cut name shows whole on hover.
          const title = column.truncate && typeof content === 'string' ? content : undefined;
          const named = column.link?.(row.original);
          const link = column.id === linkColumn ? links?.get(row.original) : undefined;
          return link ? (
            // A real link for middle-click and "open in new tab"; out of the tab order (the grid is one tab stop), reached with → from its row.
            <Link {...link} onClick={() => opened.current?.(row.original)} tabIndex={-1} data-row-link="" title={title} className={`${textLinkClass}${column.truncate ? ' block max-w-44 truncate' : ''}`}>
              {content}
            </Link>
          ) : named ? (
            // The record the cell names (the invoice's customer): a real link there, out of the tab order like the row's own.
            <Link {...named} tabIndex={-1} title={title} className={`${textLinkClass}${column.truncate ? ' block max-w-44 truncate' : ''}`}>
              {content}
            </Link>
          ) : column.truncate ? (
            <span title={title} className="block max-w-44 truncate">
              {content}
            </span>
          ) : (
            content
          );
        },
        enableSorting: column.sortBy !== undefined,
        enableHiding: column.hideable !== false,
      }),
    );
  }, [columns, links, linkColumn]);
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  // Each column's cell classes, worked out once per column rather than per cell: numbers, money and
  // dates line up (tabular figures) and stay on one line, as does the record's name or number.
  const cellClasses = useMemo(
    () =>
      new Map(
        columns.map((column) => {
          const end = column.align === 'end';
          const oneLine = end || column.nowrap || column.truncate || column.id === linkColumn;
          return [column.id, `px-2.5 py-1.5 text-slate-900${end ? ' text-right' : ''}${oneLine ? ' whitespace-nowrap tabular-nums' : ''}`];
        }),
      ),
    [columns, linkColumn],
  );

  const sorting = useMemo<SortingState>(() => {
    const column = columns.find((each) => each.sortBy === sort.sortBy);
    return column ? [{ id: column.id, desc: sort.sortOrder === 'desc' }] : [];
  }, [columns, sort.sortBy, sort.sortOrder]);
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(columns.map((column) => [column.id, visibleColumns.includes(column.id)])),
    [columns, visibleColumns],
  );
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    const first = next[0];
    const sortBy = first ? byId.get(first.id)?.sortBy : undefined;
    if (first && sortBy) onSortChange({ sortBy, sortOrder: first.desc ? 'desc' : 'asc' });
  };

  const table = useTable({
    features,
    columns: definitions,
    data: (rows ?? EMPTY) as Row[],
    getRowId: (row) => getRowId(row),
    state: { sorting, columnVisibility },
    onSortingChange,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
  });

  const tableRows = table.getRowModel().rows;
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(0, tableRows.length - 1));
  // A new page: focus stays on the table (if it was there) at the first row.
  const firstId = tableRows[0]?.id;
  const [seenFirst, setSeenFirst] = useState(firstId);
  if (seenFirst !== firstId) {
    setSeenFirst(firstId);
    setActive(0);
  }

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(tableRows.length - 1, index));
    setActive(next);
    rowRefs.current[next]?.focus();
  };
  const openable = rowLink !== undefined || onOpenRow !== undefined;
  // A row with a link opens through it, so the click, Enter and the link itself go to the same place the same way.
  const openRow = (element: HTMLTableRowElement, row: Row) => {
    if (rowLink) element.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
    else onOpenRow?.(row);
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    // A modified click, a click on a control in the row or one that ends a text selection is not "open".
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest(ROW_CONTROL)) return;
    if (window.getSelection()?.toString()) return;
    openRow(event.currentTarget, row);
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    if (event.target !== event.currentTarget) {
      onLinkKeyDown(event, index);
      return;
    }
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: tableRows.length - 1 };
    if (event.key === 'ArrowRight') {
      const first = linksOf(event.currentTarget)[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === 'Enter' && openable) {
      event.preventDefault();
      openRow(event.currentTarget, row);
    } else if (event.key === ' ' && selection) {
      event.preventDefault();
      selection.toggleRow(getRowId(row));
    }
  };

  /**
   * The row's links (its record, and the records its cells name: an invoice's customer) are out of
   * the tab order, so → from the row reaches them one by one, ← goes back (to the row from the
   * first), Escape returns to the row, ↑/↓ go on to the rows around. Enter follows the link.
   * Other keys, and keys typed into another control of the row (its checkbox), are theirs.
   */
  const onLinkKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const links = linksOf(event.currentTarget);
    const at = links.indexOf(event.target as HTMLAnchorElement);
    if (at < 0) return;
    const target =
      event.key === 'ArrowRight' ? links[at + 1] : event.key === 'ArrowLeft' ? (links[at - 1] ?? event.currentTarget) : event.key === 'Escape' ? event.currentTarget : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(index + (event.key === 'ArrowDown' ? 1 : -1));
    }
  };

  const pageCheckbox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageCheckbox.current) pageCheckbox.current.indeterminate = selection?.pageState === 'some';
  }, [selection?.pageState]);

  // The rows are memoised (ListRow): a selection or focus change re-renders the rows it changes,
  // not the grid. They reach the latest handlers through this ref, read when an event comes.
  type TableRow = (typeof tableRows)[number];
  const events = useRef<RowEvents<TableRow>>(null);
  useEffect(() => {
    events.current = {
      keyDown: (event, index, row) => onRowKeyDown(event, index, row.original),
      click: openable ? (event, row) => onRowClick(event, row.original) : undefined,
      focus: (index) => setActive(index),
      toggle: (row) => selection?.toggleRow(row.id),
    };
  });
  const setRowRef = useCallback((index: number, element: HTMLTableRowElement | null) => {
    rowRefs.current[index] = element;
  }, []);
  const visibleKey = visibleColumns.join();
  // Not `table.FlexRender`: the engine's `table` is a new object on every render of the grid (it
  // spreads the options given to useTable), and a callback depending on it would re-render every row.
  const renderCells = useCallback(
    (row: TableRow) =>
      row.getVisibleCells().map((cell) => (
        <td key={cell.id} role="gridcell" className={cellClasses.get(cell.column.id)}>
          <FlexRender cell={cell} />
        </td>
      )),
    // The cells follow the columns' definitions and which are shown; the row objects, the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- visibleKey and definitions stand for the table's state the cells read
    [cellClasses, definitions, visibleKey],
  );

  // The checkboxes' names, made once per page (and language), not on every render of the grid: two
  // interpolated translations per row were a good part of a re-render's time.
  const selectLabels = useMemo(
    () => new Map((rows ?? []).map((row) => [row, t('table.selectRow', { label: getRowLabel(row) })])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the label follows the row's data and the language (t); areas pass getRowLabel inline
    [rows, t],
  );

  const headerGroup = table.getHeaderGroups()[0];
  const visibleCount = table.getVisibleLeafColumns().length + (selection ? 1 : 0);
  const loading = rows === null;

  return (
    <div className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white">
      <table
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the ARIA grid pattern: focusable, selectable rows moved through with the arrow keys
        role="grid"
        aria-label={label}
        aria-busy={loading || updating}
        aria-multiselectable={selection ? true : undefined}
        className={`w-full border-collapse text-sm ${updating ? 'opacity-60' : ''}`}
      >
        <thead className="sticky top-0 z-10 bg-slate-50 shadow-[inset_0_-1px_0_var(--color-slate-200)]">
          <tr>
            {selection && (
              <th scope="col" className="w-10 px-3 py-1.5 text-left">
                <input
                  ref={pageCheckbox}
                  type="checkbox"
                  aria-label={t('table.selectPage')}
                  checked={selection.pageState === 'all'}
                  disabled={loading || tableRows.length === 0}
                  onChange={selection.togglePage}
                  className={`size-4 ${focusRing}`}
                />
              </th>
            )}
            {headerGroup?.headers.map((header) => {
              const column = byId.get(header.column.id)!;
              const sorted = header.column.getIsSorted();
              const alignEnd = column.align === 'end';
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={`px-2.5 py-1.5 font-semibold whitespace-nowrap text-slate-800 ${alignEnd ? 'text-right' : 'text-left'}`}
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className={`inline-flex items-center gap-1 rounded ${alignEnd ? 'flex-row-reverse' : ''} ${focusRing}`}
                    >
                      <table.FlexRender header={header} />
                      <SortIcon direction={sorted} />
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} aria-hidden="true" className="border-t border-slate-100">
                  {Array.from({ length: visibleCount }, (_, cell) => (
                    <td key={cell} role="gridcell" className="px-3 py-2">
                      <span className="block h-4 animate-pulse rounded bg-slate-200" />
                    </td>
                  ))}
                </tr>
              ))
            : tableRows.map((row, index) => (
                <ListRow
                  key={row.id}
                  row={row}
                  index={index}
                  tabbable={index === activeIndex}
                  selected={selection ? selection.isSelected(row.id) : undefined}
                  selectLabel={selection ? selectLabels.get(row.original) : undefined}
                  openable={openable}
                  renderCells={renderCells}
                  events={events}
                  setRowRef={setRowRef}
                />
              ))}
        </tbody>
      </table>
    </div>
  );
}

type RowEvents<R> = {
  keyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: R) => void;
  click?: (event: MouseEvent<HTMLTableRowElement>, row: R) => void;
  focus: (index: number) => void;
  toggle: (row: R) => void;
};

type ListRowProps<R extends { id: string }> = {
  row: R;
  index: number;
  /** The grid's one tab stop. */
  tabbable: boolean;
  /** Undefined: the list has no selection. */
  selected: boolean | undefined;
  selectLabel: string | undefined;
  openable: boolean;
  renderCells: (row: R) => ReactNode;
  events: RefObject<RowEvents<R> | null>;
  setRowRef: (index: number, element: HTMLTableRowElement | null) => void;
};

/** One row of the grid; re-renders only when its own props change (its data, selection, tab stop). */
function ListRowView<R extends { id: string }>({ row, index, tabbable, selected, selectLabel, openable, renderCells, events, setRowRef }: ListRowProps<R>) {
  return (
    <tr
      ref={(element) => setRowRef(index, element)}
      tabIndex={tabbable ? 0 : -1}
      aria-selected={selected}
      onFocus={(event) => {
        if (event.target === event.currentTarget) events.current?.focus(index);
      }}
      onKeyDown={(event) => events.current?.keyDown(event, index, row)}
      onClick={openable ? (event) => events.current?.click?.(event, row) : undefined}
      className={`border-t border-slate-100 outline-none ${openable ? 'cursor-pointer' : ''} focus-visible:bg-blue-50 focus-visible:shadow-[inset_3px_0_0_var(--color-blue-700)] ${
        selected ? 'bg-blue-50/60' : 'hover:bg-slate-50'
      }`}
    >
      {selected !== undefined && (
        <td role="gridcell" data-row-control="" className="px-3 py-1.5">
          <input type="checkbox" tabIndex={-1} aria-label={selectLabel} checked={selected} onChange={() => events.current?.toggle(row)} className="size-4" />
        </td>
      )}
      {renderCells(row)}
    </tr>
  );
}

const ListRow = memo(ListRowView) as typeof ListRowView;

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" className={`size-3 ${direction ? 'text-slate-900' : 'text-slate-400'}`} fill="currentColor">
      {direction !== 'desc' && <path d="M6 2 9.5 5.5h-7z" />}
      {direction !== 'asc' && <path d="M6 10 2.5 6.5h7z" />}
    </svg>
  );
}
