/**
 * oidc-client-ts settings (SPEC §9 "Single-sign-on"): authorization-code flow with PKCE (S256 is
 * oidc-client-ts's default and only method), the user kept in local storage, renewal 60 s before
 * expiry, session checks every 2 s. No token ever travels in a URL: the code comes back in the
 * query, tokens only in token-endpoint answers, and no id token is added to silent requests.
 */
import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/lib/config';

export const SSO_SCOPE = 'openid profile email offline_access';

export const SSO_TIMINGS = {
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  staleStateAgeInSeconds: 15 * 60,
  checkSessionIntervalInSeconds: 2,
} as const;

export interface UserManagerSettingsOptions {
  /** Where the provider sends the browser after sign-out: the current path (default) or '/login'. */
  postLogoutPath?: 'current' | '/login';
  /** Defaults to local storage (SPEC §9: the single-sign-on user is stored in local storage). */
  storage?: Storage;
}

export function createUserManagerSettings(
  config: Pick<RuntimeConfig, 'auth'>,
  location: Pick<Location, 'origin' | 'pathname'>,
  options: UserManagerSettingsOptions = {},
): UserManagerSettings {
  const storage = options.storage ?? globalThis.localStorage;
  const returnAddress = `${location.origin}${location.pathname}`;
  const postLogout = options.postLogoutPath === '/login' ? `${location.origin}/login` : returnAddress;
  return {
    authority: config.auth.authority,
    client_id: config.auth.clientId,
    redirect_uri: returnAddress,
    post_logout_redirect_uri: postLogout,
    // Where the silent sign-out's hidden frame returns (its answer is handed to this window).
    popup_post_logout_redirect_uri: returnAddress,
    response_type: 'code',
    response_mode: 'query',
    scope: SSO_SCOPE,
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
    includeIdTokenInSilentSignout: false,
  };
}
