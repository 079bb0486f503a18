import { holdRequests } from '@tests/utils/mock-api';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMockServer, injectFault, resetMockDb, SEED_IDS, SEED_TOKENS } from '@mocks/node';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { NAMESPACES } from '@/lib/i18n';
import { draftStorageKey } from '@/lib/kept-drafts';
import { cleanupLayouts, renderLayout } from './layout/layout-test-harness';
import { PROGRESS_DELAY_MS } from './layout/RouteProgressBar';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl; // Anna: every permission
const GB = SEED_IDS.administrations.gb; // Anna: all but Manage_Configuration

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanupLayouts();
  localStorage.clear();
  mock.server.events.removeAllListeners();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

/** The fixed sidebar (jsdom applies no media queries, so it is always in the tree). */
const sidebar = (name = 'Main navigation') => screen.getAllByRole('navigation', { name })[0]!;
const navLinkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent?.trim());

async function pageReady(title: string) {
  return screen.findByRole('heading', { level: 1, name: title });
}

/**
 * The top bar's controls and the progress bar load once the page has loaded (deferred-controls.tsx):
 * once the real language menu has replaced its placeholder, they are all there, and the bar
 * watches navigations too. A test that uses a control waits for it, as a user who clicked at the
 * moment of the swap would click again; a click on a placeholder is deferred-controls.test.tsx's.
 */
async function controlsLoaded() {
  await waitFor(() => expect(screen.getByRole('button', { name: /^Language/ })).toHaveAttribute('aria-expanded', 'false'));
}

/** Moves the fake clock on a millisecond at a time until `done()`; fails if that takes longer than `limitMs`. */
async function advanceFakeClockUntil(done: () => boolean, limitMs: number): Promise<void> {
  for (let elapsed = 0; !done(); elapsed += 1) {
    if (elapsed >= limitMs) throw new Error(`Not done within ${limitMs} ms on the fake clock`);
    await act(() => vi.advanceTimersByTimeAsync(1));
  }
}

