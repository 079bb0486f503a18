/**
 * oidc-client-ts settings (SPEC §9 "Single-sign-on"): authorization-code flow with PKCE (S256 is
 * oidc-client-ts's default and only method), the user kept in local storage, renewal 60 s before
 * expiry, session checks every 2 s.
 *
 * Redirect URIs are fixed addresses (RFC 9700 §2.1, `AUTH_CALLBACK_PATHS`), registered exactly at
 * the provider; the page the user came from travels in the sign-in state. The code comes back in
 * the query; tokens only in token-endpoint answers. The one token a URL carries is the id token as
 * `id_token_hint` of the silent sign-out, in a hidden frame's request to the provider: without it
 * Keycloak asks the user to confirm, which a hidden frame cannot (the session would stay alive).
 */
import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { AUTH_CALLBACK_PATHS } from '@/lib/auth-paths';
import type { RuntimeConfig } from '@/lib/config';

const BASE_SCOPE = 'openid profile email';

/**
 * `offline_access` asks for a refresh token that outlives the provider session, a long-lived
 * secret in local storage: only when the runtime configuration asks for it. Keycloak issues a
 * session-bound refresh token without it.
 */
export function ssoScope(config: Pick<RuntimeConfig, 'auth'>): string {
  return config.auth.offlineAccess ? `${BASE_SCOPE} offline_access` : BASE_SCOPE;
}

export const SSO_TIMINGS = {
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  staleStateAgeInSeconds: 15 * 60,
  checkSessionIntervalInSeconds: 2,
} as const;

export interface UserManagerSettingsOptions {
  /** Defaults to local storage (SPEC §9: the single-sign-on user is stored in local storage). */
  storage?: Storage;
}

export function createUserManagerSettings(
  config: Pick<RuntimeConfig, 'auth'>,
  location: Pick<Location, 'origin'>,
  options: UserManagerSettingsOptions = {},
): UserManagerSettings {
  const storage = options.storage ?? globalThis.localStorage;
  const at = (path: string) => `${location.origin}${path}`;
  return {
    authority: config.auth.authority,
    client_id: config.auth.clientId,
    redirect_uri: at(AUTH_CALLBACK_PATHS.signIn),
    post_logout_redirect_uri: at(AUTH_CALLBACK_PATHS.signedOut),
    // Hidden frames (session checks, the silent sign-out) end on a small page of their own that
    // hands the answer to this window, not on the whole app.
    silent_redirect_uri: at(AUTH_CALLBACK_PATHS.silent),
    popup_post_logout_redirect_uri: at(AUTH_CALLBACK_PATHS.silent),
    response_type: 'code',
    response_mode: 'query',
    scope: ssoScope(config),
    disablePKCE: false,
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    accessTokenExpiringNotificationTimeInSeconds: SSO_TIMINGS.accessTokenExpiringNotificationTimeInSeconds,
    silentRequestTimeoutInSeconds: SSO_TIMINGS.silentRequestTimeoutInSeconds,
    automaticSilentRenew: true,
    staleStateAgeInSeconds: SSO_TIMINGS.staleStateAgeInSeconds,
    monitorSession: true,
    checkSessionIntervalInSeconds: SSO_TIMINGS.checkSessionIntervalInSeconds,
    includeIdTokenInSilentRenew: false,
    includeIdTokenInSilentSignout: true,
  };
}
