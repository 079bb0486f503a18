import type { ExportJobRecord } from '../db/schemas';
import { exportLabel } from './export-labels';
import { afterPage, cellOf, failed, jobFileName, jobStatusAt, jobsToDrop, nextPage, pageQuery, RECENT_JOBS, savedQuery, stepSize } from './export-jobs';

const NOW = new Date('2026-11-20T09:00:00Z');

describe('export job rules', () => {
  it('reads a list in about four steps, one row at least and a thousand at most', () => {
    expect([0, 1, 3, 4, 10, 4000, 50_000].map(stepSize)).toEqual([1, 1, 1, 1, 3, 1000, 1000]);
    expect(nextPage({ rowsDone: 0, perPage: 3 })).toBe(1);
    expect(nextPage({ rowsDone: 6, perPage: 3 })).toBe(3);
  });

  it('keeps the saved query and replaces its paging', () => {
    expect(savedQuery('?status=overdue&page=3&per-page=10&status=disputed')).toBe('status=overdue&status=disputed');
    expect(pageQuery('status=overdue&page=3', 2, 250)).toBe('status=overdue&page=2&per-page=250');
  });

  it('advances per page, is done on a short page or at the total, and is kept seven days', () => {
    const job = { rowsDone: 0, perPage: 2, types: ['text', 'text'] as ('text' | 'decimal' | 'date')[] };
    const rows = [{ number: 'F-1', amount: { amount: '10.50', currency: 'EUR' } }, { number: 'F-2', amount: { amount: '-3', currency: 'EUR' } }];
    const first = afterPage(job, rows, 5, [{ id: 'number' }, { id: 'amount' }], NOW);
    expect(first).toMatchObject({ status: 'running', rowsDone: 2, rowsTotal: 5, finishedAt: null, expiresAt: null, types: ['text', 'decimal'] });
    expect(first.cells).toEqual([['F-1', '10.50'], ['F-2', '-3']]);
    const short = afterPage({ ...job, rowsDone: 2 }, rows.slice(0, 1), 5, [{ id: 'number' }], NOW);
    expect(short).toMatchObject({ status: 'done', rowsDone: 3, rowsTotal: 3, finishedAt: NOW.toISOString(), expiresAt: '2026-11-27T09:00:00.000Z' });
    expect(afterPage({ ...job, rowsDone: 2 }, rows, 4, [{ id: 'number' }], NOW).status).toBe('done');
  });

  it('is expired from the moment its file expires, and only when done', () => {
    const done = { status: 'done' as const, expiresAt: '2026-11-27T09:00:00.000Z' };
    expect(jobStatusAt(done, new Date('2026-11-27T08:59:59Z'))).toBe('done');
    expect(jobStatusAt(done, new Date('2026-11-27T09:00:00Z'))).toBe('expired');
    expect(jobStatusAt({ status: 'failed', expiresAt: null }, new Date('2030-01-01'))).toBe('failed');
  });

  it('fails as forbidden when the list refuses the caller, otherwise as failed', () => {
    expect(failed(403, NOW)).toMatchObject({ status: 'failed', failure: 'forbidden' });
    expect(failed(500, NOW)).toMatchObject({ status: 'failed', failure: 'failed' });
  });

  it('writes cells from the list answer: money as its amount, records by name, days as dates, lists joined', () => {
    const row = { number: 'F-1', customer: { name: 'Bakkerij Jansen', number: 'D1' }, outstanding: { amount: '8.00', currency: 'GBP' }, dueDate: '2026-10-22', tags: ['a', 'b'], daysOverdue: 12 };
    expect(cellOf(row, 'customer')).toEqual({ value: 'Bakkerij Jansen', type: 'text' });
    expect(cellOf(row, 'customerNumber')).toEqual({ value: 'D1', type: 'text' });
    expect(cellOf(row, 'currency')).toEqual({ value: 'GBP', type: 'text' });
    expect(cellOf(row, 'outstanding')).toEqual({ value: '8.00', type: 'decimal' });
    expect(cellOf(row, 'dueDate')).toEqual({ value: '2026-10-22', type: 'date' });
    expect(cellOf(row, 'tags')).toEqual({ value: 'a, b', type: 'text' });
    expect(cellOf(row, 'daysOverdue')).toEqual({ value: 12, type: 'text' });
    expect(cellOf(row, 'nothing')).toEqual({ value: null, type: 'text' });
  });

  it("writes a list's codes in the file's language, as the screen words them", () => {
    const job = { rowsDone: 0, perPage: 10, types: ['text', 'text', 'text'] as ExportJobRecord['types'] };
    const columns = [{ id: 'number' }, { id: 'status' }, { id: 'customer' }];
    const rows = [{ number: 'open', status: 'overdue', customer: { name: 'overdue' } }, { number: 'F-2', status: 'no-such-status', customer: null }];
    const dutch = afterPage(job, rows, 2, columns, new Date(), (columnId, code) => exportLabel('invoices', 'nl', columnId, code));
    // Only the status column holds a code: a number or a name that reads like one stays as it is.
    expect(dutch.cells).toEqual([['open', 'Vervallen', 'overdue'], ['F-2', 'no-such-status', null]]);
    expect(exportLabel('customers', 'fr', 'status', 'in-collection')).toBe('En recouvrement');
    expect(exportLabel('settled-payments', 'en-GB', 'method', 'direct-debit')).toBe('Direct debit');
    expect(exportLabel('settled-payments', 'de', 'matchStatus', 'partly-matched')).toBe('Teilweise zugeordnet');
    // A language the app does not speak writes English.
    expect(exportLabel('issues', 'pt', 'status', 'in-progress')).toBe(exportLabel('issues', 'en', 'status', 'in-progress'));
    expect(exportLabel('issues', 'en', 'status', 'in-progress')).not.toBe('in-progress');
  });

  it('names files safely', () => {
    expect(jobFileName('Überfällige / "Rechnungen" ../..', NOW, 'xlsx')).toBe('uberfallige-rechnungen-2026-11-20.xlsx');
    expect(jobFileName('€€€', NOW, 'csv')).toBe('export-2026-11-20.csv');
  });

  it('keeps a user’s twenty newest jobs', () => {
    const jobs = Array.from({ length: RECENT_JOBS + 2 }, (_, i) => ({ id: `j${String(i).padStart(2, '0')}`, createdAt: `2026-11-20T09:${String(i).padStart(2, '0')}:00Z` }));
    expect(jobsToDrop(jobs).map((job) => job.id)).toEqual(['j01', 'j00']);
  });
});
