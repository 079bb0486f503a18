/**
 * The one HTTP client. Every call — orval's generated hooks (through `apiFetch`, their mutator),
 * protected images (`apiFetchBlob`) and direct typed calls (`getApiClient()`) — goes through the
 * same openapi-fetch instance and its middleware: API root from runtime config, bearer token,
 * 401 recovery, and a zod check of every JSON answer against the contract.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiRootUrl } from '@/lib/config';
import { isRecordId } from '@/lib/record-id';
import { ApiError, ContractError, NetworkError, RefusedRequestError } from './errors';
import type { Problem } from './generated/model';
import type { OperationEntry, Tag } from './generated/operations';
import { responseSchemaModules, type ResponseSchemaTable } from './generated/response-schemas/index';
import type { paths } from './generated/schema';
import { currentAccessToken } from './tokens';

/**
 * The contract's operations (what every request is checked against). The table grows with every
 * area, so it is not part of the first load: it starts loading when this module does, beside
 * config.json, and no request can go out before the configuration is there anyway. Requests wait
 * for it (it is there by then).
 */
let operations: readonly OperationEntry[] = [];
const operationsLoaded: Promise<void> = import('./generated/operations').then((module) => {
  operations = module.operations;
});

/**
 * Called once per request that was answered 401. Resolves true when a fresh token is available
 * (the request is then retried once with it), false when the session cannot be recovered.
 * The sign-in issue plugs the single-flight refresh flow in here.
 */
export type UnauthorizedHandler = (context: { request: Request }) => Promise<boolean>;

let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export function getUnauthorizedHandler(): UnauthorizedHandler | null {
  return unauthorizedHandler;
}

/**
 * Called when a request retried after a successful recovery is answered 401 again: the fresh
 * token is refused too, so the session is over. Signing out here — instead of calling the
 * unauthorized handler once more — keeps a dead session from spending refresh token after refresh
 * token. The app wires the sign-out in (`src/app/lazy-auth.ts`).
 */
export type SessionEndedHandler = () => void;

let sessionEndedHandler: SessionEndedHandler | null = null;

export function setSessionEndedHandler(handler: SessionEndedHandler | null): void {
  sessionEndedHandler = handler;
}

/** A rule a path or query value must follow. */
type Rule = { test: (value: string) => boolean };
/** The product's id rule (`administrationId`, `imageId`, `id`…). */
const ID_RULE: Rule = { test: isRecordId };
/** Tokens of e-mail links (activation, password reset): URL-unreserved characters only. */
const TOKEN_RULE = /^[A-Za-z0-9._~-]{1,512}$/;

/** The rule of a path or query value by its name; undefined for free text (`name`, `search`…). */
function ruleOf(name: string): Rule | undefined {
  if (/token$/i.test(name)) return TOKEN_RULE;
  if (name === 'id' || /Id$/.test(name)) return ID_RULE;
  return undefined;
}

