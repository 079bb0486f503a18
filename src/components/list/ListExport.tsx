import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { LazyDialog } from '@/components/ui/LazyDialog';
import { formatNumber } from '@/lib/format';
import { type ExportColumn, exportCsv, exportFileName, exportFormatFor, type ExportProgress, isAbortError } from '@/lib/list/export';
import { type ExportView, SaveExportDefinition } from './SaveExportDefinition';
import type { ListExportSource } from './types';

/** Saves a file the browser's way: an object URL on a link with `download`, released after the click. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type ListExportProps<Row> = {
  source: ListExportSource<Row>;
  columns: readonly ExportColumn<Row>[];
  /** The list's name (its page title): the Excel file's sheet. */
  label: string;
  /** Rows matching the filter now (the dialog says how many will be exported). */
  total: number;
  /** How the file is handed to the user; tests replace it. */
  download?: (blob: Blob, fileName: string) => void;
  /** The list's current view, for "Save as export definition" (lists an export definition can read). */
  view?: ExportView;
};

type State =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress }
  | { status: 'done'; rows: number; fileName: string }
  | { status: 'cancelled' }
  | { status: 'failed' };

type ExportKind = 'csv' | 'xlsx';

/**
 * "Export CSV" and "Export Excel": every row the filter matches, fetched page by page while a
 * progress bar fills, cancellable at any time (the request in flight is aborted too). The file
 * downloads when done. The CSV is separated and its amounts marked as Excel in the user's
 * language reads them (`;` and `8131,23` in Dutch); the Excel file's library loads only when a
 * user asks for one.
 */
export function ListExport<Row>({ source, columns, label, total, download = downloadBlob, view }: ListExportProps<Row>) {
  const { t, i18n } = useTranslation('list');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [state, setState] = useState<State>({ status: 'idle' });
  const [kind, setKind] = useState<ExportKind>('csv');
  const [open, setOpen] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const number = (value: number) => formatNumber(value, language);

  // Leaving the page cancels an export in progress.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (as: ExportKind) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setKind(as);
    setOpen(true);
    setState({ status: 'running', progress: { fetched: 0, total } });
    try {
      const options = {
        columns,
        fetchPage: source.fetchPage,
        signal: abort.signal,
        onProgress: (progress: ExportProgress) => {
          if (!abort.signal.aborted) setState({ status: 'running', progress });
        },
      };
      const { blob, rows } =
        as === 'xlsx'
          ? await import('@/lib/list/export-xlsx').then(({ exportXlsx }) => exportXlsx({ ...options, sheetName: label }))
          : await exportCsv({ ...options, ...exportFormatFor(language) });
      const fileName = exportFileName(source.fileName, new Date(), as);
      download(blob, fileName);
      setState({ status: 'done', rows, fileName });
    } catch (error) {
      if (isAbortError(error) || abort.signal.aborted) {
        setState({ status: 'cancelled' });
        return;
      }
      console.error('The export failed', error);
      setState({ status: 'failed' });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };
  const cancel = () => controller.current?.abort();
  const close = () => {
    cancel();
    setOpen(false);
  };

  const running = state.status === 'running';
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void start('csv')} disabled={running || total === 0}>
        {t('export.button')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => void start('xlsx')} disabled={running || total === 0}>
        {t('export.buttonXlsx')}
      </Button>
      {view && <SaveExportDefinition view={view} />}
      <p role="status" className="sr-only">
        {!open && state.status === 'cancelled' ? t('export.cancelled') : ''}
      </p>
      {/* Loaded on the first export: Headless UI's dialog stays out of the list's first chunk. */}
      <LazyDialog
        open={open}
        onClose={close}
        title={kind === 'xlsx' ? t('export.titleXlsx') : t('export.title')}
        description={t('export.description', { count: total, formatted: number(total) })}
        hideCloseButton={running}
        actions={
          running ? (
            <Button variant="secondary" onClick={cancel}>
              {t('export.cancel')}
            </Button>
          ) : (
            <>
              {(state.status === 'failed' || state.status === 'cancelled') && (
                <Button variant="secondary" onClick={() => void start(kind)}>
                  {t('export.retry')}
                </Button>
              )}
              <Button onClick={close}>{t('export.close')}</Button>
            </>
          )
        }
      >
        {state.status === 'running' && <ExportProgressBar progress={state.progress} format={number} />}
        {state.status === 'done' && (
          <p role="status" className="text-sm text-slate-800">
            {t('export.done', { count: state.rows, formatted: number(state.rows), file: state.fileName })}
          </p>
        )}
        {state.status === 'cancelled' && (
          <p role="status" className="text-sm text-slate-800">
            {t('export.cancelled')}
          </p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            {t('export.failed')}
          </p>
        )}
      </LazyDialog>
    </>
  );
}

function ExportProgressBar({ progress, format }: { progress: ExportProgress; format: (value: number) => string }) {
  const { t } = useTranslation('list');
  const percent = progress.total > 0 ? Math.round((progress.fetched / progress.total) * 100) : 0;
  const text = t('export.progress', { fetched: format(progress.fetched), total: format(progress.total) });
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={t('export.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.fetched}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">{text}</p>
    </div>
  );
}
