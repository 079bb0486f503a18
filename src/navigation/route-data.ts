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
import { listQueryOf, listSearchSchema, type ListDefinitionConfig, type ListQuery, type ListSearch } from '@/lib/list/search-schema';
import type { Permission } from '@/lib/permissions';
import { guard } from './route-guard';

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
  list: C;
  /** Keys beside the list's that open something (`callId`, `messageId`): checked, but not the list's deps. */
  open?: (raw: Record<string, unknown>) => E;
};

/** A list with its own URL state (the templates' cards): its parser and the list call's query for it. */
type OwnListOptions<S, Q extends object> = ListOptionsBase & {
  search: (raw: Record<string, unknown>) => S;
  query: (search: S) => Q;
};

type ListRouteOptions<S, D> = {
  staticData: { permission: Permission | null; namespaces: readonly Namespace[]; read: ReadPath; list: true };
  beforeLoad: ReturnType<typeof guard>['beforeLoad'];
  validateSearch: (raw: Record<string, unknown>) => S;
  loaderDeps: (options: { search: S }) => { query: D };
  loader: (args: DeclaredArgs<{ query: D }>) => Promise<unknown> | undefined;
};

/**
 * A list route: the URL's view checked (an invalid value is dropped, never an error page), the
 * list call started when the route matches; entering waits for the words and the permissions (a
 * stored administration that is not the user's loads the route again instead of showing
 * refusals), and a new search, sort or page only starts its request, so the rows on screen stay
 * until the answer is there (the screen reads with `placeholderData: keepPreviousData`).
 */
export function listRoute<const C extends ListDefinitionConfig, E extends object = object>(
  options: KitListOptions<C, E>,
): ListRouteOptions<ListSearch<C> & E, ListQuery>;
export function listRoute<S, Q extends object>(options: OwnListOptions<S, Q>): ListRouteOptions<S, Q>;
export function listRoute(options: KitListOptions<ListDefinitionConfig, object> | OwnListOptions<unknown, object>): never {
  const { permission, namespaces, read, scope, waitForRows = false } = options;
  let validateSearch: (raw: Record<string, unknown>) => unknown;
  let queryOf: (search: unknown) => object;
  if ('list' in options) {
    const { list, open } = options;
    const schema = listSearchSchema(list);
    validateSearch = (raw) => ({ ...schema.parse(raw), ...open?.(raw) });
    queryOf = (search) => listQueryOf(list, search as ListSearch<ListDefinitionConfig>);
  } else {
    validateSearch = options.search;
    queryOf = options.query;
  }
  const route: ListRouteOptions<unknown, object> = {
    ...guard(permission),
    staticData: { permission, namespaces, read, list: true },
    validateSearch,
    loaderDeps: ({ search }) => ({ query: queryOf(search) }),
    loader: (declared) => {
      const args = withParams(declared);
      const { context, params, deps, cause } = args;
      const fixed = Object.fromEntries(Object.entries(scope ?? {}).map(([name, param]) => [name, params[param]]));
      const rows = context.queryClient.ensureQueryData(readOf(read, args, { ...deps.query, ...fixed }));
      rows.catch(() => undefined); // the list shows the failure
      if (cause === 'stay') return undefined;
      const words = loadNamespaces(...namespaces);
      return Promise.all([words, waitForRows ? withAccess(context.access, rows) : context.access.permissions()]);
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
    ...guard(permission, { namespaces, read }),
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
    ...guard(permission, { namespaces }),
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
