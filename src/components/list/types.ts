import type { ReactNode } from 'react';
import type { PageCount, PageTotal } from '@/api/generated/model';
import type { AppLink } from '@/components/app-link';
import type { Money } from '@/lib/money';
import type { ExportCell, ExportType, FetchPage } from '@/lib/list/export';
import type { BulkResult, BulkTarget } from '@/lib/list/selection';

/** One column of a list, as the area declares it (titles translated by the area). */
export type ListColumn<Row> = {
  /** Unique within the list; remembered in the user's column choice. */
  id: string;
  header: string;
  /** What the cell shows (formatted for the user's language). */
  cell: (row: Row) => ReactNode;
  /** The list's `sort-by` value for this column; absent: the column does not sort. */
  sortBy?: string;
  /** Numbers and money line up at the end (on one line, in tabular figures). */
  align?: 'start' | 'end';
  /** Kept on one line in tabular figures: dates, numbers, codes (money and the row's name or number always are). */
  nowrap?: boolean;
  /**
   * The exported cell (machine-readable: ISO dates, plain decimals; codes as their translated
   * labels); absent: not exported.
   */
  exportValue?: (row: Row) => ExportCell;
  /** `decimal` (amounts: the user's decimal mark in a CSV, numbers in Excel) or `date` (ISO days: dates in Excel). */
  exportType?: ExportType;
  /** Exported even while hidden on screen: what a file needs to be matched elsewhere (currency, customer number). */
  exportAlways?: boolean;
  /** Long text (a name): one line, cut with an ellipsis past about 11 em, so a long name never makes a row tall. */
  truncate?: boolean;
  /**
   * The record the cell names (an invoice's customer): the cell is a real link there (middle-click,
   * "open in new tab"). Build it with `linkOptions`; undefined where the row names none (a customer
   * in no super debtor). The row's own record is `rowLink` on the list: a column that names another
   * record must not be the row's link column (the first always-shown one).
   */
  link?: (row: Row) => AppLink | undefined;
  /**
   * A money column the list sums: `field` names it in the envelope's `totals` (the sum over the
   * whole filtered set, shown under the table), `value` is the row's amount (the selection's sum).
   * `inSelection`: the sum the selection bar shows (else the first summed column's).
   */
  total?: { field: string; value: (row: Row) => Money | null | undefined; inSelection?: boolean };
  /**
   * A count column the list sums (a department's members): `field` names it in the envelope's
   * `counts` (the sum over the whole filtered set), shown under the table beside the money sums.
   */
  count?: { field: string };
  /** false: always shown (the record's name or number). Default true. */
  hideable?: boolean;
  /** Hidden until the user chooses it. */
  hiddenByDefault?: boolean;
};

export type FilterOption = { value: string; label: string };

/** What a bulk action's dialog asked: the text typed (none: undefined), the choice made, the day given. */
export type BulkInput = { reason?: string; choice?: string; until?: string };

/**
 * The controls of the list's filters, by the names of its `defineListSearch` filters: a choice
 * among options (status), a choice of tags, a date range, an amount range. Labels translated by
 * the area.
 */
export type FilterControl =
  | { name: string; kind: 'multi'; label: string; options: readonly FilterOption[] }
  /** Free labels: the tags in use are offered (`suggestions`); a tag in the address stays chosen even if none carries it now. */
  | { name: string; kind: 'tags'; label: string; suggestions: readonly string[] }
  | { name: string; kind: 'dateRange'; label: string }
  | { name: string; kind: 'amountRange'; label: string };

/** The page the area's query gave: what to show, or why not. */
export type ListResult<Row> =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'success';
      items: readonly Row[];
      total: number;
      /** A new page or filter is on its way; the rows shown are the previous ones. */
      updating?: boolean;
      /** The envelope's sums of the money columns over the whole filtered set. */
      totals?: readonly PageTotal[];
      /** The envelope's sums of the count columns over the whole filtered set. */
      counts?: readonly PageCount[];
    };

export type BulkAction = BulkActionBase &
  (
    | {
        /**
         * The action has a form of its own (opening a record about the rows): the button shows it
         * instead of running anything, and the form reports what it did (`onDone`) or that it was left.
         */
        form: (props: BulkFormProps) => ReactNode;
        run?: never;
      }
    | {
        /** Calls the API with the target (ids, or the filter minus exclusions) and answers per row. */
        run: BulkRun;
        form?: never;
      }
  );

/** A bulk action's call: the target (ids, or the filter minus exclusions) in, an answer per row out. */
export type BulkRun = (target: BulkTarget, input: BulkInput) => Promise<BulkResult>;

type BulkActionBase = {
  id: string;
  /** The button's text, e.g. "Pause dunning". */
  label: string;
  /**
   * Asks for a reason first (e.g. pausing dunning): a dialog with a required text field, which
   * names the action and how many rows it is about to change. `run` gets what was typed.
   */
  reason?: {
    label: string;
    maxLength?: number;
    /**
     * A reason from a list besides the text (pausing: customer request, payment promised, …); the
     * option `textFor` is chosen at first, and the text is required only for it.
     */
    choice?: { label: string; options: readonly FilterOption[]; textFor: string };
    /** An optional last day (ISO), after today; `run` gets it as `until`. */
    until?: { label: string; hint?: string; errorPast: string };
    /** Only the choice is asked (assigning, setting a status): no text field. */
    withoutText?: boolean;
  };
  /**
   * Asks before running what is not undone by a click (removing users): the same dialog names the
   * action and how many rows it is about, says `consequence`, and its button is the danger one.
   */
  confirm?: { consequence: string };
};

/** What a bulk action's own form is given: the rows it is about and the way to close it. */
export type BulkFormProps = {
  target: BulkTarget;
  count: number;
  onDone: (result: BulkResult) => void;
  onCancel: () => void;
};

export type ListExportSource<Row> = {
  /** The file's name before the date, e.g. "invoices". */
  fileName: string;
  /** One page of the filtered list, as the list call answers (`per-page` up to 1000). */
  fetchPage: FetchPage<Row>;
};
