import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the browser tests' servers listen, and the build they serve. Shared by every worker: the identity provider and the
 * service-worker build. Per worker (Playwright's `parallelIndex`, 0 … workers - 1, which a worker
 * restarted after a failure keeps): the app (the production build under `vite preview`) and its
 * own stateful mock API, so workers never see each other's data.
 *
 * The identity provider accepts sign-in redirects to exact origins only, so it is started with the
 * app origins of up to MAX_WORKERS workers (playwright.config.ts).
 */
export const HOST = '127.0.0.1';
export const IDP = `http://${HOST}:4020`;
export const STATIC_MOCK_APP = `http://${HOST}:4174`;

/** More workers than this have no app origin the identity provider accepts. */
export const MAX_WORKERS = 4;

/** The app of worker `parallelIndex`: 4180, 4181, … (4173 stays free for a manual `npm run preview`). */
export function workerAppOrigin(parallelIndex: number): string {
  return `http://${HOST}:${4180 + parallelIndex}`;
}

/** The mock API of worker `parallelIndex`: 4110, 4111, … (4010 stays free for `npm run mock:api`). */
export function workerMockApiPort(parallelIndex: number): number {
  return 4110 + parallelIndex;
}

export const WORKER_APP_ORIGINS: readonly string[] = Array.from({ length: MAX_WORKERS }, (_, index) => workerAppOrigin(index));

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The production build every worker serves a copy of (built once per run: global-setup.ts). */
export const BUILD_DIR = join(ROOT, 'dist');
