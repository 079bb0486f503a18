/**
 * The fake backend as a real HTTP API on 127.0.0.1, for the app in dev and e2e runs
 * (`npx tsx mocks/server.ts`). The same MSW handlers run through @mswjs/http-middleware;
 * this file adds CORS, request logging, the data file and a clean shutdown.
 *
 * Environment: MOCK_API_PORT (4010), MOCK_DATA_FILE (.mock-data/db.json; "" = memory only),
 * MOCK_SCALE (multiplies every sized collection's seed size, default 1), MOCK_SEED_TEMPLATES
 * (templates per administration, default 40; MOCK_SEED_<COLLECTION> for every sized collection;
 * wins over MOCK_SCALE), MOCK_DELAY_MS (0),
 * MOCK_REQUIRE_AUTH (default on: calls without a token get 401; 0 = they act as Anna), MOCK_IDP_ISSUER (http://127.0.0.1:4020;
 * "" = accept no identity-provider JWTs), MOCK_IDP_AUDIENCE (urn:receivables:api), MOCK_IDP_CLIENT_ID
 * (receivables-web: the client the JWTs must have been issued to), MOCK_APP_ORIGINS (comma-separated
 * origins allowed to call cross-origin; default DEFAULT_APP_ORIGINS), MOCK_DEV_TOKENS (1 = answer
 * POST /__mock/tokens, which mints tokens for any user; off by default, `npm start` and the browser
 * tests turn it on). GET /docs serves the contract's reference docs once `npm run contract:docs` has
 * built them (dist-docs/).
 *
 * Modules under mocks/ import app code through the package.json `imports` aliases (`#api/…`,
 * `#lib/…`), which Node, tsx, Vite and TypeScript all resolve; the "@/" path alias exists only
 * for Vite and TypeScript.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer as createMswApp } from '@mswjs/http-middleware';
import compression from 'compression';
import { createIdpTokenVerifier, type IdpTokenOptions } from './auth/idp-tokens';
import { createMockBackend, type MockBackend } from './backend';
import { DROP_CONNECTION_HEADER } from './handlers/context';
import { createFileAdapter } from './persistence/file';
import { pickSeedOptions, seedSizeEnvName, type SeedOptions } from './seed/seed';
import { sizedCollectionNames } from './db/collections';
import { describeSizes } from './store';
import { LOCAL_APP_ORIGINS } from '#lib/local-origins';

/**
 * Seed options (SeedOptions): `templates` per administration, `scale` for every sized collection.
 * When any is given, a data file seeded with other sizes is re-seeded.
 */
export interface MockApiOptions extends SeedOptions {
  port?: number;
  host?: string;
  /** JSON file to persist to; undefined keeps the data in memory. */
  dataFile?: string;
  delayMs?: number;
  requireAuth?: boolean;
  /**
   * Also accept JWT access tokens of the local identity provider (idp/), verified through its
   * JWKS; `sub` is the user id. Default: issuer http://127.0.0.1:4020; false turns it off.
   */
  idp?: IdpTokenOptions | false;
  /** One line per request and the start-up message; defaults to console.log. */
  log?: (line: string) => void;
  /** Origins allowed to call cross-origin (CORS); default DEFAULT_APP_ORIGINS. */
  appOrigins?: readonly string[];
  /** Mint tokens for any user on POST /__mock/tokens (development and tests only); default off. */
  devTokens?: boolean;
  /** The API reference `npm run contract:docs` builds, served at /docs; default dist-docs. */
  docsDir?: string;
}

/** The app's local origins (src/lib/local-origins.ts). */
export const DEFAULT_APP_ORIGINS = LOCAL_APP_ORIGINS;

/** MOCK_APP_ORIGINS (comma-separated http(s) origins), else DEFAULT_APP_ORIGINS. */
export function appOriginsFromEnv(env: Record<string, string | undefined>): readonly string[] {
  const raw = env.MOCK_APP_ORIGINS?.trim();
  if (!raw) return DEFAULT_APP_ORIGINS;
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`MOCK_APP_ORIGINS must list http(s) origins, separated by commas; got "${value}"`);
    }
    return url.origin;
  });
}

/** MOCK_DEV_TOKENS=1 (or true/yes) turns the token-minting control route on. */
export function devTokensFromEnv(env: Record<string, string | undefined>): boolean {
  return /^(1|true|yes)$/i.test(env.MOCK_DEV_TOKENS?.trim() ?? '');
}

export interface MockApi {
  /** Base URL of the API root, e.g. http://127.0.0.1:4010/v1.0 */
  url: string;
  port: number;
  backend: MockBackend;
  /** Stops accepting requests and writes pending data. */
  close(): Promise<void>;
}

/** The Express app of @mswjs/http-middleware, typed by what is used (express has no types here). */
type NodeHandler = ((req: IncomingMessage, res: ServerResponse) => void) & { disable(setting: string): void };

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS for the app's origins only; false when the caller is a page of any other origin (which gets
 * no CORS headers and a 403: a "simple" request needs no preflight, so refusing to answer is what
 * keeps another site from acting on the mock, e.g. resetting its data). Callers without an Origin
 * header (curl, the tests, a top-level page load) are served.
 */
function applyCors(req: IncomingMessage, res: ServerResponse, allowed: ReadonlySet<string>): boolean {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (!allowed.has(origin)) return false;
  // Reflect the origin (never '*'): the app runs on another port.
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
  // The contract's request headers (If-Match on edits, Idempotency-Key on bulk actions and sends)
  // and the answer headers the app reads (ETag to edit with, Retry-After when throttled).
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key');
  res.setHeader('Access-Control-Expose-Headers', 'Location, ETag, Retry-After');
  res.setHeader('Access-Control-Max-Age', '600');
  // The page may read the answers' Server-Timing (and the request's phases) from Resource Timing.
  res.setHeader('Timing-Allow-Origin', origin);
  return true;
}

