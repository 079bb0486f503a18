import { createMockServer, injectFault, SEED_PASSWORD, SEED_TOTP_SECRETS, totpCode } from '@mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { holdRequests, serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
serveMockApi(mock);

const ANNA = 'anna.devries@example.com';
const JAMES = 'james.whitfield@example.com';

function renderLogin(url = '/login') {
  const completeCredentialsSignIn = vi.fn();
  const signInWithSso = vi.fn();
  const app = renderApp(url, { signedIn: false, authActions: { completeCredentialsSignIn, signInWithSso } });
  return { ...app, completeCredentialsSignIn, signInWithSso };
}

type App = ReturnType<typeof renderLogin>;

/** The form-level alert region is always present; wait for its text. */
async function expectAlert(text: string) {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
}

async function fillCredentials({ user }: App, email: string, password: string) {
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The tokens the mock issued to a user (the newest pair). */
function issuedTo(userId: string) {
  const tokens = mock.store.db.tokens.findMany((q) => q.where({ userId })).filter((t) => t.token.startsWith('mock_'));
  return {
    accessToken: tokens.filter((t) => t.kind === 'access').at(-1)?.token,
    refreshToken: tokens.filter((t) => t.kind === 'refresh').at(-1)?.token,
  };
}

async function failLogins(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    await fetch(`${TEST_API_ROOT}/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'wrong' }),
    });
  }
}

describe('login: credentials', () => {
  it('signs in, hands the tokens to the session and goes to the redirect target', async () => {
    const app = renderLogin('/login?redirect=%2Ftemplates%3Fsort-by%3Dname');
    await fillCredentials(app, ANNA, SEED_PASSWORD);
    await waitFor(() => expect(currentLocation(app.router).pathname).toBe('/templates'));
    expect(app.completeCredentialsSignIn).toHaveBeenCalledTimes(1);
    const tokens = issuedTo('usr-anna');
    expect(tokens.accessToken).toBeDefined();
    expect(app.completeCredentialsSignIn).toHaveBeenCalledWith(tokens);
    // No token ever reaches the address bar.
    expect(app.router.state.location.href).not.toContain(tokens.accessToken);
  });

  it('goes to /dashboard without a redirect target', async () => {
    const app = renderLogin();
    await fillCredentials(app, ANNA, SEED_PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentLocation(app.router).pathname).toBe('/dashboard');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])('ignores the open-redirect attempt %s and goes to /dashboard', async (target) => {
    const app = renderLogin(`/login?redirect=${encodeURIComponent(target)}`);
    await fillCredentials(app, ANNA, SEED_PASSWORD);
    await waitFor(() => expect(currentLocation(app.router).pathname).toBe('/dashboard'));
    expect(app.router.state.location.href).not.toContain('evil');
  });

  it('shows "Invalid email or password." for a wrong password and keeps what was typed', async () => {
    const app = renderLogin();
    await fillCredentials(app, ANNA, 'Receivables!2025');
    const alert = await screen.findByText('Invalid email or password.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveValue(ANNA);
    expect(screen.getByLabelText('Password')).toHaveValue('Receivables!2025');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(app.completeCredentialsSignIn).not.toHaveBeenCalled();
    expect(currentLocation(app.router).pathname).toBe('/login');
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const app = renderLogin();
    await fillCredentials(app, 'nobody@example.com', SEED_PASSWORD);
    await expectAlert('Invalid email or password.');
  });

  it('validates the fields before sending, with field-level errors wired to the inputs', async () => {
    const app = renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    await waitFor(() => expect(email).toHaveFocus());

    await app.user.type(email, 'anna@');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    await app.user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(mock.store.db.loginFailures.count()).toBe(0);
  });

  it('tells the user to wait when sign-in is throttled', async () => {
    await failLogins(ANNA, 5);
    const app = renderLogin();
    await fillCredentials(app, ANNA, SEED_PASSWORD);
    await expectAlert('Too many sign-in attempts. Wait 15 minutes, then try again.');
    expect(app.completeCredentialsSignIn).not.toHaveBeenCalled();
  });

  it('shows a generic message on a server error and keeps the email', async () => {
    injectFault({ method: 'POST', path: '/account/login', status: 500, times: 1 });
    const app = renderLogin();
    await fillCredentials(app, ANNA, SEED_PASSWORD);
    await expectAlert('Something went wrong. Check your connection and try again.');
    expect(screen.getByLabelText('Email')).toHaveValue(ANNA);
    // Trying again works.
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.completeCredentialsSignIn).toHaveBeenCalledTimes(1));
  });

  it('shows a generic message when the network fails', async () => {
    injectFault({ method: 'POST', path: '/account/login', networkError: true, times: 1 });
    const app = renderLogin();
    await fillCredentials(app, ANNA, SEED_PASSWORD);
    await expectAlert('Something went wrong. Check your connection and try again.');
  });

  it('disables the submit button while signing in', async () => {
    const release = holdRequests(mock, 'POST', (url) => url.endsWith('/account/login'));
    const app = renderLogin();
    await fillCredentials(app, ANNA, SEED_PASSWORD);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    release();
    await waitFor(() => expect(app.completeCredentialsSignIn).toHaveBeenCalled());
  });

  it('shows and hides the password with an accessible toggle', async () => {
    const app = renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the forgotten-password and sign-up screens', async () => {
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-pass');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });
});

describe('login: single sign-on', () => {
  it('starts single sign-on from the prominent button', async () => {
    const app = renderLogin();
    await app.user.click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));
    expect(app.signInWithSso).toHaveBeenCalledTimes(1);
    expect(app.completeCredentialsSignIn).not.toHaveBeenCalled();
  });

  it('says so when single sign-on cannot start', async () => {
    const app = renderLogin();
    app.signInWithSso.mockRejectedValueOnce(new Error('popup blocked'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await app.user.click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));
    await expectAlert('Something went wrong.');
  });
});

describe('login: two-factor step', () => {
  async function reachTwoFactor(url = '/login?redirect=%2Ftemplates') {
    const app = renderLogin(url);
    await fillCredentials(app, JAMES, SEED_PASSWORD);
    await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' });
    return app;
  }

  it('asks for a one-time code with the right input hints, then signs in', async () => {
    const app = await reachTwoFactor();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(code).toHaveFocus());
    expect(app.completeCredentialsSignIn).not.toHaveBeenCalled();

    await app.user.type(code, totpCode(SEED_TOTP_SECRETS.james));
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentLocation(app.router).pathname).toBe('/templates'));
    expect(app.completeCredentialsSignIn).toHaveBeenCalledWith(issuedTo('usr-james'));
  });

  it('says a wrong code is wrong, keeps it for correction, and accepts the right one', async () => {
    const app = await reachTwoFactor();
    const code = screen.getByLabelText('Authentication code');
    await app.user.type(code, '000000');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not correct. Enter the code your app shows now.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('000000');

    await app.user.clear(code);
    await app.user.type(code, totpCode(SEED_TOTP_SECRETS.james));
    expect(code).not.toHaveAttribute('aria-invalid');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.completeCredentialsSignIn).toHaveBeenCalledTimes(1));
  });

  it('checks the code format before sending', async () => {
    const app = await reachTwoFactor();
    await app.user.type(screen.getByLabelText('Authentication code'), '12a');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription('Enter the 6-digit code');
  });

  it('goes back to the credentials with a message when the challenge has expired', async () => {
    const app = await reachTwoFactor();
    injectFault({
      path: '/account/login/two-factor',
      status: 401,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'https://docs.receivables.example/problems/two-factor-challenge-expired', title: 'Unauthorized', status: 401 }),
      times: 1,
    });
    await app.user.type(screen.getByLabelText('Authentication code'), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await expectAlert('Your sign-in has expired. Sign in again.');
    expect(screen.getByLabelText('Email')).toHaveValue(JAMES);
  });

  it('goes back to the credentials with the throttle message after too many wrong codes', async () => {
    const app = await reachTwoFactor();
    await failLogins(JAMES, 5);
    await app.user.type(screen.getByLabelText('Authentication code'), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await expectAlert('Too many sign-in attempts.');
  });

  it('can go back to the credentials step', async () => {
    const app = await reachTwoFactor();
    await app.user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    const form = await screen.findByRole('form', { name: 'Sign in with your email address' });
    expect(within(form).getByLabelText('Email')).toHaveValue(JAMES);
    expect(within(form).getByLabelText('Password')).toHaveValue('');
  });
});

describe('seam', () => {
  it('fails loudly when the auth actions are not wired', async () => {
    const app = renderApp('/login', { signedIn: false });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await fillCredentials({ ...app, completeCredentialsSignIn: vi.fn(), signInWithSso: vi.fn() }, ANNA, SEED_PASSWORD);
    await expectAlert('Something went wrong.');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Completing the sign-in failed'));
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toMatch(/mock_(at|rt)_/);
  });
});

describe('login: single sign-on errors', () => {
  it.each([
    ['Sign-in failed', 'Sign-in failed. Please try again.'],
    ['Sign-out failed', 'Sign-out failed. You have been signed out on this device.'],
    ['Renew silent failed', 'Your session could not be renewed. Please sign in again.'],
    ['Unknown error while running signinRedirect', 'Single sign-on did not complete. Please try again.'],
  ])('shows the provider error tagged %s', async (tag, message) => {
    renderApp('/login', { signedIn: false, auth: { ssoError: () => tag } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
