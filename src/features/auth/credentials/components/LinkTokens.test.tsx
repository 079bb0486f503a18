import { createMockServer, SEED_ACCOUNT_TOKENS } from '@mocks/node';
import { screen, within } from '@testing-library/react';
import { renderApp } from '@tests/utils/render-app';
import { serveMockApi } from '@tests/utils/mock-api';

const mock = createMockServer();
serveMockApi(mock);

const NEW_PASSWORD = 'Harbour&Freight7';

/**
 * The secret of an e-mailed link leaves the address bar on arrival (SPEC: no token in history,
 * Referer or within reach of a script reading the address) and stays with the page.
 */
describe('tokens of e-mailed links', () => {
  it('the activation token leaves the address on arrival; the page still greets and activates', async () => {
    const app = renderApp(`/login/account-activation?token=${SEED_ACCOUNT_TOKENS.activation}`, { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Lotte Jansen' });
    expect(app.history.location.pathname).toBe('/login/account-activation');
    expect(app.history.location.href).not.toContain(SEED_ACCOUNT_TOKENS.activation);
    expect(app.history.location.search).toBe('');
    expect(app.history.length).toBe(1); // replaced, not pushed: Back does not bring it back either

    await app.user.type(screen.getByLabelText('Password'), NEW_PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm password'), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Activate account' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Receivables' });
  });

  it('the reset token leaves the address on arrival; a reload keeps the form working', async () => {
    const first = renderApp(`/reset-pass?token=${SEED_ACCOUNT_TOKENS.expiredReset}`, { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(first.history.location.href).toBe('/reset-pass');
    first.unmount();

    // A reload: same history entry (its state kept by the browser), a fresh app.
    const app = renderApp(undefined, { signedIn: false, history: first.history });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await app.user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    // The server saw the token (this seeded one is expired), so it was sent from memory.
    await screen.findByRole('heading', { level: 1, name: 'This reset link is invalid or has expired' });
    expect(app.history.location.href).toBe('/reset-pass');
  });

  it.each(['../../administrations/adm-nl-001/profile', 'a b', '%2F%2F', 'x'.repeat(513)])(
    'a malformed token %j leaves the address too and the link is invalid, without a request',
    async (token) => {
      const requests: string[] = [];
      const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url).pathname);
      mock.server.events.on('request:start', record);
      const app = renderApp(`/login/account-activation?token=${encodeURIComponent(token)}`, { signedIn: false });
      await screen.findByRole('heading', { level: 1, name: 'This activation link is invalid or has expired' });
      expect(app.history.location.href).toBe('/login/account-activation');
      mock.server.events.removeListener('request:start', record);
      expect(requests.filter((path) => /activation|administrations/.test(path))).toEqual([]);
    },
  );
});

describe('secrets on screen are kept out of session recordings', () => {
  it('masks the two-factor key and its QR code', async () => {
    renderApp('/setuptwofa');
    const key = await screen.findByTestId('two-factor-setup-key');
    const qr = await screen.findByRole('img', { name: 'QR code for setting up two-factor authentication' });
    for (const element of [key, qr]) {
      const masked = element.closest('[data-hj-suppress]');
      expect(masked).not.toBeNull();
      expect(masked).toHaveAttribute('data-private');
      expect(masked).toHaveClass('fs-exclude', 'ph-no-capture', 'sentry-block');
    }
    expect(within(key.closest('[data-hj-suppress]') as HTMLElement).getByTestId('two-factor-setup-key')).toBe(key);
  });
});
