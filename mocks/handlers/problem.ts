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
  409: `${PROBLEM_BASE}/conflict`,
  412: `${PROBLEM_BASE}/precondition-failed`,
  413: `${PROBLEM_BASE}/payload-too-large`,
  415: `${PROBLEM_BASE}/unsupported-media-type`,
  422: `${PROBLEM_BASE}/business-rule`,
  428: `${PROBLEM_BASE}/precondition-required`,
};

export const statusTitles: Record<number, string> = {
  400: 'Validation failed',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
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
export const conflict = (detail: string) => new ProblemError(409, detail);
/** A business rule refuses the request; `errors` names the fields where one applies. */
export const unprocessable = (detail: string, errors?: ProblemErrorsItem[]) => new ProblemError(422, detail, errors);

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
