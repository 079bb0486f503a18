import { createMockServer } from '@mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderApp } from '@tests/utils/render-app';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

describe('protected routes', () => {
  it('send an anonymous visit to login, remembering where it was going', async () => {
    const app = renderApp('/templates?sortBy=name', { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation(app.router)).toEqual({ pathname: '/login', search: { redirect: '/templates?sortBy=name' } });
  });

  it('come back to where the visit was going after a credentials sign-in', async () => {
    const completeCredentialsSignIn = vi.fn();
    const app = renderApp('/templates', { signedIn: false, authActions: { completeCredentialsSignIn } });
    await app.user.type(await screen.findByLabelText('Email', { exact: true }), 'anna.devries@example.com');
    await app.user.type(screen.getByLabelText('Password', { exact: true }), 'Receivables!2026');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    expect(completeCredentialsSignIn).toHaveBeenCalledTimes(1);
    expect(currentLocation(app.router).pathname).toBe('/templates');
  });

  it('send a signed-in visit to login on to its target', async () => {
    const app = renderApp('/login?redirect=%2Ftemplates');
    await waitFor(() => expect(currentLocation(app.router).pathname).toBe('/templates'));
  });

  it('go to login after signing out', async () => {
    const app = renderApp('/dashboard');
    // Sign-out lives in the user menu of the app layout.
    await app.user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentLocation(app.router).pathname).toBe('/login');
  });
});
