import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportJob } from '@/api/generated/model';
import { SAVE_DEFINITION_PERMISSION, viewQuery } from '@/components/list/SaveExportDefinition';
import { AREAS } from '@/navigation/areas';
import { ExportJobsTable } from './ExportJobs';

const base: ExportJob = {
  id: 'expjob-1',
  kind: 'definition',
  definitionId: 'expdef-nl-0001',
  name: 'Overdue invoices',
  list: 'invoices',
  format: 'csv',
  status: 'running',
  rowsDone: 30,
  rowsTotal: 120,
  fileName: 'overdue-invoices-2026-11-20.csv',
  createdAt: '2026-11-20T09:00:00Z',
  finishedAt: null,
  expiresAt: null,
};

const job = (patch: Partial<ExportJob>): ExportJob => ({ ...base, ...patch });

function renderTable(jobs: ExportJob[]) {
  const onDownload = vi.fn(() => Promise.resolve());
  const onRerun = vi.fn(() => Promise.resolve());
  render(<ExportJobsTable jobs={jobs} onDownload={onDownload} onRerun={onRerun} />);
  return { onDownload, onRerun, user: userEvent.setup() };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('ExportJobsTable', () => {
  it('shows a running job as a progress bar of its rows, and nothing to download yet', () => {
    renderTable([job({})]);
    const bar = screen.getByRole('progressbar', { name: 'Progress of Overdue invoices' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuemax', '120');
    expect(bar).toHaveAttribute('aria-valuetext', '30 of 120 rows');
    expect(within(rowOf('Overdue invoices')).getByText('Running')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('offers a done job’s file until it expires, and runs any finished job again', async () => {
    const done = job({ status: 'done', rowsDone: 120, finishedAt: '2026-11-20T09:00:04Z', expiresAt: '2026-11-27T09:00:04Z' });
    const { onDownload, onRerun, user } = renderTable([done]);
    expect(screen.getByText(/^Kept until .*2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download overdue-invoices-2026-11-20.csv' }));
    expect(onDownload).toHaveBeenCalledWith(done);
    await user.click(screen.getByRole('button', { name: 'Run Overdue invoices again' }));
    expect(onRerun).toHaveBeenCalledWith(done);
  });

  it('says why a job failed and that an expired file is gone, and names the collection export in words', () => {
    renderTable([
      job({ id: 'a', name: 'Refused', status: 'failed', failure: 'forbidden', finishedAt: '2026-11-20T09:00:01Z' }),
      job({ id: 'b', name: 'Old', status: 'expired', expiresAt: '2026-11-19T09:00:00Z' }),
      job({ id: 'c', kind: 'collection', definitionId: null, name: 'collection-export', status: 'queued', rowsDone: 0 }),
    ]);
    expect(within(rowOf('Refused')).getByText('You may not read this list.')).toBeInTheDocument();
    expect(within(rowOf('Refused')).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf('Old')).getByText('The file is no longer kept: run the export again.')).toBeInTheDocument();
    expect(within(rowOf('Old')).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(within(rowOf('Collection export')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('says when there is nothing yet', () => {
    renderTable([]);
    expect(screen.getByText('No exports have run yet.')).toBeInTheDocument();
  });
});

describe('Save as export definition', () => {
  it('is offered to those who may open /exports, where definitions run', () => {
    expect(SAVE_DEFINITION_PERMISSION).toBe(AREAS.exports.permission);
  });

  it('writes the view as the list call’s query, lists repeated and paging left out', () => {
    expect(viewQuery({ status: ['overdue', 'disputed'], page: 2, 'per-page': 25, 'search-value': undefined, 'sort-by': 'due-date', 'amount-min': '' })).toBe(
      'status=overdue&status=disputed&sort-by=due-date',
    );
  });
});
