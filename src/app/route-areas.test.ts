import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type * as RouterModule from './router';
import { areaOf } from './route-areas';

const auth = {
  isAuthenticated: () => true,
  waitUntilLoaded: async () => undefined,
  ssoReturnTo: () => undefined,
  ssoError: () => null,
  signOut: async () => undefined,
};

type AppRouter = ReturnType<typeof RouterModule.createAppRouter>;
const leafOf = (router: AppRouter, pathname: string) => router.getMatchedRoutes(pathname)[2]?.id;

/** Route objects are module singletons, and other files of this worker load areas: fresh ones here. */
async function fresh() {
  vi.resetModules();
  const [{ createAppRouter }, { loadAreaOf }] = await Promise.all([import('./router'), import('./route-areas')]);
  return { loadAreaOf, newRouter: () => createAppRouter(new QueryClient(), auth, createMemoryHistory()) };
}

describe('the areas’ routes', () => {
  it('are no part of a new router: an area’s address lands on the catch-all until its area is in', async () => {
    const { loadAreaOf, newRouter } = await fresh();
    const router = newRouter();
    expect(leafOf(router, '/journeys/jrn-1')).toBe('/$');
    expect(await loadAreaOf(router, '/journeys/jrn-1')).toBe(true);
    expect(leafOf(router, '/journeys/jrn-1')).toBe('/_app/journeys/$journeyId');
    // A second router made now has them from the start; the first keeps them.
    const next = newRouter();
    expect(leafOf(next, '/journeys')).toBe('/_app/journeys/');
    expect(leafOf(router, '/journeys')).toBe('/_app/journeys/');
  });

  it('say whether the address matches now, whoever loaded the area (a hover’s preload and the click that follows)', async () => {
    const { loadAreaOf, newRouter } = await fresh();
    const router = newRouter();
    const [first, second] = await Promise.all([loadAreaOf(router, '/arrangements'), loadAreaOf(router, '/arrangements')]);
    expect([first, second]).toEqual([true, true]);
    // No route of the area: not found, rather than loading it again and again.
    expect(await loadAreaOf(router, '/arrangements/arr-1/no-such-tab/deeper')).toBe(false);
    // No area at all.
    expect(await loadAreaOf(router, '/no-such-page')).toBe(false);
    expect(leafOf(router, '/no-such-page')).toBe('/$');
  });

  it('are found by the first segment of the address', () => {
    expect(areaOf('/customers/cus-nl-1/invoices')).toBe('customers');
    expect(areaOf('/administrations/adm-nl-001/settings/users')).toBe('administrations');
    expect(areaOf('/login')).toBeUndefined();
    expect(areaOf('/')).toBeUndefined();
    expect(areaOf('/constructor')).toBeUndefined();
  });
});
