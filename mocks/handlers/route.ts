/**
 * The one wrapper every stateful handler goes through. Handlers of contract operations name their
 * operation (`route(ctx, 'listTemplates', …)`); from the operation table the wrapper then
 *
 * - waits for the store and resolves the caller (401 problems for bad tokens),
 * - applies the operation's permission (`x-permission`; ./permissions.ts): 404 for an unknown
 *   administration, 403 for a caller who is no member or lacks the permission,
 * - turns thrown ProblemErrors (and unexpected failures) into problem+json answers,
 * - persists after a successful mutation,
 * - shapes the answer with the operation's generated answer schema (./answers.ts),
 *
 * so individual handlers contain none of that. A resolver returns the answer body (records may
 * carry more fields than the contract: they are dropped), `answer(status, body, headers)` for a
 * status or headers of its choosing, a complete non-JSON Response (images), or nothing for an
 * operation answered without a body (the generated handler sends its 204/202). Responses are
 * *thrown* to MSW, which uses a thrown Response as the answer.
 */
import type { PathParams } from 'msw';
import { z } from 'zod';
import type { ProblemErrorsItem } from '#api/generated/model/index';
import { operations, type OperationEntry } from '#api/generated/operations';
import type { UserRecord } from '../db/schemas';
import { answerResponse, breachResponse, ContractBreach, type Answer } from './answers';
import { authenticate } from './authenticate';
import type { HandlerContext } from './context';
import { findOperation } from './operations';
import { authorize, isAdministrationScoped, type AdministrationScope } from './permissions';
import { badRequest, ProblemError, problemResponse } from './problem';
import { ServerTiming, withServerTiming } from './timing';

export interface RouteInput {
  request: Request;
  url: URL;
  params: Record<string, string>;
  ctx: HandlerContext;
  /** The answer's `Server-Timing` (./timing.ts): lists measure their filter, sort and page with it. */
  timing: ServerTiming;
}

export interface OperationInput extends RouteInput {
  operation: OperationEntry;
}

export interface UserRouteInput extends OperationInput {
  user: UserRecord;
  /** Set for operations with a permission: the path's administration and the caller's membership. */
  scope?: AdministrationScope;
}

type Result<T> = T | Answer<T> | Response | Promise<T | Answer<T> | Response>;
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
  if (error instanceof ContractBreach) return breachResponse(error, url.pathname);
  if (error instanceof Response) return error;
  console.error('[mock] handler failed', error);
  return problemResponse(500, 'The mock backend failed unexpectedly.', undefined, url.pathname);
}

function operationById(operationId: string, expectPublic: boolean): OperationEntry {
  const operation = operations.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`[mock] no contract operation ${operationId}`);
  if (operation.public !== expectPublic) {
    throw new Error(`[mock] ${operationId} is ${operation.public ? 'public: use publicRoute()' : 'signed-in: use route()'}`);
  }
  if (isAdministrationScoped(operation) && !operation.path.includes('{administrationId}')) {
    throw new Error(`[mock] ${operationId} needs ${String(operation.permission)} in an administration, but its path has none`);
  }
  return operation;
}

function run<I extends RouteInput>(
  ctx: HandlerContext,
  makeInput: (base: RouteInput) => I | Promise<I>,
  resolve: (input: I) => unknown,
  options: RouteOptions,
  toResponse: (result: unknown) => Response | undefined,
) {
  return async ({ request, params }: ResolverInfo): Promise<never> => {
    const url = new URL(request.url);
    const timing = new ServerTiming();
    let response: Response | undefined;
    try {
      await ctx.store.ready;
      const result = await resolve(await makeInput({ request, url, params: normaliseParams(params), ctx, timing }));
      if (options.mutates) ctx.store.commit();
      response = toResponse(result);
    } catch (error) {
      throw withServerTiming(toErrorResponse(error, url), timing);
    }
    if (response) throw withServerTiming(response, timing);
    // Only operations answered without a body get here: the generated handler sends their status.
    return undefined as never;
  };
}

