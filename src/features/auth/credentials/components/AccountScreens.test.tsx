import {
  createMockServer,
  injectFault,
  INVITED_USER_ID,
  SEED_ACCOUNT_TOKENS,
  totpCode,
} from '@mocks/node';
import { verifyPassword } from '@mocks/accounts/password-hash';
import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';
import { holdRequests, serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
serveMockApi(mock);

const NEW_PASSWORD = 'Harbour&Freight7';

function credentialOf(userId: string) {
  return mock.store.db.credentials.findFirst((q) => q.where({ userId }));
}

describe('account activation', () => {
  it('greets the invited user by name, applies the password rules, activates and welcomes', async () => {
    const app = renderApp(`/login/account-activation?token=${SEED_ACCOUNT_TOKENS.activation}`, { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Lotte Jansen' });
    expect(screen.getByText('Choose a password to activate your account lotte.jansen@example.com.')).toBeInTheDocument();

    const password = screen.getByLabelText('Password');
    const confirmation = screen.getByLabelText('Confirm password');
    await app.user.type(password, 'alllowercase1!');
    await app.user.type(confirmation, 'alllowercase1!');
    await app.user.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Password must contain at least one uppercase letter'));
    expect(confirmation).not.toHaveAttribute('aria-invalid');

    await app.user.clear(password);
    await app.user.type(password, NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(confirmation).toHaveAccessibleDescription("Passwords don't match");
    await app.user.clear(confirmation);
    await app.user.type(confirmation, NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Activate account' }));

    await screen.findByRole('heading', { level: 1, name: 'Welcome to Receivables' });
    expect(currentLocation(app.router).pathname).toBe('/welcome');
    expect(await verifyPassword(NEW_PASSWORD, credentialOf(INVITED_USER_ID)?.passwordHash ?? '')).toBe(true);
    await app.user.click(screen.getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  });

  it.each([
    ['an unknown', '?token=nope'],
    ['an expired', `?token=${SEED_ACCOUNT_TOKENS.expiredActivation}`],
    ['a missing', ''],
  ])('shows a clear error state for %s token', async (_, search) => {
    renderApp(`/login/account-activation${search}`, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'This activation link is invalid or has expired' })).toBeInTheDocument();
    expect(screen.getByText('Ask the person who invited you to send a new invitation.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('turns to the error state when the link is spent meanwhile', async () => {
    const app = renderApp(`/login/account-activation?token=${SEED_ACCOUNT_TOKENS.activation}`, { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Lotte Jansen' });
    mock.store.db.accountTokens.deleteMany((q) => q.where({ kind: 'activation' }));
    await app.user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm password'), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This activation link is invalid or has expired' })).toBeInTheDocument();
  });

  it('offers to try again when the link cannot be checked', async () => {
    injectFault({ method: 'GET', path: '/account/activation', status: 500, times: 1 });
    const app = renderApp(`/login/account-activation?token=${SEED_ACCOUNT_TOKENS.activation}`, { signedIn: false });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.'));
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Lotte Jansen' })).toBeInTheDocument();
  });
});

describe('sign-up', () => {
  async function fill(app: ReturnType<typeof renderApp>, values: { name: string; email: string; company: string; password: string; confirm: string }) {
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    if (values.name) await app.user.type(screen.getByLabelText('Full name'), values.name);
    if (values.email) await app.user.type(screen.getByLabelText('Email'), values.email);
    if (values.company) await app.user.type(screen.getByLabelText('Company'), values.company);
    if (values.password) await app.user.type(screen.getByLabelText('Password'), values.password);
    if (values.confirm) await app.user.type(screen.getByLabelText('Confirm password'), values.confirm);
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
  }
  const olivia = { name: 'Olivia Hart', email: 'olivia.hart@example.com', company: 'Hart Logistics Ltd', password: NEW_PASSWORD, confirm: NEW_PASSWORD };

  it('creates the account and welcomes the new user', async () => {
    const app = renderApp('/signup', { signedIn: false });
    await fill(app, olivia);
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Receivables' });
    const user = mock.store.db.users.findFirst((q) => q.where({ email: 'olivia.hart@example.com' }));
    expect(user).toMatchObject({ name: 'Olivia Hart', memberships: [] });
    expect(credentialOf(user?.id ?? '')).toMatchObject({ company: 'Hart Logistics Ltd' });
  });

  it('reports every missing field and the password rules, focusing the first', async () => {
    const users = mock.store.db.users.count();
    const app = renderApp('/signup', { signedIn: false });
    await fill(app, { name: '', email: '', company: '', password: 'short', confirm: '' });
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your full name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Enter the name of your company');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 8 characters'));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("Passwords don't match");
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    // Nothing was sent: nobody signed up.
    expect(mock.store.db.users.count()).toBe(users);
  });

  it('says on the e-mail field that the address already has an account, keeping the form', async () => {
    const app = renderApp('/signup', { signedIn: false });
    await fill(app, { ...olivia, email: 'anna.devries@example.com' });
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email address already exists.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Olivia Hart');
    expect(screen.getByLabelText('Password')).toHaveValue(NEW_PASSWORD);
    // Editing the address clears the server's complaint.
    await app.user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('disables the button while the account is created', async () => {
    const release = holdRequests(mock, 'POST', (url) => url.endsWith('/account/signup'));
    const app = renderApp('/signup', { signedIn: false });
    await fill(app, olivia);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    release();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Receivables' });
  });
});

describe('two-factor setup', () => {
  /** The key as the screen shows it, without the grouping spaces. */
  async function shownSecret(): Promise<string> {
    const key = await screen.findByTestId('two-factor-setup-key');
    expect(key.textContent).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    return (key.textContent ?? '').replace(/\s/g, '');
  }

  it('shows a QR code and the key, verifies a code and turns two-factor authentication on', async () => {
    const app = renderApp('/setuptwofa');
    await screen.findByRole('heading', { level: 1, name: 'Set up two-factor authentication' });
    const qr = await screen.findByRole('img', { name: 'QR code for setting up two-factor authentication' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const secret = await shownSecret();
    expect(credentialOf('usr-anna')?.totpPendingSecret).toBe(secret);

    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await app.user.type(code, '000000');
    await app.user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not correct. Enter the code your app shows now.'));

    await app.user.clear(code);
    await app.user.type(code, totpCode(secret));
    await app.user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication is on' });
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(credentialOf('usr-anna')?.totpSecret).toBe(secret);
  });

  it('says so when two-factor authentication is already on', async () => {
    await mock.store.db.credentials.update((q) => q.where({ userId: 'usr-anna' }), {
      data(draft) {
        draft.totpSecret = 'JBSWY3DPEHPK3PXP';
      },
    });
    renderApp('/setuptwofa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication is already on' })).toBeInTheDocument();
    expect(credentialOf('usr-anna')?.totpPendingSecret).toBeNull();
  });

  it('sends a signed-out visitor to sign in, coming back afterwards', async () => {
    injectFault({ method: 'GET', path: '/account/me', status: 401, times: 1 });
    const app = renderApp('/setuptwofa', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(currentLocation(app.router)).toEqual({ pathname: '/login', search: { redirect: '/setuptwofa' } });
  });

  it('offers to try again when the setup cannot start', async () => {
    injectFault({ method: 'POST', path: '/account/two-factor/setup', status: 500, times: 1 });
    const app = renderApp('/setuptwofa');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The setup could not be started.'));
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await shownSecret();
  });
});

describe('welcome', () => {
  it('welcomes and links to sign in', async () => {
    renderApp('/welcome', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Receivables' })).toBeInTheDocument();
    expect(screen.getByText('Your account is ready. Sign in to get started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