function followsRule(name: string, value: string, rule: Rule | undefined = ruleOf(name)): boolean {
  // `.` and `..` pass the token rule but are dot segments: the URL would resolve elsewhere.
  return (rule ?? ID_RULE).test(value) && value !== '.' && value !== '..';
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

type PathMatch = { op: OperationEntry; path: string } | { refused: string };

/**
 * The operation a concrete API path names, and that path rebuilt from its template: each path
 * parameter decoded, held to its rule and encoded with `encodeURIComponent`. A path matching no
 * operation of the contract (`/account/activation/../../administrations/…` has one segment too
 * many for any) is refused, so a request can only go to the path it names.
 */
function matchPath(method: string, rawPath: string): PathMatch {
  const upper = method.toUpperCase();
  const segments = rawPath.split('/');
  let refused = `${upper} ${rawPath} is not an operation of the contract`;
  for (const op of operations) {
    if (op.method !== upper) continue;
    const template = op.path.split('/');
    if (template.length !== segments.length) continue;
    const built: string[] = [];
    let broken: string | undefined;
    for (const [index, part] of template.entries()) {
      const segment = segments[index] ?? '';
      const param = /^\{(.+)\}$/.exec(part)?.[1];
      if (!param) {
        if (part !== segment) {
          broken = 'literal';
          break;
        }
        built.push(part);
        continue;
      }
      const value = decoded(segment);
      if (value === null || !followsRule(param, value)) {
        broken = `path parameter "${param}" breaks its rule`;
        break;
      }
      built.push(encodeURIComponent(value));
    }
    if (!broken) return { op, path: built.join('/') };
    if (broken !== 'literal') refused = broken;
  }
  return { refused };
}

/**
 * Only the operation's own query parameters (a token carrying `?x=…` would add another), and ids
 * and tokens among them held to the same rules as in the path.
 */
function queryRefusal(op: OperationEntry, query: URLSearchParams): string | undefined {
  for (const [name, value] of query) {
    if (!op.query.includes(name)) return `"${name}" is not a query parameter of ${op.operationId}`;
    const rule = ruleOf(name);
    if (rule && !followsRule(name, value, rule)) return `query parameter "${name}" breaks its rule`;
  }
  return undefined;
}

/**
 * Where a request really goes: its URL as the browser resolved it (dot segments and all), relative
 * to the API root. Undefined when it left the API root altogether.
 */
function resolvedApiPath(requestUrl: string): { path: string; query: URLSearchParams } | undefined {
  const root = new URL(apiRootUrl());
  const base = root.pathname.replace(/\/+$/, ''); // '' for an API at the origin's root
  const url = new URL(requestUrl);
  if (url.origin !== root.origin || !url.pathname.startsWith(`${base}/`)) return undefined;
  return { path: url.pathname.slice(base.length), query: url.searchParams };
}

/**
 * The first middleware: every request — generated hooks, images, typed calls — is checked on the
 * URL the browser will actually send, after normalisation. It must name an operation of the
 * contract with valid ids and tokens; otherwise it is refused before anything leaves.
 */
function guardResolvedUrl(method: string, url: string): void {
  const name = `${method} ${url}`;
  const resolved = resolvedApiPath(url);
  if (!resolved) throw new RefusedRequestError(name, 'the URL leaves the API root');
  const match = matchPath(method, resolved.path);
  if ('refused' in match) throw new RefusedRequestError(name, match.refused);
  const refusal = queryRefusal(match.op, resolved.query);
  if (refusal) throw new RefusedRequestError(match.op.operationId, refusal);
}

const guardMiddleware: Middleware = {
  async onRequest({ request }) {
    await operationsLoaded;
    guardResolvedUrl(request.method, request.url);
    return undefined;
  },
};

/**
 * Calls the contract marks `security: []` (sign-in, refresh, password reset…): no session involved.
 * Decided on the resolved URL, never on the text the caller passed: `/account/activation/../../x`
 * reads like a public call but goes to `/x`.
 */
function isPublicCall(request: Request): boolean {
  const resolved = resolvedApiPath(request.url);
  if (!resolved) return false;
  return findOperation(request.method, resolved.path)?.public ?? false;
}

const bearerMiddleware: Middleware = {
  onRequest({ request }) {
    if (isPublicCall(request)) return undefined;
    const token = currentAccessToken();
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  },
};

/** Bodies are streams: keep a copy of each request so it can be sent a second time after a 401. */
const pendingRetries = new Map<string, Request>();

const unauthorizedMiddleware: Middleware = {
  onRequest({ request, id }) {
    // A 401 from a public path (the refresh call itself) is its answer, not a cue to refresh: the
    // refresh flow awaiting its own refresh would never settle.
    if (unauthorizedHandler && !isPublicCall(request)) pendingRetries.set(id, request.clone());
    return undefined;
  },
  async onResponse({ request, response, id, options }) {
    const original = pendingRetries.get(id);
    pendingRetries.delete(id);
    if (response.status !== 401 || !original || !unauthorizedHandler) return undefined;
    const recovered = await unauthorizedHandler({ request });
    if (!recovered) return undefined;
    const token = currentAccessToken();
    const retry = new Request(original);
    if (token) retry.headers.set('Authorization', `Bearer ${token}`);
    // Sent with the bare fetch, outside the middleware chain: a request is retried at most once.
    const answer = await options.fetch(retry);
    if (answer.status === 401) sessionEndedHandler?.();
    return answer;
  },
  onError({ id }) {
    pendingRetries.delete(id);
    return undefined;
  },
};

let client: Client<paths> | undefined;
let clientBaseUrl: string | undefined;

export function getApiClient(): Client<paths> {
  const baseUrl = apiRootUrl();
  if (!client || clientBaseUrl !== baseUrl) {
    // Late-bound fetch so test and service-worker interceptors installed after start are honoured.
    client = createClient<paths>({
      baseUrl,
      fetch: (request) => globalThis.fetch(request),
    });
    client.use(guardMiddleware, bearerMiddleware, unauthorizedMiddleware);
    clientBaseUrl = baseUrl;
  }
  return client;
}

export function findOperation(method: string, pathname: string): OperationEntry | undefined {
  const upper = method.toUpperCase();
  return operations.find((op) => op.method === upper && op.pattern.test(pathname));
}

/**
 * The wrapper's check of a URL a generated hook or an image hands over (path parameters already
 * filled in, not encoded), made before the browser resolves it — `new URL` would turn
 * `/account/activation/../../administrations/x` into a path that looks valid. Returns the URL with
 * every path parameter encoded; anything else is refused (`RefusedRequestError`).
 */
function checkedCall(method: string, url: string): { op: OperationEntry; name: string; url: string } {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  const name = `${method.toUpperCase()} ${rawPath}`;
  // A fragment, a backslash or white space never belongs in an API call; each can cut or bend one.
  const unsafe = [...url].some((char) => char === '#' || char === '\\' || char <= ' ' || char === '\u007f' || /\s/.test(char));
  if (!url.startsWith('/') || unsafe) throw new RefusedRequestError(name, 'not a plain API path');
  const match = matchPath(method, rawPath);
  if ('refused' in match) throw new RefusedRequestError(name, match.refused);
  const refusal = queryRefusal(match.op, new URLSearchParams(query));
  if (refusal) throw new RefusedRequestError(match.op.operationId, refusal);
  return { op: match.op, name: match.op.operationId, url: `${match.path}${query}` };
}

function asProblem(body: unknown): Problem | undefined {
  if (body && typeof body === 'object' && 'status' in body && 'title' in body) return body as Problem;
  return undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

type RawMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
type RawRequest = (
  method: RawMethod,
  url: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

async function send(method: string, url: string, init: Record<string, unknown>, name: string) {
  // The generated hooks hand over a URL whose path parameters are already filled in; the typed
  // overloads of `request` expect a path template, hence the untyped view of the same method.
  const request = getApiClient().request as unknown as RawRequest;
  try {
    return await request(method.toLowerCase() as RawMethod, url, init);
  } catch (error) {
    if (isAbort(error) || error instanceof RefusedRequestError) throw error;
    throw new NetworkError(name, error);
  }
}

const loadingSchemas = new Map<Tag, Promise<ResponseSchemaTable>>();
const NO_SCHEMAS: ResponseSchemaTable = {};

/**
 * The answers' zod schemas of the operation's tag (and zod) load with the tag's first request, not
 * before the first paint, and never another tag's: each tag is a chunk of its own.
 */
export function loadResponseSchemas(op: Pick<OperationEntry, 'tag'> | undefined): Promise<ResponseSchemaTable> {
  if (!op) return Promise.resolve(NO_SCHEMAS);
  const { tag } = op;
  let loading = loadingSchemas.get(tag);
  if (!loading) {
    loading = responseSchemaModules[tag]().then(
      (module) => module.responseSchemas,
      (error: unknown) => {
        loadingSchemas.delete(tag); // the next request tries again
        throw error;
      },
    );
    loadingSchemas.set(tag, loading);
  }
  return loading;
}

/** Validates a JSON answer with the generated zod schema of its operation and status. */
export function validateAnswer<T>(
  op: OperationEntry | undefined,
  name: string,
  status: number,
  text: unknown,
  schemas: ResponseSchemaTable,
): T {
  const schema = op ? schemas[op.operationId]?.[status] : undefined;
  const expectsBody = schema !== undefined;
  if (text === undefined || text === '') {
    if (expectsBody) throw new ContractError(name, [`status ${status} must have a JSON body`]);
    return undefined as T;
  }
  let json: unknown;
  try {
    json = JSON.parse(String(text));
  } catch {
    throw new ContractError(name, ['the body is not valid JSON']);
  }
  if (!schema) {
    if (op) throw new ContractError(name, [`status ${status} is not a documented success answer`]);
    return json as T;
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new ContractError(
      name,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data as T;
}

/** orval mutator: every generated hook calls this. */
export async function apiFetch<T>(url: string, init?: RequestInit): Promise<T> {
  const method = init?.method ?? 'GET';
  await operationsLoaded;
  const { op, name, url: checkedUrl } = checkedCall(method, url);
  const schemas = loadResponseSchemas(op);
  schemas.catch(() => undefined); // awaited below unless the request fails first
  const { data, error, response } = await send(
    method,
    checkedUrl,
    {
      body: init?.body ?? undefined,
      bodySerializer: (body: unknown) => body,
      headers: init?.headers,
      signal: init?.signal,
      parseAs: 'text',
    },
    name,
  );
  if (!response.ok) throw new ApiError(response.status, name, asProblem(error));
  return validateAnswer<T>(op, name, response.status, data, await schemas);
}

/**
 * Protected binary resources (images, avatars, invoice PDFs, attachments): fetched with the bearer
 * token as a blob. `expected` is the media type (or, ending in "/", the type family) the caller
 * can handle; any other answer is a contract error, never handed on.
 */
export async function apiFetchBlob(path: string, signal?: AbortSignal, expected = 'image/'): Promise<Blob> {
  await operationsLoaded;
  const { name, url } = checkedCall('GET', path);
  const { data, error, response } = await send('GET', url, { signal, parseAs: 'blob' }, name);
  if (!response.ok) throw new ApiError(response.status, name, asProblem(error));
  // Duck-typed: the Blob may come from another realm (a worker, or Node's fetch under jsdom).
  if (!data || typeof (data as Blob).arrayBuffer !== 'function') throw new ContractError(name, ['the answer has no body']);
  const type = response.headers.get('Content-Type') ?? '';
  const mediaType = (type.split(';')[0] ?? '').trim().toLowerCase();
  const fits = expected.endsWith('/') ? mediaType.startsWith(expected) : mediaType === expected;
  if (!fits) throw new ContractError(name, [`expected ${expected.endsWith('/') ? `an ${expected}* answer` : expected}, got "${type}"`]);
  return data as Blob;
}

/**
 * What the calls of another transport (`./upload.ts`) share with apiFetch: the contract's guard of
 * the path, the 401 recovery and the problem answers. Exported as one object, so that the first
 * load, which never uploads, does not carry that transport's code.
 */
export const sharedCallRules = {
  operationsLoaded,
  checkedCall,
  guardResolvedUrl,
  asProblem,
  isAbort,
  sessionEnded: () => sessionEndedHandler?.(),
};

/** orval reads these from the mutator module: hooks are typed with the errors `apiFetch` throws. */
export type ErrorType<_Problem> = ApiError | ContractError | NetworkError;
export type BodyType<Body> = Body;
