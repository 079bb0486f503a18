import type { ReactNode } from 'react';
import { ContractError } from '@/api/errors';
import { ErrorPage } from './ErrorPage';
import { ForbiddenPanel } from './ForbiddenPanel';
import { RouteErrorView, routeErrorKind } from './RouteErrorView';

type QueryErrorViewProps = {
  error: unknown;
  /** "Try again": asks for the failed query again. */
  onRetry: () => void;
  /** The record's own not-found view; the generic 404 page otherwise. */
  notFound?: ReactNode;
};

/**
 * A query that failed inside a screen that stays (a list, a panel, a page that keeps its title):
 * the route's views (routeErrorKind), under the screen's title, except that "Try again" asks for
 * this query again and a refusal offers no way out of the page. A module of its own, so the first
 * load carries only the route's view.
 */
export function QueryErrorView({ error, onRetry, notFound }: QueryErrorViewProps) {
  switch (routeErrorKind(error)) {
    case 'forbidden':
      return <ForbiddenPanel headingLevel={2} showDashboardLink={false} />;
    case 'contract':
    case 'failed':
      return <ErrorPage variant="500" error={error} onRetry={onRetry} headingLevel={2} contract={error instanceof ContractError} />;
    default:
      return <RouteErrorView error={error} reset={onRetry} headingLevel={2} notFound={notFound} />;
  }
}
