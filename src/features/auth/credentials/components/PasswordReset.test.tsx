import { createMockServer, injectFault, SEED_ACCOUNT_TOKENS, SEED_PASSWORD, type OutboxMessage } from '@mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderApp, TEST_API_ROOT } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

// devTokens: the tests read the reset links from the outbox.
const mock = createMockServer({ devTokens: true });
serveMockApi(mock);

const ANNA = 'anna.devries@example.com';
const NEW_PASSWORD = 'Harbour&Freight7';

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${TEST_API_ROOT}/__mock/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { items: OutboxMessage[] }).items;
}

async function requestReset(email: string) {
  const app = renderApp('/forgot-pass', { signedIn: false });
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return app;
}

async function expectAlert(text: string) {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
}

describe('forgotten password', () => {
  it('confirms and mails a reset link for an existing account', async () => {
    await requestReset(ANNA);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      `If an account exists for ${ANNA}, we have sent it a link to reset your password. The link is valid for one hour.`,
    );
    const [message] = await outbox(ANNA);
    expect(message).toMatchObject({ kind: 'password-reset', to: ANNA });
    expect(new URL(message?.link ?? '').pathname).toBe('/reset-pass');
  });

  it('shows the same confirmation for an unknown address, and mails nothing', async () => {
    await requestReset('nobody@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(screen.getByRole('status')).toHaveTextContent('If an account exists for nobody@example.com');
    expect(mock.store.db.outbox.count()).toBe(0);
  });

  it('validates the address and keeps it on a server error', async () => {
    const app = renderApp('/forgot-pass', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await app.user.type(screen.getByLabelText('Email'), 'anna');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');

    injectFault({ method: 'POST', path: '/account/forgot-password', status: 500, times: 1 });
    await app.user.type(screen.getByLabelText('Email'), '@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectAlert('Something went wrong. Check your connection and try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });
});

describe('reset password', () => {
  it('goes from the e-mailed link through the password rules to signing in with the new password', async () => {
    const first = await requestReset(ANNA);
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    first.unmount();
    const link = new URL((await outbox(ANNA))[0]?.link ?? '');

    const completeCredentialsSignIn = vi.fn();
    const app = renderApp(`${link.pathname}${link.search}`, { signedIn: false, authActions: { completeCredentialsSignIn } });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm new password');

    // A weak password: every broken rule, in the spec's words, and the mismatch on the confirmation.
    await app.user.type(password, 'weak');
    await app.user.type(confirmation, 'weak2');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    for (const message of [
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]) {
      expect(password).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining('Password must contain at least one lowercase letter'));
    expect(confirmation).toHaveAccessibleDescription("Passwords don't match");
    await waitFor(() => expect(password).toHaveFocus());

    // Fixing it clears the errors as the user types.
    await app.user.clear(password);
    await app.user.type(password, NEW_PASSWORD);
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(confirmation).toHaveAccessibleDescription("Passwords don't match");
    await app.user.clear(confirmation);
    await app.user.type(confirmation, NEW_PASSWORD);
    expect(confirmation).not.toHaveAttribute('aria-invalid');

    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' });
    await app.user.click(screen.getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(currentLocation(app.router).pathname).toBe('/login');

    await app.user.type(screen.getByLabelText('Email'), ANNA);
    await app.user.type(screen.getByLabelText('Password'), SEED_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectAlert('Invalid email or password.');
    await app.user.clear(screen.getByLabelText('Password'));
    await app.user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(completeCredentialsSignIn).toHaveBeenCalledTimes(1));
  });

  it('shows the server’s password errors on the field when the server refuses', async () => {
    injectFault({
      method: 'POST',
      path: '/account/reset-password',
      status: 400,
      contentType: 'application/problem+json',
      body: JSON.stringify({
        title: 'Validation failed',
        status: 400,
        errors: [{ field: 'password', message: 'Password must contain at least one number' }],
      }),
      times: 1,
    });
    const app = renderApp('/reset-pass?token=anything', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await app.user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Password must contain at least one number')),
    );
    expect(screen.getByLabelText('New password')).toHaveValue(NEW_PASSWORD);
  });

  it('says an expired link is invalid and offers a new one', async () => {
    const app = renderApp(`/reset-pass?token=${SEED_ACCOUNT_TOKENS.expiredReset}`, { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await app.user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { level: 1, name: 'This reset link is invalid or has expired' });
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-pass');
  });

  it('says at once that a link without a token is invalid', async () => {
    renderApp('/reset-pass', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'This reset link is invalid or has expired' })).toBeInTheDocument();
  });

  it('has a show/hide toggle on both fields', async () => {
    const app = renderApp('/reset-pass?token=x', { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await app.user.click(screen.getByRole('button', { name: 'Show password confirmation' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });
});
