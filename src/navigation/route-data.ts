/**
 * The one data convention of the signed-in routes, as options a route spreads into its definition
 * (like `guard`, which they include):
 *
 * - `listRoute`: a list whose view lives in the URL (the list kit's keys, or its own schema);
 * - `recordRoute`: a record's page (the parent of its tabs), or any page that needs one read;
 * - `recordTabRoute`: a tab of a record (the record is its parent's), or a page with no read;
 *
 * Each route's data starts when the route matches (or is preloaded), in parallel with its words
 * and the permissions. Failures of the page's own reads go to the router's error view
 * (`RouteErrorView`: 401, 403, 404, 5xx); a list's rows are the list's to show, "Try again"
 * included. A route definition is part of every page's first load, so these take data (a
 * contract path, a list's declaration) and the code is here, once.
 */
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { prefetchRecordNotes, readQuery, type ReadPath } from '@/api/read-query';
import { type RouteAccess, withAccess } from '@/api/route-access';
import { loadNamespaces, type Namespace } from '@/lib/i18n';
import { deepEqual, redirect } from '@tanstack/react-router';
import { listKeysOf, listQueryOf, listSearchSchema, looseListSearch, type ListDefinitionConfig, type ListQuery, type ListSearch } from '@/lib/list/search-schema';
import type { Permission } from '@/lib/permissions';
import { checkRoute, guard } from './route-guard';

/** What the app layout and the guard put in the context of every signed-in route. */
type DataContext = { queryClient: QueryClient; access: RouteAccess; administrationId: string };

/** What a loader of these helpers reads of TanStack Router's loader options. */
export type RouteLoadArgs<D = unknown> = {
  context: DataContext;
  params: Record<string, string>;
  deps: D;
  cause: 'preload' | 'enter' | 'stay';
};

/**
 * The loaders' declared argument: without `params`, which would otherwise be where TypeScript
 * infers the route's params from (every param would become `string | undefined`); read with `withParams`.
 */
type DeclaredArgs<D = unknown> = Omit<RouteLoadArgs<D>, 'params'>;
const withParams = <D>(args: DeclaredArgs<D>) => args as RouteLoadArgs<D>;

/**
 * A read of the contract whose path parameters are the route's (`{customerId}`) and the active
 * administration (`{administrationId}`): the same key and fetch as the screen's generated hook.
 */
function readOf(path: ReadPath, { context, params }: Pick<RouteLoadArgs, 'context' | 'params'>, query?: object): FetchQueryOptions {
  return readQuery(path as never, { ...params, administrationId: context.administrationId } as never, query as never) as FetchQueryOptions;
}

type ListOptionsBase = {
  /** The area's (or tab's) permission; null for every signed-in user. */
  permission: Permission | null;
  /** The screen's translation namespaces, loaded on entering. */
  namespaces: readonly Namespace[];
  /** The list call, e.g. '/administrations/{administrationId}/customers'. */
  read: ReadPath;
  /** Query parameters fixed by the route's params, contract name to param name (a customer's tab: `{ 'customer-id': 'customerId' }`). */
  scope?: Record<string, string>;
  /**
   * Entering waits for the rows too (the page suspends on them and its pending view is its
   * skeleton); by default it waits for the words and the permissions only, and the list shows its
   * skeleton rows until they are there.
   */
  waitForRows?: boolean;
};

/** A list of the list kit: its URL state is the kit's (search, searchField, sortBy, sortOrder, page, perPage, filters). */
type KitListOptions<C extends ListDefinitionConfig, E extends object> = ListOptionsBase & {
  /**
   * The list's declaration, loaded with the list rather than with every page: a route definition
   * is part of every page's first load, and the declarations of all lists (their sort fields,
   * search fields and filter values) were the biggest part of them. `src/routes/-lists.ts` holds
   * them: `list: () => import('@/routes/-lists').then((lists) => lists.invoices)`.
   */
  list: () => Promise<C>;
  /** Keys beside the list's that open something (`callId`, `messageId`): checked, but not the list's deps. */
  open?: (raw: Record<string, unknown>) => E;
};

/** A list with its own URL state (the templates' cards): its parser and the list call's query for it. */
type OwnListOptions<S, Q extends object> = ListOptionsBase & {
  search: (raw: Record<string, unknown>) => S;
  query: (search: S) => Q;
};

