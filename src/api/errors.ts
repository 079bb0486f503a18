import type { Problem } from './generated/model';

/** The server answered with a non-success status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly operation: string,
    readonly problem?: Problem,
  ) {
    super(`${operation} answered ${status}${problem?.title ? `: ${problem.title}` : ''}`);
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

export type RequestError = ApiError | ContractError | NetworkError;

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