describe('sidebar navigation', () => {
  it('lists every area, grouped, for a user holding every permission', async () => {
    renderLayout('/dashboard', { administrationId: NL });
    await pageReady('Dashboard page');
    const nav = sidebar();
    await waitFor(() => expect(nav).not.toHaveAttribute('aria-busy'));
    for (const group of ['Overview', 'Receivables', 'Payments', 'Communication', 'Configuration']) {
      expect(within(nav).getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    const receivables = within(nav).getByRole('list', { name: 'Receivables' });
    expect(within(receivables).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers');
    expect(within(nav).getByRole('link', { name: 'Journeys' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Administration settings' })).toHaveAttribute(
      'href',
      `/administrations/${NL}/settings/overview`,
    );
    // The account lives in the user menu, not the sidebar.
    expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('hides the areas the user has no permission for', async () => {
    // Sanne: tasks, calls, messages, invoices, mailbox — no customers, configuration, issues or settings.
    renderLayout('/dashboard', { administrationId: NL, accessToken: SEED_TOKENS.sanne.access });
    await pageReady('Dashboard page');
    const nav = sidebar();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Invoices' })).toBeInTheDocument());
    const names = navLinkNames(nav);
    expect(names).toEqual(expect.arrayContaining(['Dashboard', 'Tasks', 'Invoices', 'Calls', 'Mailbox', 'Templates']));
    for (const hidden of ['Customers', 'Super debtors', 'Issues', 'Arrangements', 'For collection', 'Journeys', 'Exports', 'Settings', 'Administration settings']) {
      expect(names).not.toContain(hidden);
    }
  });

  it('shows only what everyone may open until the permissions arrive: no forbidden item flickers', async () => {
    const release = holdRequests(mock, 'GET', (url) => new URL(url).pathname.endsWith('/profile'));
    renderLayout('/templates', { administrationId: NL, accessToken: SEED_TOKENS.sanne.access });
    const nav = await waitFor(() => sidebar());
    expect(nav).toHaveAttribute('aria-busy', 'true');
    expect(navLinkNames(nav)).toEqual(expect.arrayContaining(['Dashboard', 'Templates']));
    expect(within(nav).queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Journeys' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('nav-item-skeleton').length).toBeGreaterThan(0);
    // A page everyone may open does not wait for them: its guard asks for nothing.
    expect(screen.getByRole('heading', { level: 1, name: 'Templates page' })).toBeInTheDocument();

    release();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Invoices' })).toBeInTheDocument());
    expect(within(nav).queryByRole('link', { name: 'Journeys' })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('nav-item-skeleton')).toHaveLength(0);
  });

  it('marks the area of the current page, list routes on their detail pages too', async () => {
    const { router } = renderLayout('/customers/cus-1', { administrationId: NL });
    await pageReady('Customer page');
    const nav = sidebar();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    await act(() => router.navigate({ to: `/administrations/${NL}/settings/users` as '/' }));
    await pageReady('Administration settings page');
    expect(within(nav).getByRole('link', { name: 'Administration settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Administrations' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Customers' })).not.toHaveAttribute('aria-current');
  });
});

describe('forbidden gate', () => {
  it('shows the forbidden page inside the frame for a route whose permission is missing', async () => {
    renderLayout('/journeys', { administrationId: NL, accessToken: SEED_TOKENS.sanne.access });
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Journeys page' })).not.toBeInTheDocument();
    // Still inside the frame, with a way back.
    expect(sidebar()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('a forbidden page never asks for its data; a permitted one does', async () => {
    const asked: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    const listOf = (administrationId: string) => `/v1.0/administrations/${administrationId}/templates`;
    const sanne = renderLayout('/journeys', { administrationId: NL, accessToken: SEED_TOKENS.sanne.access });
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
    // The refusal came from the permissions, asked for once; the page's data was not.
    expect(asked.filter((path) => path.endsWith('/profile'))).toEqual([`/v1.0/administrations/${NL}/profile`]);
    expect(asked).not.toContain(listOf(NL));
    sanne.unmount();
    cleanupLayouts();

    renderLayout('/journeys', { administrationId: NL, accessToken: SEED_TOKENS.anna.access });
    expect(await pageReady('Journeys page')).toBeInTheDocument();
    expect(asked.filter((path) => path === listOf(NL))).toHaveLength(1);
  });

  it('refuses the customers area to a member without Manage_Customers', async () => {
    renderLayout('/customers', { administrationId: NL, accessToken: SEED_TOKENS.sanne.access });
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Customers page' })).not.toBeInTheDocument();
  });

  it("a record's tab needs the record's permission as well as its own", async () => {
    // Sanne holds Manage_Tasks but not Manage_Arrangements.
    renderLayout('/arrangements/arr-1/tasks', { administrationId: NL, accessToken: SEED_TOKENS.sanne.access });
    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Arrangement tasks page' })).not.toBeInTheDocument();
  });

  it('a stored administration the user is no member of gives way to one of theirs', async () => {
    renderLayout('/dashboard', { administrationId: GB, accessToken: SEED_TOKENS.sanne.access });
    // Sanne is no member of GB: her profile there is refused, so her first administration (NL)
    // becomes the active one and the page loads again for it.
    expect(await pageReady('Dashboard page')).toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_ADMINISTRATION_KEY)).toBe(NL);
    expect(screen.queryByRole('heading', { name: 'You do not have access to this page' })).not.toBeInTheDocument();
  });

  it('shows the page when the permission is held', async () => {
    renderLayout('/journeys', { administrationId: NL });
    expect(await pageReady('Journeys page')).toBeInTheDocument();
  });

  it('shows the 500 page when the permissions a page needs cannot be loaded; try again recovers', async () => {
    injectFault({ method: 'GET', path: '/profile', status: 500, times: 1 });
    const { user } = renderLayout('/journeys', { administrationId: NL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops... Something went wrong on our end' })).toBeInTheDocument();
    expect(sidebar()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await pageReady('Journeys page')).toBeInTheDocument();
  });

  it('a page everyone may open shows even when the permissions cannot be loaded', async () => {
    injectFault({ method: 'GET', path: '/profile', status: 500 });
    renderLayout('/dashboard', { administrationId: NL });
    expect(await pageReady('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops... Something went wrong on our end' })).not.toBeInTheDocument();
  });
});

describe('administration switcher', () => {
  it('lists the administrations and switches; a page the user may not open there shows the forbidden page', async () => {
    const { user } = renderLayout('/journeys', { administrationId: NL });
    await pageReady('Journeys page');
    await controlsLoaded();
    const switcher = screen.getByRole('button', { name: /^Administration/ });
    await waitFor(() => expect(switcher).toHaveTextContent('Van Dijk'));
    await user.click(switcher);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(options[1]!);

    expect(await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_ADMINISTRATION_KEY)).toBe(GB);
    // Asked afresh: the button clicked may have been the placeholder the loaded menu replaced.
    expect(screen.getByRole('button', { name: /^Administration/ })).not.toHaveTextContent('Van Dijk');
    expect(within(sidebar()).queryByRole('link', { name: 'Journeys' })).not.toBeInTheDocument();
  });

  it("moves an administration's settings page to the same page of the new administration", async () => {
    const { user, router } = renderLayout(`/administrations/${NL}/settings/users`, { administrationId: NL });
    await pageReady('Administration settings page');
    await controlsLoaded();
    await user.click(screen.getByRole('button', { name: /^Administration/ }));
    await user.click(within(await screen.findByRole('listbox')).getAllByRole('option')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/administrations/${GB}/settings/users`));
    expect(await pageReady('Administration settings page')).toBeInTheDocument();
  });

  it("leaves a record's page of the old administration for its area's list", async () => {
    const { user, router } = renderLayout('/customers/cus-1', { administrationId: NL });
    await pageReady('Customer page');
    await controlsLoaded();
    await user.click(screen.getByRole('button', { name: /^Administration/ }));
    await user.click(within(await screen.findByRole('listbox')).getAllByRole('option')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(await pageReady('Customers page')).toBeInTheDocument();
  });
});

describe('language switcher', () => {
  beforeAll(() => {
    // Tests load English only (no HTTP backend); German is what this test switches to.
    for (const namespace of NAMESPACES) {
      const de: unknown = JSON.parse(readFileSync(join(process.cwd(), `public/locales/de/${namespace}.json`), 'utf8'));
      i18n.addResourceBundle('de', namespace, de, true, true);
    }
  });
  afterEach(async () => {
    await i18n.changeLanguage('en-US');
  });

  it('lists the languages by their own names and changes the language', async () => {
    const { user } = renderLayout('/dashboard', { administrationId: NL });
    await pageReady('Dashboard page');
    await controlsLoaded();
    const button = screen.getByRole('button', { name: /^Language/ });
    expect(button).toHaveTextContent('English (United States)');
    await user.click(button);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'English (United States)',
      'English (United Kingdom)',
      'Français',
      'Italiano',
      'Deutsch',
      'Nederlands',
      'Español',
    ]);
    expect(options[4]).toHaveAttribute('lang', 'de');
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));
    await waitFor(() => expect(i18n.language).toBe('de'));
    // The frame now speaks German, and the switcher is named in German too.
    expect(await screen.findByRole('button', { name: /^Sprache/ })).toHaveTextContent('Deutsch');
    const nav = sidebar('Hauptnavigation');
    expect(within(nav).getByRole('heading', { level: 2, name: 'Überblick' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Vorlagen' })).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('shows the user with their initials, and offers account, cookie preferences and sign-out', async () => {
    const { user, router, onSignOut, onOpenCookiePreferences } = renderLayout('/dashboard', {
      administrationId: NL,
      accessToken: SEED_TOKENS.sanne.access,
    });
    await pageReady('Dashboard page');
    const button = await screen.findByRole('button', { name: 'User menu for Sanne Bakker' });
    expect(button).toHaveTextContent('SB');

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('sanne.bakker@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account');
    await user.click(within(menu).getByRole('menuitem', { name: 'Cookie preferences' }));
    expect(onOpenCookiePreferences).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'User menu for Sanne Bakker' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signing out with unsaved changes kept in the browser asks first; staying keeps them and the session', async () => {
    const kept = draftStorageKey(SEED_IDS.users.anna, 'form', 'customer', NL, 'cus-1');
    localStorage.setItem(kept, '{}');
    const { user, router, onSignOut } = renderLayout('/dashboard', { administrationId: NL, accessToken: SEED_TOKENS.anna.access });
    await pageReady('Dashboard page');
    const menuButton = await screen.findByRole('button', { name: 'User menu for Anna de Vries' });

    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out and discard your unsaved changes?' });
    expect(dialog).toHaveAccessibleDescription(/Changes you have not saved are kept in this browser until you sign out/);
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onSignOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(kept)).toBe('{}');

    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Sign out and discard your unsaved changes?' })).getByRole('button', { name: 'Discard and sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signing out with nothing unsaved asks nothing', async () => {
    const { user, router, onSignOut } = renderLayout('/dashboard', { administrationId: NL, accessToken: SEED_TOKENS.anna.access });
    await pageReady('Dashboard page');
    await user.click(await screen.findByRole('button', { name: 'User menu for Anna de Vries' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the avatar image, fetched with the bearer token, when the profile has one', async () => {
    const avatarRequests: Request[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/avatar')) avatarRequests.push(request);
    });
    renderLayout('/dashboard', { administrationId: NL, accessToken: SEED_TOKENS.anna.access });
    const button = () => screen.getByRole('button', { name: 'User menu for Anna de Vries' });
    await waitFor(() => expect(button().querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    expect(avatarRequests[0]?.url).toMatch(new RegExp(`/administrations/${NL}/users/usr-anna/avatar$`));
    expect(avatarRequests[0]?.headers.get('Authorization')).toBe(`Bearer ${SEED_TOKENS.anna.access}`);
    mock.server.events.removeAllListeners();
  });
});

describe('offline', () => {
  it('says so above the page while the connection is gone', async () => {
    renderLayout('/dashboard', { administrationId: NL });
    await pageReady('Dashboard page');
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByRole('status')).toHaveTextContent('You are offline. Pages cannot load until the connection returns; nothing you type is lost, and saves are sent then.');
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});

describe('navigation drawer', () => {
  it('opens from the top bar, closes on navigation, on Escape and with its close button', async () => {
    const { user, router } = renderLayout('/dashboard', { administrationId: NL });
    await pageReady('Dashboard page');
    const open = screen.getByRole('button', { name: 'Open navigation' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await user.click(open);
    let drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Templates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/templates');

    await user.click(open);
    drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(open);
    drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await user.click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('route progress bar', () => {
  it('shows a labelled progress bar only while a slow page loads', async () => {
    const { router } = renderLayout('/dashboard', { administrationId: NL, slowLoaderMs: 500 });
    await pageReady('Dashboard page');
    await controlsLoaded();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    void router.navigate({ to: '/slow' as '/' });
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await pageReady('Slow page');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('stays hidden for a quick navigation', async () => {
    const { router } = renderLayout('/dashboard', { administrationId: NL });
    await pageReady('Dashboard page');
    await controlsLoaded();
    // On a fake clock, "quick" is exact: the page is there before the bar's delay has passed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      void router.navigate({ to: '/templates' as '/' });
      await advanceFakeClockUntil(() => screen.queryByRole('heading', { level: 1, name: 'Templates page' }) !== null, PROGRESS_DELAY_MS - 1);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(PROGRESS_DELAY_MS));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
