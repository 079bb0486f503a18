import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { ErrorPage } from '@/components/ErrorPage';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <main className="p-6">
      <ErrorPage variant="404" headingLevel={1} />
    </main>
  ),
});