type ListRouteOptions<S, D> = {
  staticData: { permission: Permission | null; list: true };
  beforeLoad: ReturnType<typeof guard>['beforeLoad'];
  validateSearch: (raw: Record<string, unknown>) => S;
  loaderDeps: (options: { search: S }) => { view: D };
  loader: (args: DeclaredArgs<{ view: D }>) => Promise<unknown> | undefined;
};

/** A kit list's declaration, once loaded: its URL keys and schema, and the list call's query. */
type LoadedList = { keys: string[]; parse: (raw: unknown) => Record<string, unknown>; query: (search: object) => ListQuery };

/**
 * The declaration of a kit list, loaded on the list's first visit (and kept): `current` is there
 * from then on, so the URL is checked by it synchronously; before, `looseListSearch` reads it.
 */
function lazyList(list: () => Promise<ListDefinitionConfig>) {
  let current: LoadedList | undefined;
  let loading: Promise<LoadedList> | undefined;
  const load = () =>
    (loading ??= list().then(
      (config) => {
        const schema = listSearchSchema(config);
        const parse = (raw: unknown) => schema.parse(raw) as Record<string, unknown>;
        return (current = { keys: listKeysOf(config), parse, query: (search) => listQueryOf(config, search) });
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk is asked for again on the next visit
        throw error;
      },
    ));
  return { load, current: () => current };
}

/**
 * The address as the list's declaration reads it, or undefined when it reads it as it is. Only the
 * list's own keys are compared and changed: the others are its parents' (a record's `action`) or
 * open something.
 */
function corrected(loaded: LoadedList, search: Record<string, unknown>): Record<string, unknown> | undefined {
  const checked = loaded.parse(search);
  const wrong = loaded.keys.filter((key) => !deepEqual(checked[key], search[key]));
  if (wrong.length === 0) return undefined;
  const fixed = { ...search };
  for (const key of wrong) {
    if (checked[key] === undefined) delete fixed[key];
    else fixed[key] = checked[key];
  }
  return fixed;
}

/** The URL's list keys, without those that open something (they are not the list's). */
function listPartOf(search: Record<string, unknown>, open: ((raw: Record<string, unknown>) => object) | undefined): Record<string, unknown> {
  if (!open) return search;
  const opened = new Set(Object.keys(open(search)));
  return Object.fromEntries(Object.entries(search).filter(([key]) => !opened.has(key)));
}

/**
 * A list route: the URL's view checked (an invalid value is dropped, never an error page), the
 * list call started when the route matches; entering waits for the words and the permissions (a
 * stored administration that is not the user's loads the route again instead of showing
 * refusals), and a new search, sort or page only starts its request, so the rows on screen stay
 * until the answer is there (the screen reads with `placeholderData: keepPreviousData`).
 */
