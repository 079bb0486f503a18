import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** msw's worker script (`npx msw init mocks/service-worker`), kept out of public/ so that no other build copies it. */
const WORKER_FILE = fileURLToPath(new URL('../mocks/service-worker/mockServiceWorker.js', import.meta.url));
const WORKER_PATH = '/mockServiceWorker.js';

/**
 * Serves /mockServiceWorker.js in the service-worker mode only: written into that build
 * (`npm run build:sw`) and answered by the dev server started with `--mode service-worker`. Every
 * other build (`npm run build`) ships no worker (scripts/check-dist.ts checks it).
 */
export function mockWorkerPlugin(mode: string): Plugin {
  const enabled = mode === 'service-worker';
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(WORKER_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(WORKER_FILE));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: WORKER_PATH.slice(1), source: readFileSync(WORKER_FILE, 'utf8') });
    },
  };
}
