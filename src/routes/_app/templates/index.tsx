import { CatchBoundary, createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';
import { DeferredRouteErrorView } from '@/components/DeferredErrorViews';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports on purpose: the route definition (the search schema and the loader) is in the main
// bundle, while the screens below are split into their own chunk. A barrel import would pull the
// whole feature (Headless UI, DOMPurify) into the main bundle.
import { TemplatesListPage, TemplatesListPending, type TemplatesSearchUpdate } from '@/features/templates/components/TemplatesListPage';
import { listParamsOf, templatesSearchSchema } from '@/features/templates/model/search-params';

export const Route = createFileRoute('/_app/templates/')({
  // Entering waits for the cards too (the page suspends on them; its pending view is its skeletons).
  ...listRoute({
    permission: AREAS.templates.permission,
    namespaces: ['templates'],
    read: '/administrations/{administrationId}/templates',
    search: (raw) => templatesSearchSchema.parse(raw),
    query: listParamsOf,
    waitForRows: true,
  }),
  // The skeletons only when the list takes a moment; none of the router's minimum on screen, so
  // the first cards paint as soon as they can.
  pendingMs: 100,
  pendingMinMs: 0,
  // The pending view is the page with its skeletons: split with the page, not in the main bundle.
  // The error view is not split: it must show when the page's own code is what failed to load.
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: TemplatesPendingRoute,
  errorComponent: TemplatesErrorRoute,
  component: TemplatesRoute,
});

/** Sort and search live in the URL; they replace the history entry, so typing never adds one per keystroke. */
function useTemplatesSearch() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback<TemplatesSearchUpdate>(
    (update) => void navigate({ search: (previous) => update(previous), replace: true }),
    [navigate],
  );
  return { search, onSearchChange };
}

function TemplatesRoute() {
  const { administrationId } = Route.useRouteContext();
  return <TemplatesListPage administrationId={administrationId} {...useTemplatesSearch()} />;
}

function TemplatesPendingRoute() {
  return <TemplatesListPending {...useTemplatesSearch()} />;
}

/** The page around the failure, with the page's code; loaded only when something failed. */
const TemplatesListError = lazy(() =>
  import('@/features/templates/components/TemplatesListPage').then((module) => ({ default: module.TemplatesListError })),
);

/**
 * The list's failure inside its page (title, search and sort stay). When the page's code itself
 * cannot be loaded (once the router has reloaded for it), the plain error view stands in.
 */
function TemplatesErrorRoute({ error, reset }: ErrorComponentProps) {
  const page = useTemplatesSearch();
  return (
    <CatchBoundary getResetKey={() => 0} errorComponent={() => <DeferredRouteErrorView error={error} reset={reset} />}>
      <Suspense fallback={null}>
        <TemplatesListError error={error} reset={reset} {...page} />
      </Suspense>
    </CatchBoundary>
  );
}
