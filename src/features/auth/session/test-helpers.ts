/**
 * Test fixtures for the session machines (imported by tests only): a provider configuration with
 * its metadata inline (no discovery request), users, and a deferred promise.
 */
import { User, type UserManager, type UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '@/lib/config';

export const TEST_AUTHORITY = 'http://auth.test/realms/receivables';
export const TEST_CLIENT_ID = 'receivables-web';
export const TEST_API_ROOT = 'http://api.test/v1.0';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiRoot: TEST_API_ROOT,
  auth: { authority: TEST_AUTHORITY, clientId: TEST_CLIENT_ID },
  mock: 'off',
  helpBaseUrl: 'https://docs.test/help',
};

export const TEST_METADATA = {
  issuer: TEST_AUTHORITY,
  authorization_endpoint: `${TEST_AUTHORITY}/protocol/openid-connect/auth`,
  token_endpoint: `${TEST_AUTHORITY}/protocol/openid-connect/token`,
  userinfo_endpoint: `${TEST_AUTHORITY}/protocol/openid-connect/userinfo`,
  end_session_endpoint: `${TEST_AUTHORITY}/protocol/openid-connect/logout`,
  revocation_endpoint: `${TEST_AUTHORITY}/protocol/openid-connect/revoke`,
} satisfies UserManagerSettings['metadata'];

/** Settings merged over the SPEC ones in tests: inline metadata, no timers or session iframe. */
export const QUIET_TEST_SETTINGS: Partial<UserManagerSettings> = {
  metadata: TEST_METADATA,
  automaticSilentRenew: false,
  monitorSession: false,
};

export const TEST_USER_STORE_KEY = `oidc.user:${TEST_AUTHORITY}:${TEST_CLIENT_ID}`;

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned id token (oidc-client-ts decodes it; the provider signs real ones). */
export function fakeIdToken(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'none' })}.${base64url({ iss: TEST_AUTHORITY, aud: TEST_CLIENT_ID, sub: 'usr-anna', iat: now, exp: now + 300, ...claims })}.`;
}

export function makeUser(options: { expiresIn?: number; accessToken?: string; refreshToken?: string | null } = {}): User {
  const expiresIn = options.expiresIn ?? 300;
  return new User({
    access_token: options.accessToken ?? 'sso-access-1',
    refresh_token: options.refreshToken === null ? undefined : (options.refreshToken ?? 'sso-refresh-1'),
    id_token: fakeIdToken(),
    token_type: 'Bearer',
    scope: 'openid profile email offline_access',
    profile: { sub: 'usr-anna', iss: TEST_AUTHORITY, aud: TEST_CLIENT_ID, exp: 0, iat: 0, name: 'Anna de Vries', email: 'anna@example.test' },
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  });
}

export function storeUser(user: User, storage: Storage = localStorage): void {
  storage.setItem(TEST_USER_STORE_KEY, user.toStorageString());
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export function setAddress(pathAndQuery: string): void {
  window.history.replaceState(null, '', pathAndQuery);
}

/** A plain UserManager given the revocation the sign-out needs; the revoked tokens land in `revoked`. */
export function revocable<M extends UserManager>(userManager: M, revoked: string[] = []): M & { revokeRefreshToken(token: string): Promise<void> } {
  return Object.assign(userManager, {
    revokeRefreshToken: async (token: string) => {
      revoked.push(token);
    },
  });
}