/**
 * GET /docs: the contract's reference docs (`npm run contract:docs` builds them into dist-docs/),
 * for backend teams running the mock. False when the request is not for them.
 */
function serveDocs(req: IncomingMessage, res: ServerResponse, docsDir: string): boolean {
  const path = new URL(req.url ?? '/', 'http://mock.invalid').pathname;
  if (req.method !== 'GET' || !/^\/docs(\/|\/index\.html)?$/.test(path)) return false;
  const file = join(docsDir, 'index.html');
  if (!existsSync(file)) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('No API docs built: run `npm run contract:docs`, then reload.');
    return true;
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(readFileSync(file));
  return true;
}

/**
 * `Server-Timing: request;dur=…` on every answer: the server's whole time for the request, from its
 * arrival to the answer's headers (the handler's own `handler` time plus Express and msw's matching
 * of the request against every handler). What the bench counts as the server's share: the part
 * outside the handler is the server's too, not the network's.
 */
function timeRequest(res: ServerResponse, started: number): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.appendHeader('Server-Timing', `request;dur=${(performance.now() - started).toFixed(1)}`);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/** Path and query for the log, with anything token-like blanked out. */
function loggablePath(rawUrl: string | undefined): string {
  const url = new URL(rawUrl ?? '/', 'http://mock.invalid');
  for (const key of [...url.searchParams.keys()]) {
    if (/token|code|secret|password/i.test(key)) url.searchParams.set(key, '***');
  }
  return `${url.pathname}${url.search}`;
}

/**
 * A `networkError` fault cannot be expressed as an HTTP answer; the handler marks the answer and
 * the socket is destroyed instead, so the browser's fetch rejects as it would on a dropped line.
 */
function dropMarkedAnswers(res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (res.getHeader(DROP_CONNECTION_HEADER)) {
      res.socket?.destroy();
      return res;
    }
    return end(...args);
  }) as ServerResponse['end'];
}

/** gzip (or deflate) for a client that accepts it, on answers of 1 KB or more of a compressible type. */
const compressAnswers = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export async function startMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const log = options.log ?? ((line: string) => console.log(line));
  const seed = pickSeedOptions(options);
  const backend = createMockBackend({
    adapter: options.dataFile ? createFileAdapter(options.dataFile, { log }) : undefined,
    seed,
    reseedOnSizeMismatch: seed !== undefined,
    requireAuth: options.requireAuth,
    verifyExternalToken: options.idp === false ? undefined : createIdpTokenVerifier(options.idp),
    devTokens: options.devTokens ?? false,
    delayMs: options.delayMs,
    networkErrorMode: 'drop-connection',
    fallback: true,
    log,
  });
  await backend.store.ready;

  const docsDir = options.docsDir ?? resolve('dist-docs');
  const allowedOrigins = new Set((options.appOrigins ?? DEFAULT_APP_ORIGINS).map((origin) => new URL(origin).origin));
  const app = createMswApp(...backend.handlers) as NodeHandler;
  app.disable('x-powered-by');
  const server: Server = createHttpServer((req, res) => {
    const started = performance.now();
    res.on('close', () => {
      const outcome = res.writableFinished ? String(res.statusCode) : 'dropped';
      log(`${req.method ?? 'GET'} ${loggablePath(req.url)} ${outcome} ${Math.round(performance.now() - started)}ms`);
    });
    if (!applyCors(req, res, allowedOrigins)) {
      res.statusCode = 403;
      res.setHeader('Content-Type', 'application/problem+json');
      res.end(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403, detail: `Origin ${req.headers.origin} may not call this API.` }));
      return;
    }
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    if (serveDocs(req, res, docsDir)) return;
    timeRequest(res, started);
    dropMarkedAnswers(res);
    // Compressed as a real API's answers are (the list of 1,000 templates is 225 KB of JSON, 43 KB
    // gzipped): what a phone on a slow line waits for is the compressed answer, not the raw one.
    compressAnswers(req, res, () => app(req, res));
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}/v1.0`,
    port,
    backend,
    close: () =>
      new Promise<void>((resolveClose) => {
        backend.store.flush();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const dataFile = process.env.MOCK_DATA_FILE ?? '.mock-data/db.json';
  const sizes = Object.fromEntries(sizedCollectionNames.map((name) => [name, envNumber(seedSizeEnvName(name))]));
  const api = await startMockApi({
    ...sizes,
    scale: envNumber('MOCK_SCALE'),
    port: envNumber('MOCK_API_PORT') ?? 4010,
    dataFile: dataFile ? resolve(dataFile) : undefined,
    delayMs: envNumber('MOCK_DELAY_MS'),
    // Signing in is the way in: only MOCK_REQUIRE_AUTH=0 brings back anonymous calls acting as Anna.
    requireAuth: !/^(0|false|no)$/i.test(process.env.MOCK_REQUIRE_AUTH ?? ''),
    idp:
      process.env.MOCK_IDP_ISSUER === ''
        ? false
        : {
            issuer: process.env.MOCK_IDP_ISSUER || undefined,
            audience: process.env.MOCK_IDP_AUDIENCE || undefined,
            clientId: process.env.MOCK_IDP_CLIENT_ID || undefined,
          },
    appOrigins: appOriginsFromEnv(process.env),
    devTokens: devTokensFromEnv(process.env),
  });
  console.log(
    `Mock API ready at ${api.url} (data: ${dataFile || 'memory only'}, ${describeSizes(api.backend.store.seed)} per administration)`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Mock API stopping (${signal})`);
    void api.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('Mock API failed to start:', error);
    process.exit(1);
  });
}
