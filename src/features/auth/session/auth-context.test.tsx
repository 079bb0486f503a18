import { act, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@/lib/config';
import { AuthProvider, useAuthService, useAuthState, useSignInProviderState } from './auth-context';
import { type AuthService, startAuth } from './auth-service';
import { QUIET_TEST_SETTINGS, TEST_RUNTIME_CONFIG } from './test-helpers';

function Status() {
  const signedIn = useAuthState((s) => s.context.accessToken !== null);
  const loading = useSignInProviderState((s) => s.context.isLoading);
  const { signOut } = useAuthService();
  return (
    <div>
      <p>{loading ? 'loading' : signedIn ? 'signed in' : 'signed out'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

let service: AuthService | undefined;
afterEach(() => service?.stop());

it('components follow the actors through the provider', async () => {
  localStorage.clear();
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  // The revocation at sign-out is the session tests' business; here it answers at once.
  service = startAuth(TEST_RUNTIME_CONFIG, { settings: QUIET_TEST_SETTINGS, revokeCredentials: async () => undefined });
  render(
    <AuthProvider service={service}>
      <Status />
    </AuthProvider>,
  );
  expect(await screen.findByText('signed out')).toBeInTheDocument();
  act(() => service?.authActor.send({ type: 'CREDENTIALS_SET', accessToken: 'at', refreshToken: 'rt' }));
  expect(screen.getByText('signed in')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Sign out' }).click());
  expect(await screen.findByText('signed out')).toBeInTheDocument();
});

it('useAuthService outside the provider says so', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Status />)).toThrow('useAuthService must be used inside <AuthProvider>');
});
