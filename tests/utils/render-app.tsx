/**
 * Renders the real application — route tree, router options, query defaults, toasts — at a URL,
 * in memory, for component tests against the MSW mock backend.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createQueryClient } from '@/app/query-client';
import { loadAllAreas } from '@/app/route-areas';
import { createAppRouter, type RouterAuth } from '@/app/router';
import { ToastProvider } from '@/components/Toast';
import { type AuthActions, AuthActionsProvider, defaultAuthActions } from '@/features/auth/credentials/auth-actions';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { type RuntimeConfig, setRuntimeConfig } from '@/lib/config';

export const TEST_API_ROOT = 'http://api.test/v1.0';

export const TEST_CONFIG: RuntimeConfig = {
  apiRoot: TEST_API_ROOT,
  auth: { authority: 'http://auth.test/realms/receivables', clientId: 'receivables-web' },
  mock: 'off',
  helpBaseUrl: 'https://docs.test/help',
};

/** The app's query defaults, without retries so an error shows at once. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
}

export type RenderAppOptions = {
  /** Written to local storage as the active administration before the app starts. */
  administrationId?: string;
  config?: Partial<RuntimeConfig>;
  queryClient?: QueryClient;
  /** user-event options, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
  /** Fakes for the sign-in screens' seam (e.g. `vi.fn()`); unset actions throw "not wired". */
  authActions?: Partial<AuthActions>;
  /**
   * Whether a session exists when the app starts (default true). A credentials sign-in through
   * `authActions.completeCredentialsSignIn` starts one, as the real session does.
   */
  signedIn?: boolean;
  /** Overrides of the session as the routes see it. */
  auth?: Partial<RouterAuth>;
  /** The history of an app rendered before (`url` is then ignored): a reload keeps its entries and their state. */
  history?: ReturnType<typeof createMemoryHistory>;
};

/** A stand-in for the session: just enough state for the route guards. */
function fakeSession(signedIn: boolean, overrides: Partial<RouterAuth> = {}) {
  let active = signedIn;
  const auth: RouterAuth = {
    isAuthenticated: () => active,
    waitUntilLoaded: async () => undefined,
    ssoReturnTo: () => undefined,
    ssoError: () => null,
    signOut: async () => {
      active = false;
    },
    ...overrides,
  };
  return { auth, start: () => (active = true) };
}

export type RenderAppResult = RenderResult & {
  user: UserEvent;
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  history: ReturnType<typeof createMemoryHistory>;
};

const rendered = new Set<QueryClient>();

/**
 * Forgets what a test left behind: cached queries (and their gc timers) and local storage. Runs
 * after each test of any file that imports this helper; Testing Library unmounts the tree itself.
 */
export function cleanupApps(): void {
  rendered.forEach((queryClient) => queryClient.clear());
  rendered.clear();
  localStorage.clear();
}
if (typeof afterEach === 'function') afterEach(cleanupApps);

/**
 * The areas' routes are in the tree before a file's first test, as they were when the app imported
 * them all: the first page a test opens would otherwise load its area's route modules (compiled on
 * first use, seconds on a busy machine) inside the test's wait for a heading. Loading an area on
 * demand, and the catch-all that does it, are src/app/route-areas.test.ts's and the journeys'.
 */
if (typeof beforeAll === 'function') beforeAll(() => loadAllAreas(), 120_000);

export function renderApp(url = '/', options: RenderAppOptions = {}): RenderAppResult {
  setRuntimeConfig({ ...TEST_CONFIG, ...options.config });
  if (options.administrationId) localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, options.administrationId);

  const queryClient = options.queryClient ?? createTestQueryClient();
  rendered.add(queryClient);
  const history = options.history ?? createMemoryHistory({ initialEntries: [url] });
  const session = fakeSession(options.signedIn ?? true, options.auth);
  const router = createAppRouter(queryClient, session.auth, history);

  const user = userEvent.setup(options.userEventOptions);
  const routerElement = <RouterProvider router={router} />;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        {options.authActions ? (
          <AuthActionsProvider value={withSession(options.authActions, session.start)}>{routerElement}</AuthActionsProvider>
        ) : (
          routerElement
        )}
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient, history };
}

function withSession(fakes: Partial<AuthActions>, startSession: () => void): AuthActions {
  const actions = { ...defaultAuthActions, ...fakes };
  return {
    ...actions,
    completeCredentialsSignIn: async (tokens) => {
      await actions.completeCredentialsSignIn(tokens);
      startSession();
    },
  };
}

/** The current location of the rendered app: path and parsed search. */
export function currentLocation(router: RenderAppResult['router']) {
  const { pathname, search } = router.state.location;
  return { pathname, search: search as Record<string, unknown> };
}