export function listRoute<const C extends ListDefinitionConfig, E extends object = object>(
  options: KitListOptions<C, E>,
): ListRouteOptions<ListSearch<C> & E, { query: ListQuery } | { search: Record<string, unknown> }>;
export function listRoute<S, Q extends object>(options: OwnListOptions<S, Q>): ListRouteOptions<S, Q>;
export function listRoute(options: KitListOptions<ListDefinitionConfig, object> | OwnListOptions<unknown, object>): never {
  const { permission, namespaces, read, scope, waitForRows = false } = options;
  const rowsOf = (args: RouteLoadArgs, query: object) => {
    const fixed = Object.fromEntries(Object.entries(scope ?? {}).map(([name, param]) => [name, args.params[param]]));
    const rows = args.context.queryClient.ensureQueryData(readOf(read, args, { ...query, ...fixed }));
    rows.catch(() => undefined); // the list shows the failure
    return rows;
  };
  const entering = (args: RouteLoadArgs, rows: Promise<unknown>) =>
    Promise.all([loadNamespaces(...namespaces), waitForRows ? withAccess(args.context.access, rows) : args.context.access.permissions()]);

  if (!('list' in options)) {
    const { search, query } = options;
    const route: ListRouteOptions<unknown, object> = {
      ...guard(permission),
      staticData: { permission, list: true },
      validateSearch: search,
      loaderDeps: ({ search: value }) => ({ view: query(value) }),
      loader: (declared) => {
        const args = withParams(declared);
        const rows = rowsOf(args, args.deps.view);
        return args.cause === 'stay' ? undefined : entering(args, rows);
      },
    };
    return route as never; // typed by the overloads above
  }

  const { open } = options;
  const list = lazyList(options.list);
  type Search = Record<string, unknown>;
  /** Throws the redirect to the address as the declaration reads it, where it reads it otherwise. */
  const correct = (loaded: LoadedList, search: Search, pathname: string) => {
    const fixed = corrected(loaded, search);
    if (fixed) throw redirect({ to: pathname, search: fixed, replace: true } as never);
  };
  type Deps = { query: ListQuery } | { search: Search };
  const route: ListRouteOptions<Search, Deps> = {
    ...guard(permission),
    staticData: { permission, list: true },
    validateSearch: (raw) => {
      const loaded = list.current();
      if (!loaded) list.load().catch(() => undefined); // the list's first visit: its declaration starts loading now
      return { ...(loaded ? loaded.parse(raw) : looseListSearch(raw)), ...open?.(raw) };
    },
    beforeLoad: (args) => {
      const { search, location } = args as typeof args & { search: Search; location: { pathname: string } };
      const checked = checkRoute(args);
      const loaded = list.current();
      if (loaded) {
        correct(loaded, search, location.pathname);
        return checked;
      }
      return Promise.all([checked, list.load()]).then(([context, later]) => {
        correct(later, search, location.pathname);
        return context;
      });
    },
    // The list call's query once the declaration is there (a key that opens something, or a
    // parent's, changes nothing then); on the first visit the list's part of the address.
    loaderDeps: ({ search }) => {
      const loaded = list.current();
      return loaded ? { view: { query: loaded.query(search) } } : { view: { search: listPartOf(search, open) } };
    },
    loader: (declared) => {
      const args = withParams(declared);
      const { view } = args.deps;
      // The declaration is loaded by now (`beforeLoad` waited for it).
      const rows = 'query' in view ? rowsOf(args, view.query) : list.load().then((loaded) => rowsOf(args, loaded.query(view.search)));
      rows.catch(() => undefined);
      return args.cause === 'stay' ? undefined : entering(args, rows);
    },
  };
  return route as never; // typed by the overloads above
}

type RecordRouteOptions = {
  /** The area's permission; null for every signed-in user. */
  permission: Permission | null;
  /** The record (or the page's one read), e.g. '/administrations/{administrationId}/customers/{customerId}'. */
  read: ReadPath;
  /** The screen's translation namespaces; a record's tabs load their own. */
  namespaces?: readonly Namespace[];
};

/**
 * A record's route (the parent of its tabs), or a page that shows one read (a settings form, the
 * composer of a customer's message): entering waits for the read, the words and the permissions;
 * a record that does not exist is the not-found page on every tab, another failure its view.
 */
export function recordRoute({ permission, read, namespaces = [] }: RecordRouteOptions) {
  return {
    ...guard(permission),
    loader: (args: DeclaredArgs) =>
      Promise.all([loadNamespaces(...namespaces), withAccess(args.context.access, args.context.queryClient.ensureQueryData(readOf(read, withParams(args))))]),
  };
}

type RecordTabRouteOptions = {
  /** The tab's permission (`tabPermission(area, tab)`); the record's is its parent's. */
  permission: Permission | null;
  /** The tab's translation namespaces, loaded on entering. */
  namespaces: readonly Namespace[];
  /** Reads the tab starts without waiting for them: each of its panels shows its own state. */
  prefetch?: (args: RouteLoadArgs) => void;
};

/**
 * A record's tab (the record itself is loaded by the record's route, for every tab), or a page
 * with nothing to read: entering waits for its words; what it prefetches, each panel shows.
 */
export function recordTabRoute({ permission, namespaces, prefetch }: RecordTabRouteOptions) {
  return {
    ...guard(permission),
    loader: (args: DeclaredArgs) => {
      prefetch?.(withParams(args));
      return loadNamespaces(...namespaces);
    },
  };
}

/**
 * A record's comments and attachments tab: both lists start with the tab (`prefetch:
 * prefetchNotes('customers', 'customerId')` for /administrations/{id}/customers/{customerId}/…).
 */
export function prefetchNotes(collection: string, param: string) {
  return ({ context: { queryClient, administrationId }, params }: RouteLoadArgs) =>
    prefetchRecordNotes(queryClient, `/administrations/${administrationId}/${collection}/${params[param] ?? ''}`);
}
