import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetchBlob } from '@/api/client';
import { getExportJob, getGetExportJobFileUrl, getListExportJobsQueryKey, rerunExportJob, useListExportJobs } from '@/api/generated/endpoints/exports/exports';
import type { ExportJob, ExportJobList } from '@/api/generated/model';
import { QueryErrorView } from '@/components/QueryErrorView';
import { downloadBlob } from '@/components/list/ListExport';
import { Button } from '@/components/ui/Button';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';

/** How often a running job is asked for its progress (each ask moves it on by one step). */
export const POLL_MS = 400;

const TONE: Record<ExportJob['status'], StatusTone> = { queued: 'neutral', running: 'info', done: 'success', failed: 'danger', expired: 'paused' };

export const isActive = (job: ExportJob) => job.status === 'queued' || job.status === 'running';

type TableProps = {
  jobs: readonly ExportJob[];
  onDownload: (job: ExportJob) => Promise<void>;
  onRerun: (job: ExportJob) => Promise<void>;
};

/** The user's recent export jobs: progress while running, then the file's download; failed and expired ones can run again. */
export function ExportJobsTable({ jobs, onDownload, onRerun }: TableProps) {
  const { t, i18n } = useTranslation('exports');
  const language = i18n.language;
  if (jobs.length === 0) return <p className="text-sm text-slate-700">{t('jobs.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('jobs.caption')}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{t('jobs.name')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('jobs.started')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('jobs.statusHeader')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('jobs.file')}</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const name = jobName(job, t);
            return (
              <tr key={job.id} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">{name}</th>
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={job.createdAt}>{formatDateTime(job.createdAt, language)}</time>
                </td>
                <td className="py-2 pr-3">
                  <StatusBadge tone={TONE[job.status]}>{t(`jobs.status.${job.status}`)}</StatusBadge>
                </td>
                <td className="py-2 pr-3">
                  <JobFile job={job} name={name} language={language} onDownload={onDownload} onRerun={onRerun} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function jobName(job: ExportJob, t: ReturnType<typeof useTranslation<'exports'>>['t']): string {
  return job.kind === 'collection' ? t('collection.name') : job.name;
}

function JobFile({ job, name, language, onDownload, onRerun }: { job: ExportJob; name: string; language: string } & Omit<TableProps, 'jobs'>) {
  const { t } = useTranslation('exports');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const act = async (action: (job: ExportJob) => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action(job);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const rerun = (
    <Button variant="secondary" size="sm" disabled={busy} aria-label={t('jobs.rerunLabel', { name })} onClick={() => void act(onRerun)}>
      {t('jobs.rerun')}
    </Button>
  );
  if (isActive(job)) {
    const done = formatNumber(job.rowsDone, language);
    const total = formatNumber(job.rowsTotal, language);
    const percent = job.rowsTotal > 0 ? Math.round((job.rowsDone / job.rowsTotal) * 100) : 0;
    return (
      <div className="flex min-w-40 flex-col gap-1">
        <div
          role="progressbar"
          aria-label={t('jobs.progressLabel', { name })}
          aria-valuemin={0}
          aria-valuemax={job.rowsTotal}
          aria-valuenow={job.rowsDone}
          aria-valuetext={t('jobs.progress', { done, total })}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <span className="text-xs text-slate-700">{t('jobs.progress', { done, total })}</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      {job.status === 'done' && (
        <>
          <Button variant="primary" size="sm" disabled={busy} onClick={() => void act(onDownload)}>
            {t('jobs.download', { file: job.fileName })}
          </Button>
          {job.expiresAt && <span className="text-xs text-slate-700">{t('jobs.keptUntil', { date: formatDate(job.expiresAt, language) })}</span>}
        </>
      )}
      {job.status === 'failed' && <p className="text-sm text-red-900">{t(`jobs.failure.${job.failure ?? 'failed'}`)}</p>}
      {job.status === 'expired' && <p className="text-sm text-slate-700">{t('jobs.expired')}</p>}
      {rerun}
      {failed && (
        <p role="alert" className="text-sm text-red-900">
          {t('jobs.downloadFailed')}
        </p>
      )}
    </div>
  );
}

/** Asks a running job for its progress until it ends, writing each answer into the list of jobs. */
function JobPoller({ administrationId, jobId }: { administrationId: string; jobId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const job = await getExportJob(administrationId, jobId);
        if (stopped) return;
        queryClient.setQueryData<ExportJobList>(getListExportJobsQueryKey(administrationId), (list) =>
          list ? { ...list, items: list.items.map((item) => (item.id === job.id ? job : item)) } : list,
        );
        if (isActive(job)) timer = setTimeout(() => void tick(), POLL_MS);
      } catch {
        if (!stopped) timer = setTimeout(() => void tick(), POLL_MS * 5);
      }
    };
    timer = setTimeout(() => void tick(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [administrationId, jobId, queryClient]);
  return null;
}

/** A new job goes to the top of the list at once (its poller then takes it on). */
export function addJob(queryClient: ReturnType<typeof useQueryClient>, administrationId: string, job: ExportJob): void {
  queryClient.setQueryData<ExportJobList>(getListExportJobsQueryKey(administrationId), (list) => ({ items: [job, ...(list?.items ?? []).filter((item) => item.id !== job.id)] }));
}

/** The recent jobs of /exports, each running one polled until it ends. */
export function RecentExportJobs({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('exports');
  const queryClient = useQueryClient();
  const jobs = useListExportJobs(administrationId);
  const items = jobs.data?.items ?? [];

  const download = async (job: ExportJob) => {
    const blob = await apiFetchBlob(getGetExportJobFileUrl(administrationId, job.id), undefined, job.format === 'xlsx' ? 'application/' : 'text/csv');
    downloadBlob(blob, job.fileName);
  };
  const rerun = async (job: ExportJob) => {
    const next = await rerunExportJob(administrationId, job.id, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
    addJob(queryClient, administrationId, next);
  };

  return (
    <section aria-labelledby="export-jobs-title" className="flex flex-col gap-3">
      <h2 id="export-jobs-title" className="text-lg font-semibold text-slate-900">
        {t('jobs.title')}
      </h2>
      {jobs.isError ? (
        <QueryErrorView error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.isPending ? null : (
        <ExportJobsTable jobs={items} onDownload={download} onRerun={rerun} />
      )}
      {items.filter(isActive).map((job) => (
        <JobPoller key={job.id} administrationId={administrationId} jobId={job.id} />
      ))}
    </section>
  );
}
