import ExcelJS from 'exceljs';
import type { ExportColumn } from './export';
import { exportXlsx, XLSX_TYPE } from './export-xlsx';

type Invoice = { number: string; customer: string; due: string; amount: string; currency: string; days: number };

const columns: ExportColumn<Invoice>[] = [
  { header: 'Factuurnummer', value: (row) => row.number },
  { header: 'Klant', value: (row) => row.customer },
  { header: 'Vervaldatum', value: (row) => row.due, type: 'date' },
  { header: 'Bedrag', value: (row) => row.amount, type: 'decimal' },
  { header: 'Valuta', value: (row) => row.currency },
  { header: 'Dagen te laat', value: (row) => row.days },
];

const rows: Invoice[] = Array.from({ length: 7 }, (_, i) => ({
  number: `2026-${String(i + 1).padStart(5, '0')}`,
  customer: i === 0 ? '=HYPERLINK("http://evil")' : `Klant ${i + 1}`,
  due: '2026-10-22',
  amount: i === 1 ? '-12.50' : '8131.23',
  currency: 'EUR',
  days: i,
}));

/** Reads the file back with the library that wrote it. */
async function read(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return { sheet, values };
}

describe('Excel export', () => {
  it('writes every page as typed cells: amounts as numbers, dates as dates, text as text', async () => {
    const fetched: number[] = [];
    const { blob, rows: count } = await exportXlsx({
      columns,
      perPage: 3,
      fetchPage: async ({ page, perPage }) => {
        fetched.push(page);
        return { items: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
      },
    });
    expect(count).toBe(7);
    expect(fetched).toEqual([1, 2, 3]);
    expect(blob.type).toBe(XLSX_TYPE);
    const { sheet, values } = await read(blob);
    expect(values).toHaveLength(8);
    expect(values[0]).toEqual(['Factuurnummer', 'Klant', 'Vervaldatum', 'Bedrag', 'Valuta', 'Dagen te laat']);
    expect(values[1]).toEqual(['2026-00001', '=HYPERLINK("http://evil")', new Date(Date.UTC(2026, 9, 22)), 8131.23, 'EUR', 0]);
    expect(values[2]![3]).toBe(-12.5);
    // A text cell that looks like a formula is text, not a formula the spreadsheet would run.
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('D2').numFmt).toBe('#,##0.00');
  });

  it('an already cancelled export asks nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    let asked = 0;
    const outcome = exportXlsx({ columns, signal: controller.signal, fetchPage: async () => ((asked += 1), { items: rows, total: rows.length }) });
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toBe(0);
  });
});
