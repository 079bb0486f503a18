/**
 * The query a route loader starts for a read of the contract, keyed and fetched exactly as the
 * generated hook of the same operation (orval keys a read by its filled-in path and its query
 * parameters), so the screen's hook finds the answer in the cache.
 *
 * Why not the generated `get…QueryOptions`: a route definition is part of the first load, and the
 * bundler moves a module whole — importing one function of a tag's hooks module from a route
 * would put every hook of that area that any screen uses (mutations, bulk actions…) into the
 * entry chunk.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from './client';
import type { paths } from './generated/schema';

type ReadOf<P extends keyof paths> = paths[P] extends { get: infer Operation } ? Operation : never;

/** The contract's paths that can be read (a GET answering JSON). */
export type ReadPath = {
  [P in keyof paths]: ReadOf<P> extends { responses: { 200: { content: { 'application/json': unknown } } } } ? P : never;
}[keyof paths];

export type ReadAnswer<P extends ReadPath> = ReadOf<P> extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;
type PathParameters<P extends ReadPath> = ReadOf<P> extends { parameters: { path: infer Values } } ? Values : never;
type QueryParameters<P extends ReadPath> = ReadOf<P> extends { parameters: { query?: infer Values } } ? Values : never;

/** The path with its parameters filled in, unencoded (the client checks and encodes them). */
function filledPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return value;
  });
}

/** Form style, exploded (the contract's default): `status=a&status=b`; absent values are left out. */
function queryString(values: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) search.append(key, item === null ? 'null' : String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function readQuery<P extends ReadPath>(template: P, path: PathParameters<P>, query?: QueryParameters<P>) {
  const filled = filledPath(template, path as Record<string, string>);
  return queryOptions({
    queryKey: query ? [filled, query] : [filled],
    queryFn: ({ signal }) => apiFetch<ReadAnswer<P>>(`${filled}${queryString(query as object | undefined)}`, { method: 'GET', signal }),
  });
}

/**
 * A record's files and comments, started by its attachments tab's loader: `owner` is the record's
 * path, filled in (`/administrations/adm-nl-001/customers/cus-nl-0001`). The same reads for every
 * kind of record, so one function instead of six typed paths in the first load.
 */
export function prefetchRecordNotes(queryClient: QueryClient, owner: string): void {
  for (const list of ['attachments', 'comments']) {
    const path = `${owner}/${list}`;
    void queryClient.prefetchQuery({ queryKey: [path], queryFn: ({ signal }) => apiFetch(path, { method: 'GET', signal }) });
  }
}
