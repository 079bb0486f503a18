/**
 * The one wrapper every stateful handler goes through. It waits for the store, resolves the
 * caller, turns thrown ProblemErrors (and unexpected failures) into problem+json answers, and
 * persists after a successful mutation — so individual handlers contain none of that.
 *
 * A resolver returns either the answer body, which the generated orval handler then sends with the
 * contract's status and Content-Type, or a complete Response when it needs something the generated
 * handler cannot express (headers such as Location, binary bodies). Responses are *thrown* to MSW,
 * which uses a thrown Response as the answer.
 */
import type { PathParams } from 'msw';
import type { z } from 'zod';
import type { ProblemErrorsItem } from '#api/generated/model/index';
import type { UserRecord } from '../db/schemas';
import { authenticate } from './authenticate';
import type { HandlerContext } from './context';
import { badRequest, ProblemError, problemResponse } from './problem';

export interface RouteInput {
  request: Request;
  url: URL;
  params: Record<string, string>;
  ctx: HandlerContext;
}

export interface UserRouteInput extends RouteInput {
  user: UserRecord;
}

type Result<T> = T | Response | Promise<T | Response>;
type ResolverInfo = { request: Request; params: PathParams };

interface RouteOptions {
  /** Persist the store after the resolver succeeds. */
  mutates?: boolean;
}

function normaliseParams(params: PathParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = decodeURIComponent(value);
    else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = decodeURIComponent(value[0]);
  }
  return out;
}

function toErrorResponse(error: unknown, url: URL): Response {
  if (error instanceof ProblemError) return problemResponse(error.status, error.detail, error.errors, url.pathname);
  if (error instanceof Response) return error;
  console.error('[mock] handler failed', error);
  return problemResponse(500, 'The mock backend failed unexpectedly.', undefined, url.pathname);
}

function wrap<T, I extends RouteInput>(
  ctx: HandlerContext,
  makeInput: (base: RouteInput) => I | Promise<I>,
  resolve: (input: I) => Result<T>,
  options: RouteOptions,
): (info: ResolverInfo) => Promise<T> {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    let result: T | Response;
    try {
      await ctx.store.ready;
      result = await resolve(await makeInput({ request, url, params: normaliseParams(params), ctx }));
      if (options.mutates) ctx.store.commit();
    } catch (error) {
      throw toErrorResponse(error, url);
    }
    if (result instanceof Response) throw result;
    return result;
  };
}

/** A handler for signed-in callers (the default user when auth is optional and no token is sent). */
export function route<T>(ctx: HandlerContext, resolve: (input: UserRouteInput) => Result<T>, options: RouteOptions = {}) {
  return wrap(ctx, async (base) => ({ ...base, user: await authenticate(base.request, ctx) }), resolve, options);
}

/** A handler the contract marks `security: []`. */
export function publicRoute<T>(ctx: HandlerContext, resolve: (input: RouteInput) => Result<T>, options: RouteOptions = {}) {
  return wrap(ctx, (base) => base, resolve, options);
}

function issuesToErrors(issues: readonly z.core.$ZodIssue[], root: string): ProblemErrorsItem[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.') || root, message: issue.message }));
}

/** Validates a JSON request body with a generated zod body schema; 400 problem otherwise. */
export async function jsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.text();
  if (!text.trim()) throw badRequest([{ field: 'body', message: 'A JSON body is required' }]);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest([{ field: 'body', message: 'Malformed JSON' }], 'The request body is not valid JSON.');
  }
  const result = schema.safeParse(json);
  if (!result.success) throw badRequest(issuesToErrors(result.error.issues, 'body'));
  return result.data;
}

/** Validates the query string with a generated zod query schema; 400 problem otherwise. */
export function queryParams<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  const result = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!result.success) throw badRequest(issuesToErrors(result.error.issues, 'query'), 'The query has invalid parameters.');
  return result.data;
}

/** The contract's `uniqueItems` is not carried into the generated zod schemas; checked here. */
export function requireUnique(field: string, values: readonly string[] | undefined): void {
  if (values && new Set(values).size !== values.length) throw badRequest([{ field, message: 'Items must be unique' }]);
}

/** A path parameter MSW matched; always present for the routes that declare it. */
export function pathParam(input: RouteInput, name: string): string {
  const value = input.params[name];
  if (!value) throw badRequest([{ field: name, message: 'Required' }]);
  return value;
}
