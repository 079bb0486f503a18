/*
 * Runs before the app: index.html loads it as a deferred classic script ahead of the module entry,
 * and deferred scripts run in document order. zod 4 compiles object parsers with `new Function` and
 * finds out whether it may by trying once, when the first object schema is built. Under the
 * production Content-Security-Policy (no 'unsafe-eval', scripts/csp.ts) that try is refused and
 * reported as a violation even though zod catches it. `jitless` skips the probe and the compiled
 * parsers. It is set here, not with z.config() in the app, because the bundler may evaluate a chunk
 * that builds schemas before any module of the entry runs; zod reads this global when it loads.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
