/**
 * Fault injection: rules that make matching API requests fail, answer garbage or slow down.
 * Used over HTTP (/__mock/faults) by e2e tests and developers, and directly by vitest.
 */
import { matchRequestUrl } from 'msw';
import { z } from 'zod';

export const faultInputSchema = z
  .object({
    /** HTTP method; any method when absent. */
    method: z.string().regex(/^[A-Za-z]+$/, 'Expected an HTTP method').optional(),
    /**
     * An MSW-style path pattern (contains ":" or "*", e.g. "*\/administrations/:id/templates") or a
     * plain substring of the path and query ("/templates", "sort-by=name"). "" matches every call.
     */
    path: z.string().max(500),
    /** Answer with this status: a problem+json body unless `body` is given. */
    status: z.number().int().min(200).max(599).optional(),
    /** Raw answer body, e.g. malformed JSON. Status 200 unless `status` is given. */
    body: z.string().optional(),
    /** Content-Type of `body` (default application/json). */
    contentType: z.string().min(1).optional(),
    /** Wait this long first; alone, the request then proceeds normally. */
    delayMs: z.number().int().min(0).max(120_000).optional(),
    /** Fail at the network level (fetch rejects) instead of answering. */
    networkError: z.boolean().optional(),
    /** Apply to this many matching requests, then expire; unlimited when absent. */
    times: z.number().int().min(1).optional(),
  })
  .refine((f) => f.status !== undefined || f.body !== undefined || f.delayMs !== undefined || f.networkError, {
    message: 'A fault needs at least one of status, body, delayMs or networkError',
  });

export type FaultInput = z.input<typeof faultInputSchema>;

export interface Fault extends FaultInput {
  id: string;
  /** Matches left before it expires; undefined = unlimited. */
  remaining?: number;
}

function pathMatches(pattern: string, url: URL): boolean {
  const isPattern = pattern.includes(':') || pattern.includes('*');
  if (!isPattern) return `${url.pathname}${url.search}`.includes(pattern);
  // A pattern without origin matches under any origin and API root prefix ("/v1.0").
  const absolute = /^[a-z]+:\/\//i.test(pattern) || pattern.startsWith('*') ? pattern : `*${pattern}`;
  return matchRequestUrl(url, absolute).matches;
}

export class FaultRegistry {
  #faults: Fault[] = [];
  #nextId = 1;

  /** Adds a rule; throws a ZodError when the input is invalid. Earlier rules win over later ones. */
  add(input: FaultInput): Fault {
    const parsed = faultInputSchema.parse(input);
    const fault: Fault = { ...parsed, id: `fault-${this.#nextId++}`, remaining: parsed.times };
    this.#faults.push(fault);
    return { ...fault };
  }

  clear(): void {
    this.#faults = [];
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /** The first rule matching the request, counted as used. */
  take(request: Request): Fault | undefined {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const index = this.#faults.findIndex(
      (f) => (!f.method || f.method.toUpperCase() === method) && pathMatches(f.path, url),
    );
    const fault = this.#faults[index];
    if (!fault) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.#faults.splice(index, 1);
    }
    return { ...fault };
  }
}
