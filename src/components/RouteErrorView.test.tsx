import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, ContractError, NetworkError } from '@/api/errors';
import { AdministrationChangedError, ForbiddenRouteError, NoAdministrationError } from '@/api/route-access';
import { RouteErrorView, routeErrorKind } from './RouteErrorView';

describe('routeErrorKind', () => {
  it.each([
    [new ApiError(401, 'listTemplates'), 'sessionEnded'],
    [new ApiError(403, 'listTemplates'), 'forbidden'],
    [new ForbiddenRouteError(['Manage_Tasks']), 'forbidden'],
    [new ApiError(404, 'getTemplate'), 'notFound'],
    [new ContractError('listTemplates', ['items.0.id: Expected string']), 'contract'],
    [new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/templates-1.js'), 'codeNotLoaded'],
    [new TypeError('Importing a module script failed.'), 'codeNotLoaded'],
    [new NoAdministrationError(), 'noAdministration'],
    [new AdministrationChangedError('adm-gb-002', 'adm-nl-001'), 'administrationChanged'],
    [new ApiError(500, 'listTemplates'), 'failed'],
    [new ApiError(409, 'createTemplate'), 'failed'],
    [new NetworkError('listTemplates', new TypeError('Failed to fetch')), 'failed'],
    [new TypeError('undefined is not a function'), 'failed'],
    ['a string', 'failed'],
  ] as const)('%s → %s', (error, kind) => {
    expect(routeErrorKind(error)).toBe(kind);
  });
});

/**
 * A page whose loader fails with `error` the first `failures` times, under the router's error
 * component as the app sets it (`defaultErrorComponent`), at /page?tab=2.
 */
function renderFailingPage(error: unknown, failures = 1) {
  const signOut = vi.fn(async () => undefined);
  const loader = vi.fn(async () => {
    if (loader.mock.calls.length <= failures) throw error;
    return 'loaded';
  });
  const root = createRootRouteWithContext<{ auth: { signOut: () => Promise<void> } }>()({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: 'page', loader, component: () => <h1>The page</h1> });
  const login = createRoute({ getParentRoute: () => root, path: 'login', component: () => <h1>Sign in</h1> });
  const router = createRouter({
    routeTree: root.addChildren([page, login]),
    history: createMemoryHistory({ initialEntries: ['/page?tab=2'] }),
    context: { auth: { signOut } },
    defaultErrorComponent: RouteErrorView,
  });
  render(<RouterProvider router={router} />);
  return { router, loader, signOut, user: userEvent.setup() };
}

describe('RouteErrorView', () => {
  it('403 and a refused route: the forbidden page, as the page title', async () => {
    renderFailingPage(new ForbiddenRouteError(['Manage_Configuration']));
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('404: the not-found page', async () => {
    renderFailingPage(new ApiError(404, 'getTemplate'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, page not found.' })).toBeInTheDocument();
  });

  it('any other failure: the 500 page; try again loads the page again', async () => {
    const { user, loader } = renderFailingPage(new ApiError(500, 'listTemplates'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded. Nothing you saved is lost.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('an answer outside the contract: the error state says so, with the message behind its toggle', async () => {
    const { user } = renderFailingPage(new ContractError('listTemplates', ['items.0.id: Expected string, received number']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
    expect(screen.getByText(/did not have the form this version of the app expects/)).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded. Nothing you saved is lost.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show error message' }));
    expect(screen.getByText(/listTemplates answered outside the contract: items\.0\.id/)).toBeVisible();
  });

  it('code that could not be loaded again after the reload it caused: the 500 page', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/templates-1.js');
    sessionStorage.setItem(`tanstack_router_reload:${failure.message}`, '1');
    renderFailingPage(failure);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('401: signs out and asks to sign in again, coming back to the page afterwards', async () => {
    const { router, signOut } = renderFailingPage(new ApiError(401, 'listTemplates'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    // Not the user's choice: what they typed stays kept for their next sign-in.
    expect(signOut).toHaveBeenCalledWith({ sessionEnded: true });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/page?tab=2' });
  });

  it('no administration: says the account belongs to none', async () => {
    renderFailingPage(new NoAdministrationError());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account does not belong to any administration yet.' })).toBeInTheDocument();
  });

  it('another administration became active: the page loads again, once', async () => {
    const { loader } = renderFailingPage(new AdministrationChangedError('adm-gb-002', 'adm-nl-001'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('acts once per failure: the view mounting again for the same one (as the router remounts it) does not reload again', async () => {
    const { loader } = renderFailingPage(new AdministrationChangedError('adm-gb-002', 'adm-nl-001'), Infinity);
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
