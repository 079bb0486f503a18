import type { FaultRegistry } from '../faults';
import type { MockStore } from '../store';

export interface HandlerOptions {
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
}

export interface HandlerContext {
  store: MockStore;
  faults: FaultRegistry;
  options: Required<Omit<HandlerOptions, 'now'>> & { now: () => Date };
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
  };
}
