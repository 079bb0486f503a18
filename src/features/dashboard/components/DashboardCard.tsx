import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

type CardQuery<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

type DashboardCardProps<T> = {
  title: string;
  query: CardQuery<T>;
  /** Whether the answer has nothing to show (the card then says so in `empty`). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
  className?: string;
};

/**
 * One card of the dashboard, fed by its own read: its own loading, error (with "Try again") and
 * empty state, so one slow or failed figure never holds the others.
 */
export function DashboardCard<T>({ title, query, isEmpty, empty, children, className = '' }: DashboardCardProps<T>) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const { data } = query;
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending} className={`flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {data !== undefined ? (
        isEmpty?.(data) ? (
          <p className="text-slate-700">{empty}</p>
        ) : (
          children(data)
        )
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-slate-700">{t('card.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('card.retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-2" role="status">
          <span className="sr-only">{t('card.loading')}</span>
          <div aria-hidden="true" className="h-6 w-2/3 animate-pulse rounded bg-slate-200" />
          <div aria-hidden="true" className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
        </div>
      )}
    </section>
  );
}