function operationRoute<I extends OperationInput, T>(
  ctx: HandlerContext,
  operation: OperationEntry,
  makeInput: (base: OperationInput) => I | Promise<I>,
  resolve: (input: I) => Result<T>,
  options: RouteOptions,
): (info: ResolverInfo) => Promise<T> {
  return run(
    ctx,
    (base) => {
      // A handler registered for another operation's URL would apply the wrong permission and schema.
      const served = findOperation(base.url.pathname, base.request.method);
      if (served?.operationId !== operation.operationId) {
        throw new ContractBreach(operation.operationId, `its handler answered ${base.request.method} ${base.url.pathname} (${served?.operationId ?? 'no operation'})`);
      }
      return makeInput({ ...base, operation });
    },
    resolve,
    options,
    (result) => answerResponse(operation.operationId, result),
  );
}

/** The handler of a contract operation for signed-in callers (the default user when auth is optional and no token is sent). */
export function route<T>(ctx: HandlerContext, operationId: string, resolve: (input: UserRouteInput) => Result<T>, options: RouteOptions = {}) {
  const operation = operationById(operationId, false);
  return operationRoute(
    ctx,
    operation,
    async (base) => {
      const user = await authenticate(base.request, ctx);
      return { ...base, user, scope: authorize(ctx, operation, user, base.params) };
    },
    resolve,
    options,
  );
}

/** The handler of a contract operation marked `security: []`. */
export function publicRoute<T>(ctx: HandlerContext, operationId: string, resolve: (input: OperationInput) => Result<T>, options: RouteOptions = {}) {
  return operationRoute(ctx, operationById(operationId, true), (base) => base, resolve, options);
}

/** A control endpoint of the fake backend (/__mock/…): not in the contract, answered as returned. */
export function controlRoute(ctx: HandlerContext, resolve: (input: RouteInput) => Response | Promise<Response>, options: RouteOptions = {}) {
  return run(ctx, (base) => base, resolve, options, (result) => result as Response);
}

/** The administration of an operation with a permission (checked by the wrapper before the resolver ran). */
export function scopeOf(input: UserRouteInput): AdministrationScope {
  if (!input.scope) throw new Error(`${input.operation.operationId} is not about an administration`);
  return input.scope;
}

/**
 * Whether the caller also holds `permission` in the operation's administration: for data an
 * operation touches beyond its own `x-permission` (a file attached to a message needs the
 * permission that reading the file needs).
 */
export function may(input: UserRouteInput, permission: string): boolean {
  return scopeOf(input).membership.permissions.includes(permission);
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

/** Whether a query field is a list (`status=a&status=b`), under optional/default wrappers. */
function isListField(field: z.ZodType): boolean {
  let inner: unknown = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) inner = inner.unwrap();
  return inner instanceof z.ZodArray;
}

/**
 * A query string carries every value as text. Where the contract asks for a number (`page=2`), a
 * numeric text is read as that number; a list parameter gathers every occurrence (`tag=a&tag=b`);
 * anything else is left for the schema to judge.
 */
function typedQuery(url: URL, schema: z.ZodType): Record<string, string | number | string[]> {
  const raw: Record<string, string | number | string[]> = Object.fromEntries(url.searchParams);
  if (!(schema instanceof z.ZodObject)) return raw;
  const shape = schema.shape as Record<string, z.ZodType>;
  for (const [key, field] of Object.entries(shape)) {
    if (url.searchParams.has(key) && isListField(field)) raw[key] = url.searchParams.getAll(key);
  }
  for (const [key, text] of url.searchParams) {
    const field = shape[key];
    if (field && isListField(field)) continue;
    const number = Number(text);
    if (field && text.trim() !== '' && Number.isFinite(number) && !field.safeParse(text).success && field.safeParse(number).success) raw[key] = number;
  }
  return raw;
}

/** Validates the query string with a generated zod query schema; 400 problem otherwise. */
export function queryParams<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  const result = schema.safeParse(typedQuery(url, schema));
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
