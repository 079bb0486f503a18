import type { FaultRegistry } from '../faults';
import type { MockStore } from '../store';

/**
 * Outcome of checking a bearer token the backend did not issue itself (a JWT of the local identity
 * provider). Injected by the Node server only, so the service-worker build stays free of jose.
 */
export type ExternalTokenResult = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' | 'unverifiable' };
export type ExternalTokenVerifier = (token: string) => Promise<ExternalTokenResult>;

export interface HandlerOptions {
  /** Verifies JWT access tokens of the identity provider (idp/); absent: only the backend's own tokens count. */
  verifyExternalToken?: ExternalTokenVerifier;
  /** Answer 401 to calls without an Authorization header (default false: they act as usr-anna). */
  requireAuth?: boolean;
  /** Latency added to every API call, in ms (default 0). */
  delayMs?: number;
  /** Clock for last-modified dates and token expiry; tests may pin it. */
  now?: () => Date;
  /**
   * How a `networkError` fault is produced. `response-error` (msw/node, service worker) makes
   * fetch reject; the HTTP server cannot send Response.error(), so it asks for the connection to be
   * dropped through a marker header instead.
   */
  networkErrorMode?: 'response-error' | 'drop-connection';
  /** Answer unknown routes with a 404/405 problem (the HTTP server); otherwise leave them unhandled. */
  fallback?: boolean;
  /**
   * Answer POST /__mock/tokens, which mints tokens for any user: development and tests only
   * (MOCK_DEV_TOKENS=1). Default false: the route answers 404 like an unknown one.
   */
  devTokens?: boolean;
}

export interface HandlerContext {
  store: MockStore;
  faults: FaultRegistry;
  options: Required<Omit<HandlerOptions, 'now' | 'verifyExternalToken'>> & {
    now: () => Date;
    verifyExternalToken?: ExternalTokenVerifier;
  };
}

/** Marker header: the HTTP server destroys the socket instead of sending such an answer. */
export const DROP_CONNECTION_HEADER = 'x-mock-drop-connection';

export function resolveHandlerOptions(options: HandlerOptions = {}): HandlerContext['options'] {
  return {
    requireAuth: options.requireAuth ?? false,
    delayMs: options.delayMs ?? 0,
    now: options.now ?? (() => new Date()),
    networkErrorMode: options.networkErrorMode ?? 'response-error',
    fallback: options.fallback ?? false,
    devTokens: options.devTokens ?? false,
    verifyExternalToken: options.verifyExternalToken,
  };
}
