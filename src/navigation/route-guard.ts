/**
 * The permission guard of the signed-in routes (SPEC §6). A route declares what it needs with one
 * line, `...guard(permission)`, which sets `staticData.permission` (read by the navigation too) and
 * a `beforeLoad` that checks it, with the permissions of every matched parent, before any loader
 * of the page runs: a forbidden page never requests its data. The error it throws is shown by the
 * router's error component, inside the app frame.
 */
import { checkAccess, type RouteAccess } from '@/api/route-access';
import type { Namespace } from '@/lib/i18n';
import type { Permission } from '@/lib/permissions';
import { preloadRouteChunks } from './route-preloads';

type MatchLike = { routeId?: string; staticData?: { permission?: Permission | null } };

/**
 * The permissions a page needs: every one declared by a matched route up to `routeId` (all when
 * it is not among them), outermost first, without repeats. A record's tab needs the tab's
 * permission and the record's; null or no declaration adds nothing.
 */
export function routePermissions(matches: readonly MatchLike[], routeId?: string): Permission[] {
  const end = matches.findIndex((match) => match.routeId === routeId);
  const required: Permission[] = [];
  for (const match of end < 0 ? matches : matches.slice(0, end + 1)) {
    const permission = match.staticData?.permission;
    if (permission && !required.includes(permission)) required.push(permission);
  }
  return required;
}

/**
 * What the guard reads of `beforeLoad`'s options. The matched routes are read too, but not
 * declared: typing them would make every route's type depend on the whole route tree, a cycle
 * TypeScript refuses.
 */
type GuardOptions = {
  context: { access: RouteAccess };
  routeId: string;
};

/**
 * Checks a route (and its parents) against the access of the router context. Resolves with the
 * active administration's id, which becomes part of the route context; waits for the profile
 * only when a requirement is one not everyone holds.
 */
export function checkRoute(options: GuardOptions): { administrationId: string } | Promise<{ administrationId: string }> {
  const { context, routeId } = options;
  const { matches } = options as GuardOptions & { matches?: readonly MatchLike[] };
  if (!Array.isArray(matches)) throw new TypeError('The route guard needs the matched routes (beforeLoad options)');
  // Also when the route is only preloaded (a pointer resting on a link): its screen's modules start now.
  preloadRouteChunks((matches as readonly MatchLike[]).flatMap((match) => (match.routeId ? [match.routeId] : [])));
  const checked = checkAccess(context.access, routePermissions(matches, routeId));
  return typeof checked === 'string' ? { administrationId: checked } : checked.then((administrationId) => ({ administrationId }));
}

/** What the data helpers (./route-data.ts) add to a route's static data, for the areas' warm-up (./warm-areas.ts). */
export type RouteWarmUp = { namespaces?: readonly Namespace[]; read?: string };

/** `{ staticData, beforeLoad }` for a route that needs `permission` (null: every signed-in user). */
export function guard(permission: Permission | null, warmUp?: RouteWarmUp) {
  return { staticData: { permission, ...warmUp }, beforeLoad: checkRoute };
}
