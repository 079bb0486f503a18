/**
 * The app's fixed addresses for the identity provider's answers (RFC 9700 §2.1: redirect URIs are
 * registered and compared exactly). The page the user came from travels in the sign-in state, not
 * in the redirect URI. Administrators register exactly these at the provider (README).
 */
export const AUTH_CALLBACK_PATHS = {
  /** The authorization-code answer of a sign-in (redirect_uri). */
  signIn: '/auth/callback',
  /** Where a sign-out in this window ends (post_logout_redirect_uri). */
  signedOut: '/auth/signed-out',
  /**
   * A small page of its own (not the app) that hands a hidden frame's answer to the app: silent
   * session checks (silent_redirect_uri) and the silent sign-out (its post_logout_redirect_uri).
   */
  silent: '/auth/silent-callback.html',
} as const;

/** Every callback address of an app origin, as the provider must register them. */
export function callbackUris(origin: string): { redirectUris: string[]; postLogoutRedirectUris: string[] } {
  return {
    redirectUris: [`${origin}${AUTH_CALLBACK_PATHS.signIn}`, `${origin}${AUTH_CALLBACK_PATHS.silent}`],
    postLogoutRedirectUris: [`${origin}${AUTH_CALLBACK_PATHS.signedOut}`, `${origin}${AUTH_CALLBACK_PATHS.silent}`],
  };
}
