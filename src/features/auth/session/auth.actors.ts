/** The real actors of the auth machine: the identity provider's side of signing out. */
import type { UserManager } from 'oidc-client-ts';
import { fromPromise } from 'xstate';
import type { AuthActors } from './auth.machine';
import { signOutWithoutIdToken } from './sign-in-provider.actors';

export function createAuthActors(userManager: Pick<UserManager, 'signoutSilent' | 'removeUser'>): AuthActors {
  return {
    signoutSilent: fromPromise(() => signOutWithoutIdToken(userManager, 'signoutSilent')),
    removeProviderUser: fromPromise(() => userManager.removeUser()),
  };
}
