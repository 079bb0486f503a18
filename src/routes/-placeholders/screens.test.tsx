import { createMockServer, SEED_IDS, SEED_TOKENS } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { ACCESS_TOKEN_KEY } from '@/api/tokens';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl; // Anna: every permission
const NL_NAME = 'Van Dijk Installatietechniek B.V.';

serveMockApi(mock);

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const breadcrumb = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
const crumbs = () => within(within(breadcrumb()).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
const currentCrumb = () => within(breadcrumb()).getByText((_, element) => element?.getAttribute('aria-current') === 'page');

describe('detail pages', () => {
  /** Seeded records of the Dutch administration, named as the API names them. */
  async function record(path: string): Promise<{ id: string; name: string; number: string }> {
    const response = await fetch(`${TEST_API_ROOT}/administrations/${NL}${path}`);
    return (await response.json()) as { id: string; name: string; number: string };
  }

  it('show the record title, breadcrumb, tabs with the open one current, and the tab\'s list', async () => {
    const customer = await record('/customers/cus-nl-0001');
    renderApp('/customers/cus-nl-0001/tasks', { administrationId: NL });
    const heading = `Customer ${customer.name}`;
    expect(await title(heading)).toBeInTheDocument();

    expect(breadcrumb().querySelector('ol')).not.toBeNull();
    expect(crumbs()).toEqual(['Dashboard', '/Customers', `/${heading}`, '/Tasks']);
    expect(currentCrumb()).toHaveTextContent('Tasks');
    expect(within(breadcrumb()).getByRole('link', { name: heading })).toHaveAttribute('href', '/customers/cus-nl-0001');

    const tabs = screen.getByRole('navigation', { name: `Sections of ${heading}` });
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
    expect(within(tabs).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(tabs).getByRole('link', { name: 'Attachments' })).toHaveAttribute('href', '/customers/cus-nl-0001/attachments');

    expect(screen.getByRole('heading', { level: 2, name: 'Tasks' })).toBeInTheDocument();
    // Tasks are built: the tab lists the customer's tasks, with "New task".
    expect(await screen.findByRole('grid', { name: `Tasks of ${customer.name}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New task' })).toBeInTheDocument();
  });

  it('the issues tab no longer says the area comes later: it lists the customer\'s issues', async () => {
    const issue = mock.store.db.issues.findMany((q) => q.where({ administrationId: NL }))[0]!;
    const customer = await record(`/customers/${issue.customerId}`);
    renderApp(`/customers/${customer.id}/issues`, { administrationId: NL });
    expect(await screen.findByRole('grid', { name: `Issues of ${customer.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Issues are not part of this release yet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New issue' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: issue.number })).toHaveAttribute('href', `/issues/${issue.id}`);
  });

  it('an invoice names itself in its tasks tab', async () => {
    const invoice = await record('/invoices/inv-nl-000001');
    renderApp('/invoices/inv-nl-000001/tasks', { administrationId: NL });
    expect(await title(`Invoice ${invoice.number}`)).toBeInTheDocument();
    // Its tasks list (none for this invoice: the list says so) and "New task".
    expect(await screen.findByRole('heading', { name: 'No tasks yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New task' })).toBeInTheDocument();
  });

  it('hide the tabs the user has no permission for', async () => {
    // Sanne: tasks, calls, messages, invoices and mailbox; no customers, issues, documents or
    // arrangements. An invoice's payments need only the invoices permission.
    localStorage.setItem(ACCESS_TOKEN_KEY, SEED_TOKENS.sanne.access);
    const invoice = await record('/invoices/inv-nl-000001');
    renderApp('/invoices/inv-nl-000001/tasks', { administrationId: NL });
    expect(await title(`Invoice ${invoice.number}`)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: `Sections of Invoice ${invoice.number}` });
    await waitFor(() => expect(within(tabs).getAllByRole('link')).toHaveLength(4));
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Tasks', 'Communication', 'Payments']);
    expect(within(tabs).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(currentCrumb()).toHaveTextContent('Tasks');
  });

  it('say what the page was opened for, open its call, and keep both across tabs and list changes', async () => {
    const customer = await record('/customers/cus-nl-0001');
    const { items } = (await (await fetch(`${TEST_API_ROOT}/administrations/${NL}/calls?customer-id=cus-nl-0001&per-page=1`)).json()) as { items: { id: string; notes: string }[] };
    const call = items[0]!;
    const { user, router } = renderApp(`/customers/cus-nl-0001/invoices?action=call&callId=${call.id}`, { administrationId: NL });
    expect(await title(`Customer ${customer.name}`)).toBeInTheDocument();
    // `action=call` opens the call panel.
    const callPanel = async () => within(await screen.findByRole('complementary', { name: 'Log a call' })).findByRole('combobox', { name: 'Who was called' });
    expect(await callPanel()).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: `Call with ${customer.name}` });
    expect(await within(panel).findByText(call.notes)).toBeInTheDocument();
    // Sorting the invoices rewrites the list's part of the address only.
    const grid = await screen.findByRole('grid', { name: `Invoices of ${customer.name}` });
    await user.click(within(grid).getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(currentLocation(router).search).toMatchObject({ action: 'call', callId: call.id, sortBy: 'amount' }));
    const tabs = screen.getByRole('navigation', { name: `Sections of Customer ${customer.name}` });
    await user.click(await within(tabs).findByRole('link', { name: 'Tasks' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tasks' })).toBeInTheDocument();
    expect(await callPanel()).toBeInTheDocument();
    expect(await within(await screen.findByRole('region', { name: `Call with ${customer.name}` })).findByText(call.notes)).toBeInTheDocument();
    expect(currentLocation(router).search).toEqual({ action: 'call', callId: call.id });
  });

  it('drop an invalid action without failing', async () => {
    renderApp(`/super-debtors/sd-nl-01?action=${encodeURIComponent('<script>')}&callId=${encodeURIComponent('a b')}`, {
      administrationId: NL,
    });
    expect(await title('Super debtor Jansen Groep')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('a super debtor that does not exist is not found, on any tab', async () => {
    renderApp('/super-debtors/sd-nl-99/tasks', { administrationId: NL });
    expect(await title('Oops, page not found.')).toBeInTheDocument();
  });

  it('without tabs show just the record', async () => {
    const task = mock.store.db.tasks.findMany((q) => q.where({ administrationId: NL }))[0]!;
    renderApp(`/tasks/${task.id}`, { administrationId: NL });
    expect(await title(`Task ${task.title}`)).toBeInTheDocument();
    expect(crumbs()).toEqual(['Dashboard', '/Tasks', `/Task ${task.title}`]);
    expect(screen.queryByRole('navigation', { name: /^Sections of/ })).not.toBeInTheDocument();
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
    // A seeded notification, titled with its event (src/features/settings).
    renderApp(`/settings/communication/notifications/${SEED_IDS.notifications.nl}`, { administrationId: NL });
    expect(await title('Promise to pay broken')).toBeInTheDocument();
    expect(crumbs()).toEqual(['Dashboard', '/Settings', '/Communication', '/Promise to pay broken']);
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
    // The name is the page's own form now (src/features/account); the e-mail address is shown beside it.
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Anna de Vries');
    expect(screen.getByText('anna.devries@example.com')).toBeInTheDocument();
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
