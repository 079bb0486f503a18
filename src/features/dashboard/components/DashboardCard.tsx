import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryPanel, type QueryPanelProps } from '@/components/QueryPanel';

type DashboardCardProps<T> = Pick<QueryPanelProps<T>, 'title' | 'query' | 'children' | 'className'> & {
  /** Whether the answer has nothing to show (the card then says so in `empty`). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
};

/** One card of the dashboard: a panel fed by its own read, so one slow or failed figure never holds the others. */
export function DashboardCard<T>({ isEmpty, empty, className = '', ...panel }: DashboardCardProps<T>) {
  const { t } = useTranslation('dashboard');
  return (
    <QueryPanel
      {...panel}
      failed={t('card.failed')}
      empty={(data) => (isEmpty?.(data) ? empty : undefined)}
      className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`}
    />
  );
}
