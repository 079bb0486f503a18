/**
 * What the signed-in routes know before they load (the router context of the app layout): the
 * active administration and, on demand, the permissions held there (SPEC §1, §6).
 *
 * The administration comes from local storage, so nothing waits for the list of administrations;
 * the list is asked for only when none is stored, or when the stored one turns out not to be the
 * user's (its profile answers 403 or 404). The profile (the permissions) is requested at once and
 * awaited only by what needs it: a route whose requirement everyone holds never waits for it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getActiveAdministrationId, resolveActiveAdministration } from '@/lib/administration';
import { DEFAULT_PERMISSIONS, isAllowed, type Permission, withDefaultPermissions } from '@/lib/permissions';
import { ApiError } from './errors';
import {
  getGetProfileSuspenseQueryOptions,
  getListAdministrationsSuspenseQueryOptions,
} from './generated/endpoints/administrations/administrations';

export type RouteAccess = {
  /** The administration the screens work in; null when the user belongs to none. */
  readonly administrationId: string | null;
  /** The permissions held there (Manage_Home included). One request, shared by every caller. */
  permissions(): Promise<readonly string[]>;
};

/** A route requires a permission the user does not hold in the active administration. */
export class ForbiddenRouteError extends Error {
  override readonly name = 'ForbiddenRouteError';
  constructor(readonly missing: readonly Permission[]) {
    super(`The page requires ${missing.join(', ')}`);
  }
}

/** The user belongs to no administration: there is nothing to show data of. */
export class NoAdministrationError extends Error {
  override readonly name = 'NoAdministrationError';
  constructor() {
    super('The user belongs to no administration');
  }
}

/**
 * The stored administration was not the user's; another one is active now. What was loaded for
 * the old one is void: the route loads again.
 */
export class AdministrationChangedError extends Error {
  override readonly name = 'AdministrationChangedError';
  constructor(
    readonly previous: string,
    readonly current: string,
  ) {
    super(`Administration ${previous} is not the user's; ${current} is active now`);
  }
}

/** The caller is no member of the administration (or it does not exist). */
export function isNotMember(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/**
 * The access of one administration; `recover` may turn a failure of its profile into another
 * outcome (see `resolveRouteAccess`).
 *
 * The profile is requested at once: by the first that asks for the permissions (the route's
 * guard, or its loader right after starting the page's own requests), and otherwise at the end of
 * the current task. So a page's data goes out first and the two run side by side: the profile,
 * usually the quicker, never answers before the page's request has even left (which would make it
 * look like a round trip of its own).
 */
export function accessTo(
  queryClient: QueryClient,
  administrationId: string,
  recover: (error: unknown) => Promise<never> = (error) => Promise.reject(error),
): RouteAccess {
  let permissions: Promise<readonly string[]> | undefined;
  const request = () => {
    if (!permissions) {
      permissions = queryClient
        .ensureQueryData(getGetProfileSuspenseQueryOptions(administrationId))
        .then((profile) => {
          // Someone else signed in on this browser: the drafts earlier users kept go (no first paint
          // waits for that code).
          void import('@/lib/kept-drafts').then(({ keepOnlyDraftsOf }) => keepOnlyDraftsOf(profile.id));
          return withDefaultPermissions(profile.permissions);
        }, recover);
      // Nobody may ask for them (a page everyone may open): the failure is then not unhandled.
      permissions.catch(() => undefined);
    }
    return permissions;
  };
  setTimeout(request, 0);
  return { administrationId, permissions: request };
}

const NO_ADMINISTRATION: RouteAccess = {
  administrationId: null,
  permissions: () => Promise.resolve(DEFAULT_PERMISSIONS),
};

/** The first administration of the user's list (the stored one when still there); stored as active. */
async function chooseAdministration(queryClient: QueryClient, exclude?: string): Promise<string | null> {
  const { items } = await queryClient.ensureQueryData(getListAdministrationsSuspenseQueryOptions());
  return resolveActiveAdministration(items.filter((administration) => administration.id !== exclude));
}

/**
 * The access of the app layout's routes. Waits for the list of administrations only when no
 * administration is stored; otherwise returns at once with the profile on its way.
 */
export async function resolveRouteAccess(queryClient: QueryClient): Promise<RouteAccess> {
  const stored = getActiveAdministrationId();
  if (stored) {
    return accessTo(queryClient, stored, async (error) => {
      if (!isNotMember(error)) throw error;
      // The stored administration is not (or no longer) the user's: choose one of theirs.
      const chosen = await chooseAdministration(queryClient, stored);
      if (!chosen) throw new NoAdministrationError();
      throw new AdministrationChangedError(stored, chosen);
    });
  }
  const chosen = await chooseAdministration(queryClient);
  return chosen ? accessTo(queryClient, chosen) : NO_ADMINISTRATION;
}

/** True when the requirement needs the profile: it names a permission not everyone holds. */
export function needsPermissions(required: readonly Permission[]): boolean {
  return !isAllowed(DEFAULT_PERMISSIONS, required);
}

/**
 * Whether the route may open, as the guard of `beforeLoad` asks: the administration, and the
 * permissions when the requirement needs them. Resolves with the administration's id; throws
 * `NoAdministrationError` or `ForbiddenRouteError` (or what the profile request failed with).
 */
export function checkAccess(access: RouteAccess, required: readonly Permission[]): string | Promise<string> {
  const { administrationId } = access;
  if (!administrationId) throw new NoAdministrationError();
  if (!needsPermissions(required)) return administrationId;
  return access.permissions().then((granted) => {
    const missing = required.filter((permission) => !granted.includes(permission));
    if (missing.length > 0) throw new ForbiddenRouteError(missing);
    return administrationId;
  });
}

/**
 * A route's data, requested together with the profile: both are under way at once (no extra
 * round trip; the data's request, passed in, has left first), and the profile's outcome wins, so a
 * stored administration that is not the user's reloads the route instead of showing the refusal
 * of its data.
 */
export async function withAccess<T>(access: RouteAccess, data: Promise<T>): Promise<T> {
  data.catch(() => undefined);
  await access.permissions();
  return data;
}
