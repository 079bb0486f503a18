/**
 * `Server-Timing` of the fake backend's answers (https://w3c.github.io/server-timing/): every answer
 * of a routed handler carries the handler's whole time (`handler`, from the request reaching the
 * wrapper to the answer shaped), and lists also their parts (`settle`, `filter`, `sort`, `page`, `totals`)
 * where the handler measures them. The browser exposes them on the request's
 * PerformanceResourceTiming (`serverTiming`), which is how `npm run bench` tells the server's share
 * of a list's answer from the client's.
 */

/** The parts a handler may measure, in the order they are written. */
type Part = 'settle' | 'filter' | 'sort' | 'page' | 'totals';

export class ServerTiming {
  readonly #started = performance.now();
  readonly #parts = new Map<Part, number>();

  /** Runs `work` and adds its time to `part` (a part measured twice adds up). */
  measure<T>(part: Part, work: () => T): T {
    const started = performance.now();
    try {
      return work();
    } finally {
      this.#parts.set(part, (this.#parts.get(part) ?? 0) + performance.now() - started);
    }
  }

  /** The header's value: the measured parts, then the handler's whole time so far. */
  header(): string {
    const entry = (name: string, ms: number) => `${name};dur=${ms.toFixed(1)}`;
    return [...[...this.#parts].map(([part, ms]) => entry(part, ms)), entry('handler', performance.now() - this.#started)].join(', ');
  }
}

/** Adds the header to an answer; a Response whose headers are immutable (Response.error()) is left alone. */
export function withServerTiming(response: Response, timing: ServerTiming): Response {
  try {
    response.headers.set('Server-Timing', timing.header());
  } catch {
    // immutable headers: a network-error fault, which has no answer to time
  }
  return response;
}

/** `Server-Timing` read back: duration per metric name (what the bench and the tests read). */
export function parseServerTiming(header: string | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const metric of (header ?? '').split(',')) {
    const [name, ...params] = metric.trim().split(';');
    if (!name) continue;
    const dur = params.map((p) => /^\s*dur=([\d.]+)\s*$/.exec(p)?.[1]).find((d) => d !== undefined);
    out[name] = dur === undefined ? 0 : Number(dur);
  }
  return out;
}
