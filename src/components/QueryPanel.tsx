import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { Button } from '@/components/ui/Button';

type PanelQuery<T> = { data: T | undefined; isPending: boolean; isError: boolean; error?: unknown; refetch: () => unknown };

export type QueryPanelProps<T> = {
  /** The heading's content: words, or a link to what the panel summarises. */
  title: ReactNode;
  /** The heading's level: 2 for a page's panels (the dashboard, the reports), 3 inside a record's section. */
  headingLevel?: 2 | 3;
  query: PanelQuery<T>;
  /** What could not be loaded, in the screen's words ("This card could not be loaded."). */
  failed: string;
  /** Said while the read is on its way, in the screen's words; "Loading…" by default. */
  loading?: string;
  /** Said instead of the error when the server refuses the read (403); without it a refusal is a failure. */
  forbidden?: string;
  /** Beside the title once the answer is there (a download). */
  actions?: (data: T) => ReactNode;
  /** Above the content, whatever its state (the date a report is on). */
  controls?: ReactNode;
  /** Said when the answer has nothing to show; null or undefined when it has. */
  empty?: (data: T) => ReactNode;
  /** The skeleton's height while loading: a figure (`short`) or a chart (`tall`). */
  skeleton?: 'short' | 'tall';
  className?: string;
  children: (data: T) => ReactNode;
};

/**
 * A titled panel fed by its own read, with its own loading, error ("Try again"), refused and empty
 * states: the dashboard's cards, the reports, a record's credit report. One slow or failed read
 * never holds the panels beside it.
 */
export function QueryPanel<T>({ title, headingLevel = 2, query, failed, loading, forbidden, actions, controls, empty, skeleton = 'short', className = '', children }: QueryPanelProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { data } = query;
  const nothing = data !== undefined ? empty?.(data) : undefined;
  const refused = forbidden !== undefined && query.error instanceof ApiError && query.error.status === 403;
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending} className={`flex flex-col gap-3 ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </Heading>
        {data !== undefined && nothing == null && actions?.(data)}
      </div>
      {controls}
      {data !== undefined ? (
        nothing != null ? (
          <p className="text-slate-700">{nothing}</p>
        ) : (
          children(data)
        )
      ) : refused ? (
        <p className="text-slate-700">{forbidden}</p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-slate-700">{failed}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('errors.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2" role="status">
          <span className="sr-only">{loading ?? t('common.loading')}</span>
          <div aria-hidden="true" className="h-6 w-2/3 animate-pulse rounded bg-slate-200" />
          <div aria-hidden="true" className={`${skeleton === 'tall' ? 'h-40' : 'h-4 w-1/2'} animate-pulse rounded bg-slate-100`} />
        </div>
      )}
    </section>
  );
}
