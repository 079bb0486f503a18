/**
 * The rules of background export jobs, pure (no store, no requests), so they are tested alone
 * (export-jobs.test.ts) and the handlers (exports.ts) only fetch and store:
 *
 * - a job reads its list in about `STEPS` pages (at most `MAX_PER_PAGE` rows each): every poll of
 *   the job (`getExportJob`) reads the next page, so progress is deterministic under tests and
 *   a job never runs without someone waiting for it;
 * - it is done when a page comes back short or the rows reach the list's total;
 * - its file is kept `KEEP_DAYS` days after it finished; then the job reads `expired` and its file
 *   is gone (410); any job can be run again;
 * - a cell is the list answer's field of the column's id: money as its decimal amount (typed
 *   `decimal`), a record named by it (`customer`) as its name, a list joined, an ISO day typed
 *   `date`, a code (a status) in the file's language's words; `currency` and `customerNumber`
 *   read the row's money and customer.
 */
import { exportFileName, type ExportCell } from '#lib/list/export';
import type { ExportJobRecord } from '../db/schemas';

export const STEPS = 4;
export const MAX_PER_PAGE = 1000;
export const KEEP_DAYS = 7;
/** The jobs a user keeps per administration (older ones are dropped with their files). */
export const RECENT_JOBS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ExportList = ExportJobRecord['list'];
export type CellType = ExportJobRecord['types'][number];
export type JobStatus = ExportJobRecord['status'] | 'expired';

/** The list call each list reads (the same handler, filters and permission as its screen). */
export const LIST_PATHS: Record<ExportList, string> = {
  invoices: 'invoices',
  customers: 'customers',
  issues: 'issues',
  arrangements: 'arrangements',
  'settled-payments': 'settled-payments',
};

/** Rows per step: the whole list in about STEPS polls, at least one row, at most MAX_PER_PAGE. */
export function stepSize(total: number): number {
  return Math.min(MAX_PER_PAGE, Math.max(1, Math.ceil(total / STEPS)));
}

/** The list call's query for one page: the saved query without its own paging. */
export function pageQuery(query: string, page: number, perPage: number): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  params.delete('page');
  params.delete('per-page');
  params.set('page', String(page));
  params.set('per-page', String(perPage));
  return params.toString();
}

/** The saved query as the definition keeps it: without paging, in its order. */
export function savedQuery(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  params.delete('page');
  params.delete('per-page');
  return params.toString();
}

/** The page a job reads next (1-based). */
export function nextPage(job: Pick<ExportJobRecord, 'rowsDone' | 'perPage'>): number {
  return Math.floor(job.rowsDone / job.perPage) + 1;
}

/** What a job's status reads at `now`: a done job past its keeping period is expired. */
export function jobStatusAt(job: Pick<ExportJobRecord, 'status' | 'expiresAt'>, now: Date): JobStatus {
  if (job.status === 'done' && job.expiresAt && Date.parse(job.expiresAt) <= now.getTime()) return 'expired';
  return job.status;
}

/** A job's fields after it read one page of `items` of a list of `total` rows. */
export function afterPage(
  job: Pick<ExportJobRecord, 'rowsDone' | 'perPage' | 'types'>,
  items: readonly unknown[],
  total: number,
  columns: readonly { id: string }[],
  now: Date,
  /** The words the file writes for a column's code (a status, a method); the code itself where there are none. */
  label: (columnId: string, code: string) => string = (_, code) => code,
): Pick<ExportJobRecord, 'status' | 'rowsDone' | 'rowsTotal' | 'finishedAt' | 'expiresAt' | 'types'> & { cells: ExportCell[][] } {
  const cells: ExportCell[][] = [];
  const types = [...job.types];
  for (const row of items) {
    cells.push(
      columns.map((column, index) => {
        const { value, type } = cellOf(row, column.id);
        if (type !== 'text' && value !== null && value !== '') types[index] = type;
        return type === 'text' && typeof value === 'string' ? label(column.id, value) : value;
      }),
    );
  }
  const rowsDone = job.rowsDone + items.length;
  const done = items.length < job.perPage || rowsDone >= total;
  return {
    status: done ? 'done' : 'running',
    rowsDone,
    rowsTotal: done ? rowsDone : Math.max(total, rowsDone),
    finishedAt: done ? now.toISOString() : null,
    expiresAt: done ? new Date(now.getTime() + KEEP_DAYS * DAY_MS).toISOString() : null,
    types,
    cells,
  };
}

