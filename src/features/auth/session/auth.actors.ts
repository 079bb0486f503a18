/** The real actors of the auth machine: the identity provider's and the API's side of signing out. */
import { fromPromise } from 'xstate';
import type { AuthActors } from './auth.machine';
import { postAccountLogout } from './refresh-strategy';
import { endProviderSession, type ProviderSignOut } from './sign-in-provider.actors';

export function createAuthActors(
  userManager: ProviderSignOut<'signoutSilent'> & { removeUser(): Promise<void> },
  revokeCredentials: typeof postAccountLogout = postAccountLogout,
): AuthActors {
  return {
    signoutSilent: fromPromise(() => endProviderSession(userManager, 'signoutSilent')),
    removeProviderUser: fromPromise(() => userManager.removeUser()),
    revokeCredentials: fromPromise(({ input }) => revokeCredentials(input)),
  };
}
