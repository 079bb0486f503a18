import { lazy, type ComponentProps, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from './PageSpinner';
import type { RouteErrorView } from './RouteErrorView';

/**
 * The error and not-found views load when a page first needs one: every first load carries the
 * router's error component, and nearly none shows it. If their code cannot load either (the
 * network is gone), a plain message with a reload stands in.
 */
function PlainFailure() {
  const { t } = useTranslation();
  return (
    <section className="state-panel" aria-live="polite">
      <h1 className="text-xl font-semibold">{t('errors.serverTitle')}</h1>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('errors.tryAgain')}
      </button>
    </section>
  );
}

const LazyRouteErrorView = lazy(() =>
  import('./RouteErrorView').then(
    (module) => ({ default: module.RouteErrorView }),
    () => ({ default: PlainFailure }),
  ),
);

const LazyNotFoundPage = lazy(() =>
  import('./ErrorPage').then(
    (module) => ({ default: () => <module.ErrorPage variant="404" headingLevel={1} /> }),
    () => ({ default: PlainFailure }),
  ),
);

export function DeferredRouteErrorView(props: ComponentProps<typeof RouteErrorView>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyRouteErrorView {...props} />
    </Suspense>
  );
}

/** The 404 page of an unknown address (SPEC §2: "Not Found"). */
export function DeferredNotFoundPage() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LazyNotFoundPage />
    </Suspense>
  );
}
