import { ApiError, ContractError } from '@/api/errors';
import { AdministrationChangedError, ForbiddenRouteError, NoAdministrationError } from '@/api/route-access';

export type RouteErrorKind =
  | 'sessionEnded'
  | 'forbidden'
  | 'notFound'
  | 'contract'
  | 'codeNotLoaded'
  | 'noAdministration'
  | 'administrationChanged'
  | 'failed';

/**
 * What a route's failure means to the user: the session ended (401), the page or its data is not
 * theirs to see (403, or the route guard's refusal), the record does not exist (404), the server
 * answered outside the contract, code the page needed could not be loaded (a newer deployment may
 * have replaced it), there is no administration to work in, the stored administration was
 * replaced by one of theirs (the route loads again), or anything else — a server or network
 * failure, a bug — which is the 500 view.
 */
export function routeErrorKind(error: unknown): RouteErrorKind {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'sessionEnded';
    if (error.status === 403) return 'forbidden';
    if (error.status === 404) return 'notFound';
  }
  if (error instanceof ContractError) return 'contract';
  if (isCodeLoadFailure(error)) return 'codeNotLoaded';
  if (error instanceof ForbiddenRouteError) return 'forbidden';
  if (error instanceof NoAdministrationError) return 'noAdministration';
  if (error instanceof AdministrationChangedError) return 'administrationChanged';
  return 'failed';
}

/** How browsers say that a lazily loaded module could not be fetched. */
const MODULE_LOAD_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
];

export function isCodeLoadFailure(error: unknown): error is Error {
  return error instanceof Error && MODULE_LOAD_FAILURES.some((start) => error.message.startsWith(start));
}
