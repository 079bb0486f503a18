import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import type { ExportColumn } from '@/lib/list/export';

type SectionQuery<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

/** What a report's "Download CSV" writes: its table's columns and rows. */
export type ReportCsv<Row> = { base: string; columns: readonly ExportColumn<Row>[]; rows: readonly Row[] };

type ReportSectionProps<T, Row> = {
  title: string;
  query: SectionQuery<T>;
  /** Above the report, whatever its state (the as-at date it is on). */
  controls?: ReactNode;
  /** Said when the answer has nothing to show; the report then shows no chart or table. */
  empty?: (data: T) => ReactNode | null;
  csv?: (data: T) => ReportCsv<Row>;
  children: (data: T) => ReactNode;
};

/**
 * One report of /reports, fed by its own read: its own loading, error ("Try again") and empty
 * state, as the dashboard's cards, so one slow report never holds the others; and the download of
 * its table as CSV in the user's language's format (the lists' `exportCsv`).
 */
export function ReportSection<T, Row>({ title, query, controls, empty, csv, children }: ReportSectionProps<T, Row>) {
  const { t, i18n } = useTranslation('reports');
  const headingId = useId();
  const { data } = query;
  const nothing = data !== undefined ? empty?.(data) : null;
  const download = async (data: T) => {
    const { base, columns, rows } = csv!(data);
    // The CSV writer (papaparse) and the lists' download load on the first click only.
    const [{ exportCsv, exportFileName, exportFormatFor }, { downloadBlob }] = await Promise.all([import('@/lib/list/export'), import('@/components/list/ListExport')]);
    const { blob } = await exportCsv({ columns, fetchPage: () => Promise.resolve({ items: rows, total: rows.length }), perPage: Math.max(1, rows.length), ...exportFormatFor(i18n.language) });
    downloadBlob(blob, exportFileName(base));
  };
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm print:border-0 print:p-0 print:shadow-none">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {data !== undefined && !nothing && csv && (
          <Button variant="secondary" size="sm" data-print-hidden aria-label={t('section.downloadName', { report: title })} onClick={() => void download(data)}>
            {t('section.download')}
          </Button>
        )}
      </div>
      {controls}
      {data !== undefined ? (
        nothing ? (
          <p className="text-slate-700">{nothing}</p>
        ) : (
          children(data)
        )
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-slate-700">{t('section.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('section.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2" role="status">
          <span className="sr-only">{t('section.loading')}</span>
          <div aria-hidden="true" className="h-6 w-2/3 animate-pulse rounded bg-slate-200" />
          <div aria-hidden="true" className="h-40 animate-pulse rounded bg-slate-100" />
        </div>
      )}
    </section>
  );
}
