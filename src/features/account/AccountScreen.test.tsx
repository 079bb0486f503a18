import { createMockServer, injectFault, resetMockDb, SEED_IDS, SEED_PASSWORD, totpCode } from '@mocks/node';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createTestQueryClient, TEST_API_ROOT, TEST_CONFIG } from '@tests/utils/render-app';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { i18n } from '@/lib/i18n';
import { AccountScreen } from './AccountScreen';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl;
const me = async () => (await (await fetch(`${TEST_API_ROOT}/account/me`)).json()) as { name: string; etag: string; language: string; interfaceLanguage: string | null; twoFactorEnabled: boolean };

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  mock.server.resetHandlers();
  localStorage.clear();
  await i18n.changeLanguage('en-US');
  await resetMockDb();
});
afterAll(() => mock.server.close());

async function openPage() {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, NL);
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <Suspense fallback="Loading">
          <AccountScreen administrationId={NL} onSignedOut={() => Promise.resolve()} />
        </Suspense>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('form', { name: 'Your name' });
  return userEvent.setup({ applyAccept: false });
}

describe('/account', () => {
  it('saves the name against its version; a failed save keeps the input; a 412 shows their version beside mine', async () => {
    const user = await openPage();
    const form = screen.getByRole('form', { name: 'Your name' });
    const name = within(form).getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Anna van den Berg');
    injectFault({ method: 'PATCH', path: '/account/me', status: 500, times: 1 });
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(within(form).getByRole('alert')).not.toBeEmptyDOMElement());
    expect(name).toHaveValue('Anna van den Berg');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    await within(form).findByText('Your name is saved.');
    expect((await me()).name).toBe('Anna van den Berg');

    // Someone else (another browser) saves meanwhile: mine is kept and theirs is shown.
    const { etag } = await me();
    await fetch(`${TEST_API_ROOT}/account/me`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', 'If-Match': etag }, body: JSON.stringify({ name: 'Anna Jansen' }) });
    await user.clear(name);
    await user.type(name, 'Anna de Vries-Berg');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    await within(form).findByRole('heading', { name: 'Your account was changed elsewhere' });
    expect(within(form).getByText('Anna Jansen')).toBeInTheDocument();
    expect(name).toHaveValue('Anna de Vries-Berg');
  });

  it('changes the password by the SPEC §5 rules, checked here and by the server', async () => {
    const user = await openPage();
    const form = screen.getByRole('form', { name: 'Password' });
    const current = within(form).getByLabelText('Current password');
    const next = within(form).getByLabelText('New password');
    await user.type(next, 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(current).toHaveAccessibleDescription('Enter your current password');
    expect(next).toHaveAccessibleDescription(expect.stringContaining('Password must contain at least one number'));

    await user.type(current, 'not my password');
    await user.clear(next);
    await user.type(next, 'Harbour&Freight7');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Harbour&Freight7');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct'));
    expect(next).toHaveValue('Harbour&Freight7');

    await user.clear(current);
    await user.type(current, SEED_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await within(form).findByText('Your password is changed.');
    expect(current).toHaveValue('');
  });

  it('turns two-factor off only with the right password', async () => {
    const { secret } = (await (await fetch(`${TEST_API_ROOT}/account/two-factor/setup`, { method: 'POST' })).json()) as { secret: string };
    await fetch(`${TEST_API_ROOT}/account/two-factor/verify`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code: totpCode(secret) }) });
    const user = await openPage();
    const section = screen.getByRole('region', { name: 'Two-factor authentication' });
    expect(within(section).getByText(/^On:/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor authentication' }));
    const form = within(section).getByRole('form', { name: 'Turn off two-factor authentication' });
    const password = within(form).getByLabelText('Password');
    await user.type(password, 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is not correct'));
    expect((await me()).twoFactorEnabled).toBe(true);
    await user.clear(password);
    await user.type(password, SEED_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Turn off' }));
    await within(section).findByText('Two-factor authentication is off.');
    expect(within(section).getByRole('link', { name: 'Turn on two-factor authentication' })).toHaveAttribute('href', '/setuptwofa');
  });

  it('switches the interface language at once and keeps it on the user', async () => {
    const user = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() => expect(i18n.language).toBe('fr'));
    await waitFor(async () => expect((await me()).interfaceLanguage).toBe('fr'));
  });

  it('refuses a picture that is no PNG or JPEG, or too large, at the field', async () => {
    const user = await openPage();
    const input = screen.getByLabelText('Choose a picture');
    await user.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Choose a PNG or JPEG picture.'));
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The picture is larger than 2 MB.'));
  });
});
