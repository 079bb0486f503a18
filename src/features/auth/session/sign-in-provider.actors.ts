/**
 * The real actors of the sign-in provider machine: thin wrappers over one oidc-client-ts UserManager.
 */
import type { UserManager } from 'oidc-client-ts';
import { fromCallback, fromPromise } from 'xstate';
import { renewSilentError } from './sign-in-provider.errors';
import type { SignInProviderActors, SignInProviderEvent } from './sign-in-provider.machine';

/** The provider sends the browser back to where it was: current origin plus current path (SPEC §2). */
export function currentReturnAddress(location: Pick<Location, 'origin' | 'pathname'> = globalThis.location): string {
  return `${location.origin}${location.pathname}`;
}

/**
 * oidc-client-ts adds the stored user's id token to every end-session URL (id_token_hint; even
 * `includeIdTokenInSilentSignout: false` does not stop it). No token goes into a URL here: the
 * stored user is removed first — as oidc-client-ts itself does just before navigating — so there
 * is no id token to add. The provider then identifies the client by client_id (Keycloak asks the
 * user to confirm a redirect sign-out made without a hint).
 */
export async function signOutWithoutIdToken<K extends 'signoutRedirect' | 'signoutPopup' | 'signoutSilent'>(
  userManager: Pick<UserManager, K | 'removeUser'>,
  flow: K,
  args?: Parameters<UserManager[K]>[0],
): Promise<void> {
  await userManager.removeUser();
  // Without state data oidc-client-ts sends no `state`, and the answer (in the silent flow's hidden
  // frame, or back in this window) could not be told apart from an ordinary visit.
  const withState = { state: { flow }, ...args } as Parameters<UserManager[K]>[0];
  await (userManager[flow] as (args?: Parameters<UserManager[K]>[0]) => Promise<void>)(withState);
}

export function createSignInProviderActors(userManager: UserManager): SignInProviderActors {
  return {
    getUser: fromPromise(() => userManager.getUser()),
    signinCallback: fromPromise(({ input }) => userManager.signinCallback(input.url)),
    signoutCallback: fromPromise(async ({ input }) => {
      await userManager.signoutCallback(input.url);
    }),
    // The return address is taken when the flow starts, not when the UserManager was created.
    signinRedirect: fromPromise(({ input }) => userManager.signinRedirect({ redirect_uri: currentReturnAddress(), ...input })),
    signinPopup: fromPromise(({ input }) => userManager.signinPopup(input)),
    signinSilent: fromPromise(({ input }) => userManager.signinSilent(input)),
    signoutRedirect: fromPromise(({ input }) => signOutWithoutIdToken(userManager, 'signoutRedirect', input)),
    signoutPopup: fromPromise(({ input }) => signOutWithoutIdToken(userManager, 'signoutPopup', input)),
    signoutSilent: fromPromise(({ input }) => signOutWithoutIdToken(userManager, 'signoutSilent', input)),
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
