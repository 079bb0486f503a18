/**
 * The real actors of the sign-in provider machine: thin wrappers over one oidc-client-ts UserManager.
 */
import type { UserManager } from 'oidc-client-ts';
import { fromCallback, fromPromise } from 'xstate';
import type { CoordinatedUserManager } from './coordinated-user-manager';
import { describeError } from './describe-error';
import { renewSilentError } from './sign-in-provider.errors';
import type { SignInProviderActors, SignInProviderEvent } from './sign-in-provider.machine';

/** The part of the UserManager that ending the provider session needs. */
export type ProviderSignOut<K extends SignOutFlow> = Pick<UserManager, K | 'getUser'> & {
  revokeRefreshToken(token: string): Promise<void>;
};

type SignOutFlow = 'signoutRedirect' | 'signoutPopup' | 'signoutSilent';

/**
 * Ends the session at the provider, not just the local copy: first the refresh token is revoked
 * (a copy of it cannot be spent any more, even if what follows fails), then the provider session
 * is ended. oidc-client-ts sends the stored user's id token as `id_token_hint` — without it
 * Keycloak asks for a confirmation a hidden frame cannot give — and removes the user before it
 * navigates. A failed revocation is logged and the sign-out goes on.
 */
export async function endProviderSession<K extends SignOutFlow>(
  userManager: ProviderSignOut<K>,
  flow: K,
  args?: Parameters<UserManager[K]>[0],
): Promise<void> {
  const user = await userManager.getUser();
  if (user?.refresh_token) {
    await userManager.revokeRefreshToken(user.refresh_token).catch((error: unknown) => {
      console.error('Revoking the single-sign-on refresh token failed; ending the provider session anyway', describeError(error));
    });
  }
  // Without state data oidc-client-ts sends no `state`, and the answer (in the silent flow's hidden
  // frame, or back in this window) could not be told apart from an ordinary visit.
  const withState = { state: { flow }, ...args } as Parameters<UserManager[K]>[0];
  await (userManager[flow] as (args?: Parameters<UserManager[K]>[0]) => Promise<void>)(withState);
}

export function createSignInProviderActors(
  userManager: UserManager & Pick<CoordinatedUserManager, 'revokeRefreshToken'>,
): SignInProviderActors {
  return {
    getUser: fromPromise(() => userManager.getUser()),
    signinCallback: fromPromise(({ input }) => userManager.signinCallback(input.url)),
    signoutCallback: fromPromise(async ({ input }) => {
      await userManager.signoutCallback(input.url);
    }),
    // The provider returns to the fixed callback address; where the user was travels in the state.
    signinRedirect: fromPromise(({ input }) => userManager.signinRedirect(input)),
    signinPopup: fromPromise(({ input }) => userManager.signinPopup(input)),
    signinSilent: fromPromise(({ input }) => userManager.signinSilent(input)),
    signoutRedirect: fromPromise(({ input }) => endProviderSession(userManager, 'signoutRedirect', input)),
    signoutPopup: fromPromise(({ input }) => endProviderSession(userManager, 'signoutPopup', input)),
    signoutSilent: fromPromise(({ input }) => endProviderSession(userManager, 'signoutSilent', input)),
    userManagerEvents: fromCallback<SignInProviderEvent>(({ sendBack }) => {
      const send = (event: SignInProviderEvent) => sendBack(event);
      const { events } = userManager;
      const unsubscribe = [
        events.addUserLoaded((user) => send({ type: 'USER_LOADED', user })),
        events.addUserUnloaded(() => send({ type: 'USER_UNLOADED' })),
        events.addUserSignedOut(() => send({ type: 'USER_SIGNED_OUT' })),
        events.addSilentRenewError((error) => send({ type: 'ERROR', error: renewSilentError(error) })),
        events.addAccessTokenExpired(() => send({ type: 'ACCESS_TOKEN_EXPIRED' })),
      ];
      return () => unsubscribe.forEach((remove) => remove());
    }),
  };
}
