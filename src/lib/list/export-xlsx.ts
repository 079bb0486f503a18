/**
 * Excel (.xlsx) export of everything a list's filter matches, with ExcelJS: loaded only when a
 * user asks for an Excel file (ListExport imports this module on demand), never in a first load.
 * Pages are fetched as for the CSV (`forEachPage`); cells are typed, so Excel in any language
 * shows them its way: amounts are numbers (format `#,##0.00`, grouped and marked as the user's
 * Excel does), days are dates (Excel's short-date format, the user's order), text stays text (a
 * text cell is never run as a formula, so it needs no escaping as in a CSV).
 */
import ExcelJS from 'exceljs';
import { type ExportCell, type ExportColumn, type ExportOptions, type ExportResult, forEachPage } from './export';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Built-in format 14: the short date of the reader's Excel (22-10-2026 in Dutch, 10/22/2026 in American English). */
const DATE_FORMAT = 'mm-dd-yy';
/** Built-in format 4: two decimals, grouped, in the reader's own marks. */
const DECIMAL_FORMAT = '#,##0.00';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function typed(value: ExportCell, type: ExportColumn<unknown>['type']): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'decimal') {
    const number = Number(value);
    return Number.isFinite(number) ? number : String(value);
  }
  if (type === 'date' && typeof value === 'string' && ISO_DAY.test(value)) return new Date(`${value}T00:00:00Z`);
  return value;
}

/** Fetches every page and builds one worksheet: the header row (bold, frozen), then a row per record. */
export async function exportXlsx<Row>(options: Omit<ExportOptions<Row>, 'delimiter' | 'decimalMark'> & { sheetName?: string }): Promise<ExportResult> {
  const { columns } = options;
  if (options.signal?.aborted) throw new DOMException('The export was cancelled', 'AbortError');
  const workbook = new ExcelJS.Workbook();
  // Excel refuses a sheet name longer than 31 characters or with any of : \ / ? * [ ].
  const sheet = workbook.addWorksheet((options.sheetName ?? 'Export').replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Export', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.min(Math.max(column.header.length + 2, column.type === 'date' ? 12 : 10), 40),
    style: column.type === 'decimal' ? { numFmt: DECIMAL_FORMAT } : column.type === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const rows = await forEachPage(options, (items) => {
    sheet.addRows(items.map((row) => columns.map((column) => typed(column.value(row), column.type))));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return { blob: new Blob([buffer], { type: XLSX_TYPE }), rows };
}
