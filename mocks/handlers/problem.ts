/** RFC 9457 problem answers, the contract's shape for every error. */
import { HttpResponse } from 'msw';
import type { Problem, ProblemErrorsItem } from '#api/generated/model/index';

const PROBLEM_BASE = 'https://docs.receivables.example/problems';

const problemTypes: Record<number, string> = {
  400: `${PROBLEM_BASE}/validation`,
  401: `${PROBLEM_BASE}/unauthorized`,
  403: `${PROBLEM_BASE}/forbidden`,
  404: `${PROBLEM_BASE}/not-found`,
  405: `${PROBLEM_BASE}/method-not-allowed`,
};

export const statusTitles: Record<number, string> = {
  400: 'Validation failed',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Thrown anywhere inside a handler; the route wrapper turns it into the answer. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly errors?: ProblemErrorsItem[],
  ) {
    super(detail ?? statusTitles[status] ?? `HTTP ${status}`);
    this.name = 'ProblemError';
  }
}

export const badRequest = (errors: ProblemErrorsItem[], detail = 'The request has invalid fields.') =>
  new ProblemError(400, detail, errors);
export const unauthorized = (detail: string) => new ProblemError(401, detail);
export const forbidden = (detail: string) => new ProblemError(403, detail);
export const notFound = (detail: string) => new ProblemError(404, detail);

export function problemBody(status: number, detail?: string, errors?: ProblemErrorsItem[], instance?: string): Problem {
  return {
    type: problemTypes[status] ?? 'about:blank',
    title: statusTitles[status] ?? (status >= 500 ? 'Server error' : 'Request failed'),
    status,
    ...(detail !== undefined && { detail }),
    ...(instance !== undefined && { instance }),
    ...(errors !== undefined && { errors }),
  };
}

export function problemResponse(status: number, detail?: string, errors?: ProblemErrorsItem[], instance?: string): Response {
  return new HttpResponse(JSON.stringify(problemBody(status, detail, errors, instance)), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}
