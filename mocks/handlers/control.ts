/**
 * The control surface of the fake backend (/__mock/...), plus the pre-handler that applies fault
 * rules and latency to API calls and the optional fallback for unknown routes.
 */
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { operations } from '#api/generated/operations';
import { collectionNames, sizedCollectionNames, sizeOf } from '../db/collections';
import { faultInputSchema, type Fault } from '../faults';
import { pickSeedOptions, resolveSeedOptions } from '../seed/seed';
import { issueTokenPair } from './auth';
import { DROP_CONNECTION_HEADER, type HandlerContext } from './context';
import { findOperation } from './operations';
import { badRequest, notFound, problemResponse } from './problem';
import { controlRoute, jsonBody } from './route';

/** `{ scale?, templates?, … }`: a size per sized collection, as the seed options. */
const resetBodySchema = z.object({
  scale: z.number().nonnegative().optional(),
  /** Skip the re-seed when nothing was committed since the last one (browser journeys: most only read). */
  ifChanged: z.boolean().optional(),
  ...Object.fromEntries(
    sizedCollectionNames.map((name) => [name, z.number().int().min(0).max(sizeOf(name).max).optional()]),
  ),
});

const tokenBodySchema = z.object({
  userId: z.string().min(1),
  /** Short lifetimes let e2e tests exercise the refresh flow. */
  accessTtlSeconds: z.number().positive().optional(),
  refreshTtlSeconds: z.number().positive().optional(),
});

/** Like jsonBody, but an empty body means "no options". */
async function optionalJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = await request.clone().text();
  return text.trim() ? jsonBody(request, schema) : schema.parse({});
}

function injectedResponse(fault: Fault, ctx: HandlerContext): Response | undefined {
  if (fault.networkError) {
    return ctx.options.networkErrorMode === 'response-error'
      ? HttpResponse.error()
      : new HttpResponse(null, { status: 503, headers: { [DROP_CONNECTION_HEADER]: '1' } });
  }
  if (fault.body !== undefined) {
    return new HttpResponse(fault.body, {
      status: fault.status ?? 200,
      headers: { 'Content-Type': fault.contentType ?? 'application/json' },
    });
  }
  if (fault.status !== undefined) {
    return fault.status >= 400
      ? problemResponse(fault.status, `Injected fault ${fault.id}.`)
      : new HttpResponse(null, { status: fault.status });
  }
  return undefined;
}

export function controlHandlers(ctx: HandlerContext) {
  const { store, faults } = ctx;
  return [
    http.get('*/__mock/health', async () => {
      await store.ready;
      const { db } = store;
      return HttpResponse.json({
        status: 'ok',
        seed: store.seed,
        counts: Object.fromEntries(collectionNames.map((name) => [name, db[name].count()])),
        faults: faults.list().length,
        requireAuth: ctx.options.requireAuth,
      });
    }),

    http.get('*/__mock/faults', () => HttpResponse.json({ items: faults.list() })),

    http.post(
      '*/__mock/faults',
      controlRoute(ctx, async ({ request }) => {
        const parsed = faultInputSchema.safeParse(await jsonBody(request, z.unknown()));
        if (!parsed.success) {
          throw badRequest(parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message })));
        }
        return HttpResponse.json(faults.add(parsed.data), { status: 201 });
      }),
    ),

    http.delete('*/__mock/faults', () => {
      faults.clear();
      return new HttpResponse(null, { status: 204 });
    }),

    http.post(
      '*/__mock/reset',
      controlRoute(ctx, async ({ request }) => {
        const body = await optionalJson(request, resetBodySchema);
        const seed = pickSeedOptions(body);
        try {
          resolveSeedOptions(seed);
        } catch (error) {
          // A scale that takes a collection past its maximum.
          if (error instanceof RangeError) throw badRequest([{ field: 'scale', message: error.message }]);
          throw error;
        }
        faults.clear();
        await store.reset(seed, body?.ifChanged ? 'if-changed' : 'always');
        return HttpResponse.json({ status: 'ok', seed: store.seed });
      }),
    ),

    http.post(
      '*/__mock/tokens',
      controlRoute(
        ctx,
        async ({ request }) => {
          // Anyone who can reach the mock could become anyone: only when started for development.
          if (!ctx.options.devTokens) throw notFound(`No route for ${request.method} ${new URL(request.url).pathname}.`);
          const body = await jsonBody(request, tokenBodySchema);
          if (!store.db.users.findFirst((q) => q.where({ id: body.userId })))
            throw notFound(`User ${body.userId} does not exist.`);
          const pair = await issueTokenPair(ctx, body.userId, {
            accessTtlMs: body.accessTtlSeconds && body.accessTtlSeconds * 1000,
            refreshTtlMs: body.refreshTtlSeconds && body.refreshTtlSeconds * 1000,
          });
          return HttpResponse.json(pair, { status: 201 });
        },
        { mutates: true },
      ),
    ),
  ];
}

/** Applies the first matching fault rule and the global latency to calls of the contract. */
export function faultHandler(ctx: HandlerContext) {
  return http.all('*', async ({ request }) => {
    // Only contract calls: in the browser this handler also sees the app's own assets.
    if (!findOperation(new URL(request.url).pathname)) return undefined;
    const fault = ctx.faults.take(request);
    const wait = ctx.options.delayMs + (fault?.delayMs ?? 0);
    if (wait > 0) await delay(wait);
    return fault ? injectedResponse(fault, ctx) : undefined;
  });
}

/** Unknown routes of the HTTP server: 405 for a known path with another method, else 404. */
export function fallbackHandler() {
  return http.all('*', ({ request }) => {
    const url = new URL(request.url);
    const op = findOperation(url.pathname);
    if (!op) return problemResponse(404, `No route for ${request.method} ${url.pathname}.`, undefined, url.pathname);
    const allowed = operations.filter((o) => o.path === op.path).map((o) => o.method);
    const response = problemResponse(405, `${request.method} is not supported on ${url.pathname}.`, undefined, url.pathname);
    response.headers.set('Allow', allowed.join(', '));
    return response;
  });
}
