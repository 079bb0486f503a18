import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryPanel, type QueryPanelProps } from '@/components/QueryPanel';
import { Button } from '@/components/ui/Button';
import type { ExportColumn } from '@/lib/list/export';

/** What a report's "Download CSV" writes: its table's columns and rows. */
export type ReportCsv<Row> = { base: string; columns: readonly ExportColumn<Row>[]; rows: readonly Row[] };

type ReportSectionProps<T, Row> = {
  title: string;
  query: QueryPanelProps<T>['query'];
  /** Above the report, whatever its state (the as-at date it is on). */
  controls?: ReactNode;
  /** Said when the answer has nothing to show; the report then shows no chart or table. */
  empty?: (data: T) => ReactNode;
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
  const download = async (data: T) => {
    const { base, columns, rows } = csv!(data);
    // The CSV writer (papaparse) and the lists' download load on the first click only.
    const [{ exportCsv, exportFileName, exportFormatFor }, { downloadBlob }] = await Promise.all([import('@/lib/list/export'), import('@/components/list/ListExport')]);
    const { blob } = await exportCsv({ columns, fetchPage: () => Promise.resolve({ items: rows, total: rows.length }), perPage: Math.max(1, rows.length), ...exportFormatFor(i18n.language) });
    downloadBlob(blob, exportFileName(base));
  };
  return (
    <QueryPanel<T>
      title={title}
      query={query}
      failed={t('section.failed')}
      controls={controls}
      empty={empty}
      skeleton="tall"
      actions={
        csv &&
        ((data) => (
          <Button variant="secondary" size="sm" data-print-hidden aria-label={t('section.downloadName', { report: title })} onClick={() => void download(data)}>
            {t('section.download')}
          </Button>
        ))
      }
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm print:border-0 print:p-0 print:shadow-none"
    >
      {children}
    </QueryPanel>
  );
}
