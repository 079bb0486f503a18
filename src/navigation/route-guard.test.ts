import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { ForbiddenRouteError, NoAdministrationError, type RouteAccess } from '@/api/route-access';
import { createAppRouter } from '@/app/router';
import type { Permission } from '@/lib/permissions';
import { AREAS, SETTINGS_PERMISSION } from './areas';
import { loadAllAreas } from '@/app/route-areas';
import { guard, routePermissions } from './route-guard';

describe('routePermissions', () => {
  const matches = [
    { routeId: '__root__' },
    { routeId: '/_app', staticData: {} },
    { routeId: '/_app/customers/$customerId', staticData: { permission: 'Manage_Customers' as Permission } },
    { routeId: '/_app/customers/$customerId/tasks', staticData: { permission: 'Manage_Tasks' as Permission } },
  ];

  it("needs every permission declared from the outermost route down to the checked one: a record's tab needs the record's too", () => {
    expect(routePermissions(matches, '/_app/customers/$customerId/tasks')).toEqual(['Manage_Customers', 'Manage_Tasks']);
  });

  it('does not ask for what only a route below the checked one declares', () => {
    expect(routePermissions(matches, '/_app/customers/$customerId')).toEqual(['Manage_Customers']);
    expect(routePermissions(matches, '/_app')).toEqual([]);
  });

  it('names each permission once; null and no declaration add nothing', () => {
    expect(
      routePermissions([
        { routeId: 'a', staticData: { permission: 'Manage_Customers' } },
        { routeId: 'b', staticData: { permission: null } },
        { routeId: 'c', staticData: { permission: 'Manage_Customers' } },
        { routeId: 'd' },
      ]),
    ).toEqual(['Manage_Customers']);
  });

  it('takes every matched route when the checked one is not among them', () => {
    expect(routePermissions(matches, 'elsewhere')).toEqual(['Manage_Customers', 'Manage_Tasks']);
  });
});

/** A frame route that puts `access` in the context, as the app layout does, and a page below it. */
function guardedApp(access: RouteAccess, permission: Permission | null) {
  const loader = vi.fn(async () => 'the page data');
  const root = createRootRoute();
  const frame = createRoute({ getParentRoute: () => root, id: 'frame', beforeLoad: () => ({ access }) });
  const page = createRoute({ getParentRoute: () => frame, path: 'page', ...guard(permission), loader });
  const router = createRouter({ routeTree: root.addChildren([frame.addChildren([page])]), history: createMemoryHistory({ initialEntries: ['/page'] }) });
  const pageMatch = () => router.state.matches.find((match) => match.routeId === page.id);
  return { router, loader, pageMatch };
}

/** Access whose permissions answer with `granted` (Manage_Home included), counting the requests. */
function accessWith(granted: readonly string[], administrationId: string | null = 'adm-1') {
  const permissions = vi.fn(async () => ['Manage_Home', ...granted]);
  return { administrationId, permissions };
}

describe('guard', () => {
  it('declares the permission for the navigation as well (staticData)', () => {
    expect(guard('Manage_Tasks').staticData).toEqual({ permission: 'Manage_Tasks' });
    expect(guard(null).staticData).toEqual({ permission: null });
  });

  it('a forbidden page never runs its loader: the refusal is the route error', async () => {
    const access = accessWith(['Manage_Tasks']);
    const { router, loader, pageMatch } = guardedApp(access, 'Manage_Configuration');
    await router.load();
    expect(pageMatch()?.status).toBe('error');
    expect(pageMatch()?.error).toBeInstanceOf(ForbiddenRouteError);
    expect((pageMatch()?.error as ForbiddenRouteError).missing).toEqual(['Manage_Configuration']);
    expect(loader).not.toHaveBeenCalled();
  });

  it('a permitted page loads, with the checked administration in its context', async () => {
    const access = accessWith(['Manage_Configuration']);
    const { router, loader, pageMatch } = guardedApp(access, 'Manage_Configuration');
    await router.load();
    expect(pageMatch()?.status).toBe('success');
    expect(pageMatch()?.loaderData).toBe('the page data');
    expect(pageMatch()?.context).toMatchObject({ administrationId: 'adm-1' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('a page everyone may open does not wait for the permissions', async () => {
    const access = accessWith([]);
    const { router, loader, pageMatch } = guardedApp(access, null);
    await router.load();
    expect(pageMatch()?.status).toBe('success');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(access.permissions).not.toHaveBeenCalled();
  });

  it('without an administration no page loads', async () => {
    const { router, loader, pageMatch } = guardedApp(accessWith([], null), null);
    await router.load();
    expect(pageMatch()?.error).toBeInstanceOf(NoAdministrationError);
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('the signed-in routes', () => {
  const auth = {
    isAuthenticated: () => true,
    waitUntilLoaded: async () => undefined,
    ssoReturnTo: () => undefined,
    ssoError: () => null,
    signOut: async () => undefined,
  };
  const router = createAppRouter(new QueryClient(), auth, createMemoryHistory());
  // Every area's routes (they load with their area in the app): importing all their modules takes
  // as long as importing the generated tree did, here inside the hook.
  beforeAll(() => loadAllAreas(router), 60_000);
  const pages = () => Object.values(router.routesById).filter((route) => route.id.startsWith('/_app/'));

  it('each declare their permission and check it before they load (guard)', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(80);
    for (const route of all) {
      expect(route.options.staticData, route.id).toHaveProperty('permission');
      expect(route.options.beforeLoad, route.id).toBeTypeOf('function');
    }
  });

  it('declare what the area registry says', () => {
    // A list route also says it is one (the frame offers "Skip to list" there), and what the areas'
    // warm-up loads ahead (its words, its read); a page that is no list says neither.
    expect(router.routesById['/_app/templates/'].options.staticData).toEqual({
      permission: AREAS.templates.permission,
      namespaces: ['templates'],
      read: '/administrations/{administrationId}/templates',
      list: true,
    });
    expect(router.routesById['/_app/settings/bookkeeping'].options.staticData).toEqual({ permission: SETTINGS_PERMISSION, namespaces: ['settings'] });
  });
});
