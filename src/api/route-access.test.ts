import { createMockServer, injectFault, resetMockDb, SEED_IDS, SEED_TOKENS } from '@mocks/node';
import { createTestQueryClient, TEST_CONFIG } from '@tests/utils/render-app';
import { ACTIVE_ADMINISTRATION_KEY } from '@/lib/administration';
import { setRuntimeConfig } from '@/lib/config';
import { draftStorageKey } from '@/lib/kept-drafts';
import { ApiError } from './errors';
import {
  AdministrationChangedError,
  checkAccess,
  ForbiddenRouteError,
  needsPermissions,
  NoAdministrationError,
  resolveRouteAccess,
  type RouteAccess,
  withAccess,
} from './route-access';
import { ACCESS_TOKEN_KEY } from './tokens';

const mock = createMockServer();
const NL = SEED_IDS.administrations.nl; // Anna: every permission; Sanne: a few
const GB = SEED_IDS.administrations.gb; // Anna: all but Manage_Configuration; Sanne: none

/** The API requests made, as `METHOD /path` below the API root. */
let requests: string[] = [];

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setRuntimeConfig(TEST_CONFIG);
  localStorage.clear();
  requests = [];
  mock.server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/v1\.0/, '')}`);
  });
});
afterEach(async () => {
  mock.server.events.removeAllListeners();
  mock.server.resetHandlers();
  await resetMockDb();
});
afterAll(() => mock.server.close());

function signedInAs(user: keyof typeof SEED_TOKENS, stored?: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, SEED_TOKENS[user].access);
  if (stored) localStorage.setItem(ACTIVE_ADMINISTRATION_KEY, stored);
  return createTestQueryClient();
}

describe('resolveRouteAccess', () => {
  it('a stored administration: known at once, without the list of administrations; its profile is asked for', async () => {
    const queryClient = signedInAs('anna', GB);
    const access = await resolveRouteAccess(queryClient);
    expect(access.administrationId).toBe(GB);
    expect(requests).toEqual([]);
    const permissions = await access.permissions();
    expect(permissions).toContain('Manage_Home');
    expect(permissions).toContain('Manage_Customers');
    expect(permissions).not.toContain('Manage_Configuration');
    expect(requests).toEqual([`GET /administrations/${GB}/profile`]);
  });

  it('the profile says who signed in: drafts another person kept in this browser are removed, theirs stay', async () => {
    localStorage.setItem(draftStorageKey(SEED_IDS.users.anna, 'form', 'customer', NL, 'cus-1'), '{}');
    localStorage.setItem(draftStorageKey(SEED_IDS.users.sanne, 'form', 'customer', NL, 'cus-2'), '{}');
    const queryClient = signedInAs('sanne', NL);
    await (await resolveRouteAccess(queryClient)).permissions();
    await vi.waitFor(() => expect(localStorage.getItem(draftStorageKey(SEED_IDS.users.anna, 'form', 'customer', NL, 'cus-1'))).toBeNull());
    expect(localStorage.getItem(draftStorageKey(SEED_IDS.users.sanne, 'form', 'customer', NL, 'cus-2'))).toBe('{}');
  });

  it('asks for the profile by itself by the end of the task, when nothing needs the permissions first', async () => {
    const queryClient = signedInAs('anna', NL);
    await resolveRouteAccess(queryClient);
    await vi.waitFor(() => expect(requests).toEqual([`GET /administrations/${NL}/profile`]));
  });

  it('asks once, however many routes ask for the permissions', async () => {
    const queryClient = signedInAs('anna', NL);
    const access = await resolveRouteAccess(queryClient);
    await Promise.all([access.permissions(), access.permissions(), access.permissions()]);
    expect(requests).toEqual([`GET /administrations/${NL}/profile`]);
  });

  it('none stored: the first administration of the user becomes the active one', async () => {
    const queryClient = signedInAs('anna');
    const access = await resolveRouteAccess(queryClient);
    expect(access.administrationId).toBe(NL);
    expect(localStorage.getItem(ACTIVE_ADMINISTRATION_KEY)).toBe(NL);
    expect(await access.permissions()).toContain('Manage_Configuration');
    expect(requests).toEqual(['GET /administrations', `GET /administrations/${NL}/profile`]);
  });

  it('a user of no administration has none, and only the permissions everyone holds', async () => {
    const queryClient = signedInAs('anna');
    injectFault({ method: 'GET', path: '*/administrations', status: 200, body: '{"items":[]}', times: 1 });
    const access = await resolveRouteAccess(queryClient);
    expect(access.administrationId).toBeNull();
    expect(await access.permissions()).toEqual(['Manage_Home']);
    expect(localStorage.getItem(ACTIVE_ADMINISTRATION_KEY)).toBeNull();
  });

  it('a stored administration the user is no member of: one of theirs becomes active, and the route is to load again', async () => {
    const queryClient = signedInAs('sanne', GB);
    const access = await resolveRouteAccess(queryClient);
    expect(access.administrationId).toBe(GB);
    const refusal = await access.permissions().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AdministrationChangedError);
    expect(refusal).toMatchObject({ previous: GB, current: NL });
    expect(localStorage.getItem(ACTIVE_ADMINISTRATION_KEY)).toBe(NL);
    // The next load starts from the new one.
    expect((await resolveRouteAccess(queryClient)).administrationId).toBe(NL);
  });

  it('a stored administration that no longer exists, and no other: no administration', async () => {
    const queryClient = signedInAs('sanne', 'adm-gone');
    injectFault({ method: 'GET', path: '*/administrations', status: 200, body: '{"items":[]}', times: 1 });
    const access = await resolveRouteAccess(queryClient);
    await expect(access.permissions()).rejects.toBeInstanceOf(NoAdministrationError);
  });

  it('any other failure of the profile is what the permissions fail with', async () => {
    const queryClient = signedInAs('anna', NL);
    injectFault({ method: 'GET', path: '/profile', status: 500, times: 1 });
    const access = await resolveRouteAccess(queryClient);
    const failure = await access.permissions().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
    expect(localStorage.getItem(ACTIVE_ADMINISTRATION_KEY)).toBe(NL);
  });
});

/** Access whose permissions are `granted` (Manage_Home included), counting the asks. */
function accessWith(granted: readonly string[], administrationId: string | null = NL): RouteAccess & { asked: () => number } {
  let asked = 0;
  return {
    administrationId,
    permissions: () => {
      asked += 1;
      return Promise.resolve(['Manage_Home', ...granted]);
    },
    asked: () => asked,
  };
}

describe('needsPermissions', () => {
  it('only for a permission not everyone holds', () => {
    expect(needsPermissions([])).toBe(false);
    expect(needsPermissions(['Manage_Home'])).toBe(false);
    expect(needsPermissions(['Manage_Home', 'Manage_Tasks'])).toBe(true);
  });
});

describe('checkAccess', () => {
  it('lets a page everyone may open through at once, without asking for the permissions', () => {
    const access = accessWith([]);
    expect(checkAccess(access, [])).toBe(NL);
    expect(checkAccess(access, ['Manage_Home'])).toBe(NL);
    expect(access.asked()).toBe(0);
  });

  it('lets a page through when every permission it needs is held', async () => {
    await expect(checkAccess(accessWith(['Manage_Customers', 'Manage_Tasks']), ['Manage_Customers', 'Manage_Tasks'])).resolves.toBe(NL);
  });

  it('refuses a page whose permissions are not all held, naming the missing ones', async () => {
    const refusal = await Promise.resolve(checkAccess(accessWith(['Manage_Customers']), ['Manage_Customers', 'Manage_Tasks', 'Manage_Issues'])).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ForbiddenRouteError);
    expect((refusal as ForbiddenRouteError).missing).toEqual(['Manage_Tasks', 'Manage_Issues']);
  });

  it('refuses every page without an administration', () => {
    expect(() => checkAccess(accessWith([], null), [])).toThrow(NoAdministrationError);
  });
});

describe('withAccess', () => {
  it("answers with the page's data once the permissions are known too", async () => {
    let release = () => undefined as void;
    const profile = new Promise<readonly string[]>((resolve) => (release = () => resolve(['Manage_Home'])));
    const access: RouteAccess = { administrationId: NL, permissions: () => profile };
    let settled = false;
    const loaded = withAccess(access, Promise.resolve('data')).then((data) => ((settled = true), data));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    release();
    await expect(loaded).resolves.toBe('data');
  });

  it("the profile's failure wins over the data's (the administration changed: the route loads again)", async () => {
    const change = new AdministrationChangedError(GB, NL);
    const access: RouteAccess = { administrationId: GB, permissions: () => Promise.reject(change) };
    await expect(withAccess(access, Promise.reject(new ApiError(403, 'listTemplates')))).rejects.toBe(change);
  });
});
