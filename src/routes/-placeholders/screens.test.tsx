import { createMockServer, resetMockDb, SEED_IDS, SEED_TOKENS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { buildSeedData } from '@mocks/seed/seed';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl; // Anna: every permission
const NL_NAME = 'Van Dijk Installatietechniek B.V.';
// Record pages load their record (since issue 10): the first seeded customer and invoice of NL.
const seed = buildSeedData();
const CUSTOMER = seed.customers.find((customer) => customer.administrationId === NL)!;
const INVOICE = seed.invoices.find((invoice) => invoice.administrationId === NL)!;
const CUSTOMER_TITLE = `Customer ${CUSTOMER.name}`;

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const breadcrumb = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const crumbs = () => within(within(breadcrumb()).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
const currentCrumb = () => within(breadcrumb()).getByText((_, element) => element?.getAttribute('aria-current') === 'page');

describe('detail pages', () => {
  it('show the record title, breadcrumb, tabs with the open one current, and an honest empty state', async () => {
    renderApp(`/customers/${CUSTOMER.id}/invoices`, { administrationId: NL });
    expect(await title(CUSTOMER_TITLE)).toBeInTheDocument();

    expect(breadcrumb().querySelector('ol')).not.toBeNull();
    expect(crumbs()).toEqual(['Dashboard', '/Customers', `/${CUSTOMER_TITLE}`, '/Invoices']);
    expect(currentCrumb()).toHaveTextContent('Invoices');
    expect(within(breadcrumb()).getByRole('link', { name: CUSTOMER_TITLE })).toHaveAttribute('href', `/customers/${CUSTOMER.id}`);

    const tabs = screen.getByRole('navigation', { name: `Sections of ${CUSTOMER_TITLE}` });
    await waitFor(() => expect(within(tabs).getAllByRole('link')).toHaveLength(7));
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview',
      'Tasks',
      'Issues',
      'Invoices',
      'Communication',
      'Attachments',
      'Arrangements',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(tabs).getByRole('link', { name: 'Attachments' })).toHaveAttribute('href', `/customers/${CUSTOMER.id}/attachments`);

    expect(screen.getByRole('heading', { level: 2, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing to show yet' })).toBeInTheDocument();
    expect(screen.getByText(/not connected to the server yet/)).toBeInTheDocument();
  });

  it('hide the tabs the user has no permission for', async () => {
    // Sanne: tasks, calls, messages, invoices and mailbox; no customers, issues, documents or arrangements.
    localStorage.setItem(ACCESS_TOKEN_KEY, SEED_TOKENS.sanne.access);
    renderApp(`/invoices/${INVOICE.id}/tasks`, { administrationId: NL });
    expect(await title(`Invoice ${INVOICE.number}`)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: `Sections of Invoice ${INVOICE.number}` });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Tasks', 'Communication']);
    expect(within(tabs).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(currentCrumb()).toHaveTextContent('Tasks');
  });

  it('say what the page was opened for, and keep it across tabs', async () => {
    const { user } = renderApp(`/customers/${CUSTOMER.id}/invoices?action=call&callId=call-7`, { administrationId: NL });
    expect(await title(CUSTOMER_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Action to start: Call · Call call-7');
    const tabs = screen.getByRole('navigation', { name: `Sections of ${CUSTOMER_TITLE}` });
    await user.click(await within(tabs).findByRole('link', { name: 'Tasks' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Action to start: Call · Call call-7');
  });

  it('drop an invalid action without failing', async () => {
    renderApp(`/super-debtors/SD-9?action=${encodeURIComponent('<script>')}&callId=${encodeURIComponent('a b')}`, {
      administrationId: NL,
    });
    expect(await title('Super debtor SD-9')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('without tabs show just the record', async () => {
    renderApp('/tasks/T-7', { administrationId: NL });
    expect(await title('Task T-7')).toBeInTheDocument();
    expect(crumbs()).toEqual(['Dashboard', '/Tasks', '/Task T-7']);
    expect(screen.queryByRole('navigation', { name: /^Sections of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing to show yet' })).toBeInTheDocument();
  });
});

describe('list and composer pages', () => {
  it('a list page shows its title, breadcrumb and empty state', async () => {
    renderApp('/payments-underway', { administrationId: NL });
    expect(await title('Payments underway')).toBeInTheDocument();
    expect(currentCrumb()).toHaveTextContent('Payments underway');
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing to show yet' })).toBeInTheDocument();
  });

  it('the composer names the customer and the invoice from the URL', async () => {
    renderApp('/communication/C-1042?invoiceId=INV-1', { administrationId: NL });
    expect(await title('New message to customer C-1042')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('For invoice INV-1');
    expect(crumbs()).toEqual(['Dashboard', '/Customers', '/Customer C-1042', '/New message']);
  });
});

describe('settings', () => {
  it('the index links every settings page', async () => {
    renderApp('/settings', { administrationId: NL });
    expect(await title('Settings')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Settings pages' });
    expect(within(list).getAllByRole('link')).toHaveLength(8);
    expect(within(list).getByRole('link', { name: 'Invoice exports' })).toHaveAttribute('href', '/settings/InvoiceExports');
  });

  it('a notification page sits under communication', async () => {
    renderApp('/settings/communication/notifications/n-3', { administrationId: NL });
    expect(await title('Notification setting n-3')).toBeInTheDocument();
    expect(crumbs()).toEqual(['Dashboard', '/Settings', '/Communication', '/Notification setting n-3']);
    const nav = screen.getByRole('navigation', { name: 'Settings pages' });
    expect(within(nav).getByRole('link', { name: 'Communication' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('administration settings', () => {
  it('open on the overview, named after the administration', async () => {
    const { router } = renderApp(`/administrations/${NL}/settings`, { administrationId: NL });
    expect(await title('Overview')).toBeInTheDocument();
    expect(currentLocation(router).pathname).toBe(`/administrations/${NL}/settings/overview`);
    expect(crumbs()).toEqual(['Dashboard', '/Administrations', `/Settings of ${NL_NAME}`, '/Overview']);
    const nav = screen.getByRole('navigation', { name: 'Administration settings' });
    expect(within(nav).getAllByRole('link')).toHaveLength(8);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('a nested page shows its trail and keeps its section current', async () => {
    renderApp(`/administrations/${NL}/settings/users/update-user/usr-1/add-new-role`, { administrationId: NL });
    expect(await title('Add new role')).toBeInTheDocument();
    expect(crumbs()).toEqual([
      'Dashboard',
      '/Administrations',
      `/Settings of ${NL_NAME}`,
      '/Users',
      '/Update user',
      '/User usr-1',
      '/Add new role',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Administration settings' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'true');
  });

  it('department pages belong to the departments section', async () => {
    renderApp(`/administrations/${NL}/settings/department/dep-2`, { administrationId: NL });
    expect(await title('Department dep-2')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration settings' });
    expect(within(nav).getByRole('link', { name: 'Departments' })).toHaveAttribute('aria-current', 'true');
  });

  it("opening another administration's settings makes it the active administration", async () => {
    const GB = SEED_IDS.administrations.gb;
    renderApp(`/administrations/${GB}/settings/users`, { administrationId: NL });
    expect(await title('Users')).toBeInTheDocument();
    expect(localStorage.getItem('administrationId')).toBe(GB);
    expect(screen.getByRole('button', { name: /Administration/ })).toHaveTextContent('Harbour Freight');
  });

  it('an administration the user does not belong to is not found', async () => {
    renderApp('/administrations/adm-unknown/settings/users', { administrationId: NL });
    expect(await title('Oops, page not found.')).toBeInTheDocument();
  });
});

describe('administrations and account (real data)', () => {
  it('lists the user’s administrations with a link to each one’s settings', async () => {
    renderApp('/administrations', { administrationId: NL });
    expect(await title('Administrations')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your administrations' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(NL_NAME);
    expect(items[0]).toHaveTextContent('Active');
    expect(items[1]).not.toHaveTextContent('Active');
    expect(within(list).getByRole('link', { name: `Settings of ${NL_NAME}` })).toHaveAttribute(
      'href',
      `/administrations/${NL}/settings/overview`,
    );
  });

  it('the account page shows the signed-in user’s name and e-mail address', async () => {
    renderApp('/account', { administrationId: NL });
    expect(await title('Account')).toBeInTheDocument();
    expect(await screen.findByText('Anna de Vries', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('anna.devries@example.com', { selector: 'dd' })).toBeInTheDocument();
  });
});

describe('public pages', () => {
  it('/about offers sign-in without a session', async () => {
    renderApp('/about', { signedIn: false });
    expect(await title('About Receivables')).toBeInTheDocument();
    expect(screen.getByText(/^Receivables helps the staff of an administration manage receivables/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('/about offers the dashboard with a session', async () => {
    renderApp('/about', { administrationId: NL });
    expect(await screen.findByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('/home opens the dashboard', async () => {
    const { router } = renderApp('/home', { administrationId: NL });
    await waitFor(() => expect(currentLocation(router).pathname).toBe('/dashboard'));
  });
});
