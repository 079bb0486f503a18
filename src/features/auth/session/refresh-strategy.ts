/**
 * What to do when the API answers 401 (SPEC §7 "Refresh flow on a 401 answer"), plugged into the
 * HTTP client's seam (`setUnauthorizedHandler`):
 *
 *   1. a single-sign-on user with a refresh token → silent renewal → retry;
 *   2. else stored access and refresh tokens → POST /account/refresh → TOKENS_UPDATED → retry;
 *   3. no token, or the refresh failed → console.error (no token in it) and LOGOUT.
 *
 * Any number of concurrent 401s share one recovery (one refresh, one log line, one LOGOUT); a 401
 * to a request sent with a token that has since been replaced is simply retried with the new one.
 * Spending a refresh token is coordinated across tabs by `@/api/refresh-coordinator`.
 */
import type { UnauthorizedHandler } from '@/api/client';
import { getApiClient } from '@/api/client';
import { refreshToken200Response } from '@/api/generated/zod/account/account.zod';
import { type RefreshCoordinator, SessionEndedElsewhereError } from '@/api/refresh-coordinator';
import { readSignOutMarker } from '@/api/session-signals';
import { bearerTokenOf, type StoredTokens } from '@/api/tokens';
import { AUTH_STORAGE_KEYS, type AuthActor } from './auth.machine';
import { describeError } from './describe-error';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Timeout of the refresh call: a hung refresh would hold the cross-tab lock. */
export const REFRESH_REQUEST_TIMEOUT_MS = 10_000;

/** POST /account/refresh, form-encoded (SPEC §7); the answer is checked against the contract. */
export async function postAccountRefresh(tokens: TokenPair): Promise<TokenPair> {
  const { data, response } = await getApiClient().POST('/account/refresh', {
    body: { access_token: tokens.accessToken, refresh_token: tokens.refreshToken },
    bodySerializer: (body) => new URLSearchParams(body).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    signal: AbortSignal.timeout(REFRESH_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`POST /account/refresh answered ${response.status}`);
  const parsed = refreshToken200Response.safeParse(data);
  if (!parsed.success) throw new Error('POST /account/refresh answered outside the contract');
  return { accessToken: parsed.data.data.access_token, refreshToken: parsed.data.data.refresh_token };
}

/** Timeout of the sign-out call: signing out must not wait long for an API that does not answer. */
export const LOGOUT_REQUEST_TIMEOUT_MS = 5_000;

/** POST /account/logout (inferred): revokes a credentials session's tokens. */
export async function postAccountLogout(tokens: { accessToken: string | null; refreshToken: string }): Promise<void> {
  const body: { refresh_token: string; access_token?: string } = { refresh_token: tokens.refreshToken };
  if (tokens.accessToken) body.access_token = tokens.accessToken;
  const { response } = await getApiClient().POST('/account/logout', {
    body,
    bodySerializer: (fields) => new URLSearchParams(fields as Record<string, string>).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    signal: AbortSignal.timeout(LOGOUT_REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`POST /account/logout answered ${response.status}`);
}

export interface UnauthorizedHandlerDeps {
  authActor: AuthActor;
  /** The stored single-sign-on user's tokens, read synchronously (`readSingleSignOnTokens`). */
  readSingleSignOnTokens: () => StoredTokens | null;
  /** Coordinated silent renewal (`CoordinatedUserManager.signinSilent`). */
  renewSingleSignOn: () => Promise<unknown>;
  /** Coordinates spending the credentials refresh token (shared lock name with single sign-on). */
  coordinator: RefreshCoordinator<void>;
  /** Defaults to `postAccountRefresh`. */
  refreshCredentials?: (tokens: TokenPair) => Promise<TokenPair>;
  /** Revokes a pair that arrived after a sign-out elsewhere; defaults to `postAccountLogout`. */
  revokeCredentials?: (tokens: TokenPair) => Promise<void>;
  /** Shared storage the auth machine persists to; defaults to local storage. */
  storage?: Pick<Storage, 'getItem'>;
}

export function createUnauthorizedHandler(deps: UnauthorizedHandlerDeps): UnauthorizedHandler {
  const { authActor, coordinator } = deps;
  const refreshCredentials = deps.refreshCredentials ?? postAccountRefresh;
  const revokeCredentials = deps.revokeCredentials ?? postAccountLogout;
  const storage = () => deps.storage ?? globalThis.localStorage;
  let recovering: Promise<boolean> | null = null;

  /** The token a request would be sent with now (the same order as `currentAccessToken`). */
  function currentToken(): string | null {
    return deps.readSingleSignOnTokens()?.accessToken ?? authActor.getSnapshot().context.accessToken;
  }

  function giveUp(reason: string, error: unknown, secrets: ReadonlyArray<string | null>): false {
    if (error instanceof SessionEndedElsewhereError) {
      // That tab removed the tokens and told the provider; signing out again here could remove a
      // session signed in since. Only this tab's copy is forgotten.
      authActor.send({ type: 'SESSION_ENDED_ELSEWHERE' });
      return false;
    }
    const detail = error === undefined ? '' : ` (${describeError(error, secrets)})`;
    console.error(`${reason}; signing out${detail}`);
    authActor.send({ type: 'LOGOUT' });
    return false;
  }

  function refreshCredentialsOnce(): Promise<void> {
    const seen = authActor.getSnapshot().context.refreshToken;
    return coordinator.run({
      seen,
      readStored: () => storage().getItem(AUTH_STORAGE_KEYS.refreshToken),
      rotate: async () => {
        const { accessToken, refreshToken } = authActor.getSnapshot().context;
        if (!accessToken || !refreshToken) throw new Error('The session ended before it could be refreshed');
        const marker = readSignOutMarker(storage());
        const pair = await refreshCredentials({ accessToken, refreshToken });
        if (readSignOutMarker(storage()) !== marker) {
          // Signed out in another tab while the pair was on its way: never write it back.
          await revokeCredentials(pair).catch(() => undefined);
          throw new SessionEndedElsewhereError();
        }
        authActor.send({ type: 'TOKENS_UPDATED', ...pair });
      },
      adopt: () => {
        // Another tab rotated: take the pair it stored rather than spend a spent refresh token.
        const accessToken = storage().getItem(AUTH_STORAGE_KEYS.accessToken);
        const refreshToken = storage().getItem(AUTH_STORAGE_KEYS.refreshToken);
        if (!accessToken || !refreshToken) throw new Error('The session ended in another tab');
        authActor.send({ type: 'TOKENS_UPDATED', accessToken, refreshToken });
      },
    });
  }

  async function recover(): Promise<boolean> {
    const sso = deps.readSingleSignOnTokens();
    if (sso?.refreshToken) {
      try {
        await deps.renewSingleSignOn();
        return true;
      } catch (error) {
        return giveUp('Single-sign-on renewal failed', error, [sso.accessToken, sso.refreshToken]);
      }
    }
    const { accessToken, refreshToken } = authActor.getSnapshot().context;
    if (accessToken && refreshToken) {
      try {
        await refreshCredentialsOnce();
        return true;
      } catch (error) {
        return giveUp('Token refresh failed', error, [accessToken, refreshToken]);
      }
    }
    return giveUp('The session expired and there is no token to refresh it with', undefined, []);
  }

  return async ({ request }) => {
    const used = bearerTokenOf(request);
    const current = currentToken();
    // Sent before a refresh finished (here or in another tab): the new token is already there.
    if (current && current !== used) return true;
    if (!recovering) {
      const flight = recover();
      recovering = flight;
      void flight.finally(() => {
        if (recovering === flight) recovering = null;
      });
    }
    return recovering;
  };
}
