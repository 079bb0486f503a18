import type { Problem } from './generated/model';

/** The server answered with a non-success status. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly status: number,
    readonly operation: string,
    readonly problem?: Problem,
  ) {
    super(`${operation} answered ${status}${problem?.title ? `: ${problem.title}` : ''}`);
  }
}

/**
 * A request refused before it was sent: a path or query value breaks the id or token rule, or the
 * URL would resolve to another API path than the one it names (`../`, encoded separators). Such a
 * value cannot name a record, so it is reported as the 404 the server would give — every screen
 * already shows its not-found or invalid-link view for that — without asking the server.
 */
export class RefusedRequestError extends ApiError {
  override readonly name = 'RefusedRequestError';
  constructor(
    operation: string,
    readonly reason: string,
  ) {
    super(404, operation);
    this.message = `${operation} was not sent: ${reason}`;
  }
}

/** The server answered, but the answer breaks the OpenAPI contract. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly operation: string,
    readonly issues: string[],
  ) {
    super(`${operation} answered outside the contract: ${issues.slice(0, 3).join('; ')}`);
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted by the network). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly operation: string,
    cause: unknown,
  ) {
    super(`${operation} failed: network error`, { cause });
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
