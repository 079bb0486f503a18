/**
 * CSV export of everything a list's filter matches, not just the page on screen: pages are
 * fetched one after another through the area's `fetchPage`, each turned into one CSV chunk by
 * papaparse as it arrives, and the chunks joined by a Blob at the end. A page's rows are dropped
 * once written, so 50,000 rows cost their CSV text once, not an array of objects plus the text,
 * and no string grows row by row. The separator and decimal mark follow the user's language
 * (`exportFormatFor`), as that language's Excel reads a CSV it opens. The Excel (.xlsx) export
 * (`export-xlsx.ts`) walks the pages the same way (`forEachPage`).
 */
import Papa from 'papaparse';
import { decimalSign } from '../decimal-input';

export type ExportCell = string | number | boolean | null | undefined;

export type ExportColumn<Row> = {
  /** The column's title in the file's first line (translated). */
  header: string;
  /**
   * The cell: machine-readable (ISO dates, plain decimal amounts), not the screen's formatting;
   * codes (statuses, outcomes) as the user reads them on screen, translated.
   */
  value: (row: Row) => ExportCell;
  /**
   * `decimal`: a decimal string or number (an amount), written with the user's decimal mark in a
   * CSV and as a number in Excel; `date`: an ISO day (`2026-10-22`), a date cell in Excel. Text otherwise.
   */
  type?: ExportType;
};

export type ExportType = 'decimal' | 'date';

export type ExportPage<Row> = { items: readonly Row[]; total: number };

export type FetchPage<Row> = (request: { page: number; perPage: number; signal: AbortSignal }) => Promise<ExportPage<Row>>;

export type ExportProgress = { fetched: number; total: number };

export type ExportOptions<Row> = {
  columns: readonly ExportColumn<Row>[];
  fetchPage: FetchPage<Row>;
  /** Rows per request: the contract allows up to 1000; 500 keeps each answer small. */
  perPage?: number;
  signal?: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  /** The field separator; `,` unless the user's language writes decimals with a comma (`exportFormatFor`). */
  delimiter?: CsvDelimiter;
  /** The decimal mark of `decimal` columns; `.` unless the user's language writes a comma (`exportFormatFor`). */
  decimalMark?: DecimalMark;
};

export type ExportResult = { blob: Blob; rows: number };

export const EXPORT_PAGE_SIZE = 500;
/** A safety stop: a server whose total keeps growing must not keep the export going forever. */
const MAX_PAGES = 10_000;

/**
 * Cells starting with = + @ - or a tab/CR are written with a leading quote so a spreadsheet does
 * not run them as formulas (CSV injection). The one exception is a plain negative number in either
 * decimal mark (`-12.50`, `-12,50`): `-2+3+cmd|…` or `-.5+1` start with a minus and a digit or a
 * dot too, and are escaped.
 */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:[.,]\d+)?$))/;

/** The separators a spreadsheet may split on, whichever the file uses (Excel in Dutch splits on `;`). */
const SEPARATORS = /[,;]/;

export type CsvDelimiter = ',' | ';';
export type DecimalMark = '.' | ',';
export type ExportFormat = { delimiter: CsvDelimiter; decimalMark: DecimalMark };

/**
 * How a CSV must be written for Excel in the user's language to open it into columns: Excel
 * splits on the system's list separator, which is `;` wherever the decimal mark is a comma (fr,
 * it, de, nl, es) and `,` where it is a point (en-US, en-GB); numbers are read with that
 * decimal mark. Dates stay ISO (`2026-10-22`), which Excel reads as a date in every language.
 */
export function exportFormatFor(language: string): ExportFormat {
  return decimalSign(language) === ',' ? { delimiter: ';', decimalMark: ',' } : { delimiter: ',', decimalMark: '.' };
}

/** A decimal cell with the given mark, no grouping (`8131,23`): what every spreadsheet reads back as the number. */
function decimalCell(value: ExportCell, mark: DecimalMark): ExportCell {
  if (value === null || value === undefined || value === '') return value;
  const text = String(value);
  return mark === ',' ? text.replace('.', ',') : text;
}

function abortError(): DOMException {
  return new DOMException('The export was cancelled', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function toCsv(rows: ExportCell[][], delimiter: CsvDelimiter): string {
  // A cell holding either separator is quoted, so a spreadsheet that splits on the other one
  // cannot cut it into a new cell that starts a formula (`Acme;=1+1`).
  const quotes = (value: unknown) => typeof value === 'string' && SEPARATORS.test(value);
  return Papa.unparse(rows, { newline: '\r\n', delimiter, escapeFormulae: FORMULA, quotes, header: false });
}

/**
 * Fetches every page through `fetchPage` and hands each page's rows to `write`, one after another.
 * Stops when a page comes back short or the total is reached. Rejects with an AbortError when
 * `signal` aborts; `fetchPage` gets the signal too, so the request in flight is cancelled as well.
 * Answers how many rows were written.
 */
export async function forEachPage<Row>(
  { fetchPage, perPage = EXPORT_PAGE_SIZE, signal, onProgress }: Pick<ExportOptions<Row>, 'fetchPage' | 'perPage' | 'signal' | 'onProgress'>,
  write: (items: readonly Row[]) => void,
): Promise<number> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    if (signal?.aborted) throw abortError();
    let fetched = 0;
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const answer = await fetchPage({ page, perPage, signal: controller.signal });
      if (controller.signal.aborted) throw abortError();
      const { items, total } = answer;
      if (items.length > 0) {
        write(items);
        fetched += items.length;
      }
      onProgress?.({ fetched, total: Math.max(total, fetched) });
      if (items.length < perPage || fetched >= total) break;
    }
    return fetched;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Fetches every page and builds the CSV (UTF-8 with a byte-order mark, so spreadsheet programs
 * read accented names right; CRLF line ends as RFC 4180 says).
 */
export async function exportCsv<Row>(options: ExportOptions<Row>): Promise<ExportResult> {
  const { columns, delimiter = ',', decimalMark = '.' } = options;
  if (options.signal?.aborted) throw abortError();
  const chunks: string[] = [`\uFEFF${toCsv([columns.map((column) => column.header)], delimiter)}\r\n`];
  const cell = (column: ExportColumn<Row>, row: Row) => (column.type === 'decimal' ? decimalCell(column.value(row), decimalMark) : column.value(row));
  const rows = await forEachPage(options, (items) => {
    chunks.push(`${toCsv(items.map((row) => columns.map((column) => cell(column, row))), delimiter)}\r\n`);
  });
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), rows };
}

/** `invoices-2026-11-25.csv`: the list's name, the local day of the export and the file's kind. */
export function exportFileName(base: string, now = new Date(), extension: 'csv' | 'xlsx' = 'csv'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;
}
