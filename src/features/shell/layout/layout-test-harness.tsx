/**
 * Renders the app layout in a small route tree of its own (for tests only), so the frame is tested
 * against routes with known permissions whatever the real area routes look like. The frame route
 * puts the access in the context and the pages are guarded as the app's are (`guard()`, the
 * router's error view). The API answers come from the MSW mock backend, as in the app.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, TEST_CONFIG } from '@tests/utils/render-app';
import { getListTemplatesSuspenseQueryOptions } from '@/api/generated/endpoints/templates/templates';
import { resolveRouteAccess } from '@/api/route-access';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';
import { RouteErrorView } from '@/components/RouteErrorView';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import type { Permission } from '@/lib/permissions';
import { guard } from '@/navigation/route-guard';
import { AppLayout } from '../AppLayout';

type HarnessOptions = {
  administrationId: string;
  /** A seeded user's access token (SEED_TOKENS); without one the mock backend answers as Anna. */
  accessToken?: string;
  /** Delay of the slow page's loader. */
  slowLoaderMs?: number;
};

const clients = new Set<ReturnType<typeof createTestQueryClient>>();
/** Forgets the cached answers (and their timers) of every layout a test rendered. */
export function cleanupLayouts(): void {
  clients.forEach((client) => client.clear());
  clients.clear();
}

function page(title: string) {
  return function Page() {
    return <h1>{title}</h1>;
  };
}

export function renderLayout(url: string, { administrationId, accessToken, slowLoaderMs = 400 }: HarnessOptions) {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, administrationId);
  if (accessToken) localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);

  const onSignOut = vi.fn(async () => undefined);
  const onOpenCookiePreferences = vi.fn();
  const queryClient = createTestQueryClient();
  clients.add(queryClient);
  const root = createRootRoute({ component: Outlet });
  const frame = createRoute({
    getParentRoute: () => root,
    id: 'frame',
    beforeLoad: async () => ({ access: await resolveRouteAccess(queryClient) }),
    component: () => <AppLayout onSignOut={onSignOut} onOpenCookiePreferences={onOpenCookiePreferences} />,
  });
  const leaf = (path: string, title: string, permission: Permission | null = null) =>
    createRoute({ getParentRoute: () => frame, path, ...guard(permission), component: page(title) });
  const customers = createRoute({ getParentRoute: () => frame, path: 'customers', ...guard('Manage_Customers') });
  const arrangements = createRoute({ getParentRoute: () => frame, path: 'arrangements', ...guard('Manage_Arrangements') });
  const routeTree = root.addChildren([
    frame.addChildren([
      leaf('dashboard', 'Dashboard page', 'Manage_Home'),
      leaf('templates', 'Templates page', null),
      // A guarded page with data of its own (the templates list stands in for any): its loader asks the API.
      createRoute({
        getParentRoute: () => frame,
        path: 'journeys',
        ...guard('Manage_Configuration'),
        loader: ({ context: { administrationId } }) => queryClient.ensureQueryData(getListTemplatesSuspenseQueryOptions(administrationId)),
        component: page('Journeys page'),
      }),
      leaf('account', 'Account page'),
      customers.addChildren([
        createRoute({ getParentRoute: () => customers, path: '/', ...guard(null), component: page('Customers page') }),
        createRoute({ getParentRoute: () => customers, path: '$customerId', ...guard(null), component: page('Customer page') }),
      ]),
      arrangements.addChildren([
        createRoute({
          getParentRoute: () => arrangements,
          path: '$arrangementId/tasks',
          ...guard('Manage_Tasks'),
          component: page('Arrangement tasks page'),
        }),
      ]),
      createRoute({
        getParentRoute: () => frame,
        path: 'administrations/$administrationId/settings/$page',
        ...guard('Manage_Administrations_Settings'),
        component: page('Administration settings page'),
      }),
      createRoute({
        getParentRoute: () => frame,
        path: 'slow',
        ...guard(null),
        loader: () => new Promise((resolve) => setTimeout(resolve, slowLoaderMs)),
        component: page('Slow page'),
      }),
    ]),
    createRoute({ getParentRoute: () => root, path: 'login', component: page('Sign in page') }),
  ]);
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree, history, defaultPendingMs: 2000, defaultErrorComponent: RouteErrorView });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as unknown as AnyRouter} />
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient, onSignOut, onOpenCookiePreferences };
}
