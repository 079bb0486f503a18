import { lazy, Suspense } from 'react';
import type { BarChartProps } from './BarChart';

const BarChart = lazy(() => import('./BarChart'));

/** The bar chart, its library loaded on first use; a quiet placeholder of its height meanwhile. */
export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-48 animate-pulse rounded bg-slate-100" />}>
      <BarChart {...props} />
    </Suspense>
  );
}