/** A job that could not read its list: `forbidden` when the list refused the caller. */
export function failed(status: number, now: Date): Pick<ExportJobRecord, 'status' | 'failure' | 'finishedAt' | 'expiresAt'> {
  return { status: 'failed', failure: status === 401 || status === 403 ? 'forbidden' : 'failed', finishedAt: now.toISOString(), expiresAt: null };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMoney(value: unknown): value is { amount: string; currency: string } {
  return isRecord(value) && typeof value.amount === 'string' && typeof value.currency === 'string';
}

/** One cell of a list answer's row for a column id (see the module's comment). */
export function cellOf(row: unknown, id: string): { value: ExportCell; type: CellType } {
  if (!isRecord(row)) return { value: null, type: 'text' };
  let value: unknown = row[id];
  if (value === undefined && id === 'currency') value = Object.values(row).find(isMoney)?.currency;
  if (value === undefined && id.endsWith('Number')) {
    const owner = row[id.slice(0, -'Number'.length)];
    if (isRecord(owner)) value = owner.number;
  }
  if (value === undefined || value === null) return { value: null, type: 'text' };
  if (isMoney(value)) return { value: value.amount, type: 'decimal' };
  if (Array.isArray(value)) return { value: value.map((item) => (isRecord(item) ? String(item.name ?? item.number ?? item.id ?? '') : String(item))).join(', '), type: 'text' };
  if (isRecord(value)) return { value: typeof value.name === 'string' ? value.name : typeof value.number === 'string' ? value.number : null, type: 'text' };
  if (typeof value === 'string' && ISO_DAY.test(value)) return { value, type: 'date' };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { value, type: 'text' };
  return { value: null, type: 'text' };
}

/** A file name safe everywhere: the name in lower-case letters, digits and dashes, the day, the kind. */
export function jobFileName(name: string, now: Date, format: 'csv' | 'xlsx'): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'export';
  return exportFileName(base, now, format);
}

/** The jobs of one user beyond the RECENT_JOBS newest (to drop). */
export function jobsToDrop<J extends Pick<ExportJobRecord, 'createdAt' | 'id'>>(jobs: readonly J[]): J[] {
  return [...jobs].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1)).slice(RECENT_JOBS);
}

/** The collection export's columns (the invoices handed over for collection), titled in the job's language. */
const COLLECTION_HEADERS: Record<string, readonly string[]> = {
  en: ['Number', 'Customer number', 'Customer', 'Issue date', 'Due date', 'Amount', 'Outstanding', 'Currency'],
  nl: ['Nummer', 'Klantnummer', 'Klant', 'Factuurdatum', 'Vervaldatum', 'Bedrag', 'Openstaand', 'Valuta'],
  fr: ['Numéro', 'Numéro de client', 'Client', 'Date de facture', 'Échéance', 'Montant', 'Restant dû', 'Devise'],
  de: ['Nummer', 'Kundennummer', 'Kunde', 'Rechnungsdatum', 'Fälligkeitsdatum', 'Betrag', 'Offen', 'Währung'],
  it: ['Numero', 'Numero cliente', 'Cliente', 'Data fattura', 'Scadenza', 'Importo', 'Da pagare', 'Valuta'],
  es: ['Número', 'Número de cliente', 'Cliente', 'Fecha de factura', 'Vencimiento', 'Importe', 'Pendiente', 'Moneda'],
};
const COLLECTION_IDS = ['number', 'customerNumber', 'customer', 'issueDate', 'dueDate', 'amount', 'outstanding', 'currency'] as const;

export function collectionColumns(language: string): { id: string; header: string }[] {
  const headers = COLLECTION_HEADERS[language.slice(0, 2)] ?? COLLECTION_HEADERS.en!;
  return COLLECTION_IDS.map((id, index) => ({ id, header: headers[index] ?? id }));
}

export const COLLECTION_QUERY = 'status=for-collection&sort-by=due-date&sort-order=asc';
