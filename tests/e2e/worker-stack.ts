/**
 * One Playwright worker's own servers: a stateful mock API (mocks/server.ts, in this process, its
 * data file in a temporary folder) and the production build served by `vite preview` from a copy
 * whose config.json points at that API. The preview derives its Content-Security-Policy from the
 * config.json it serves (scripts/vite-csp-plugin.ts), so each worker's policy allows its own API.
 *
 * The build itself is made once per run (tests/e2e/global-setup.ts); each worker copies it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { type MockApi, startMockApi } from '../../mocks/server';
import { contentSecurityPolicyPlugin } from '../../scripts/vite-csp-plugin';
import { BUILD_DIR, HOST, IDP, MAX_WORKERS, ROOT, workerAppOrigin, workerMockApiPort } from './addresses';

export interface WorkerStack {
  /** The app, e.g. http://127.0.0.1:4180 (the tests' baseURL). */
  appOrigin: string;
  /** The mock API root the app calls, e.g. http://127.0.0.1:4110/v1.0. */
  apiRoot: string;
  /** Origin of the mock API (control routes live under /__mock). */
  apiOrigin: string;
  /** The config.json this worker's preview serves (and builds its policy from). */
  configFile: string;
  /** Every line the mock API logged, in order (one per request). */
  apiLog: readonly string[];
  close(): Promise<void>;
}

export async function startWorkerStack(parallelIndex: number): Promise<WorkerStack> {
  if (parallelIndex >= MAX_WORKERS) {
    throw new Error(`At most ${MAX_WORKERS} workers have an app origin the identity provider accepts (tests/e2e/ports.ts); run with fewer`);
  }
  const folder = mkdtempSync(join(tmpdir(), `receivables-e2e-w${parallelIndex}-`));
  const appDir = join(folder, 'app');
  const closers: (() => Promise<void>)[] = [async () => rmSync(folder, { recursive: true, force: true })];
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer();
  };

  try {
    const apiLog: string[] = [];
    const api: MockApi = await startMockApi({
      host: HOST,
      port: workerMockApiPort(parallelIndex),
      dataFile: join(folder, 'mock-data.json'),
      requireAuth: true,
      idp: { issuer: IDP },
      // As MOCK_DEV_TOKENS=1: the tests may mint tokens on /__mock/tokens.
      devTokens: true,
      log: (line) => apiLog.push(line),
    });
    closers.push(() => api.close());

    cpSync(BUILD_DIR, appDir, { recursive: true });
    const configFile = join(appDir, 'config.json');
    const deployed = JSON.parse(readFileSync(join(BUILD_DIR, 'config.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(configFile, `${JSON.stringify({ ...deployed, apiRoot: api.url }, null, 2)}\n`);

    const appOrigin = workerAppOrigin(parallelIndex);
    const { port } = new URL(appOrigin);
    // Only the policy plugin: the app's other Vite plugins act on builds and the dev server, not on preview.
    const server: PreviewServer = await preview({
      configFile: false,
      root: ROOT,
      logLevel: 'warn',
      plugins: [contentSecurityPolicyPlugin()],
      build: { outDir: appDir },
      preview: { host: HOST, port: Number(port), strictPort: true, open: false },
    });
    closers.push(() => server.close());

    return { appOrigin, apiRoot: api.url, apiOrigin: new URL(api.url).origin, configFile, apiLog, close };
  } catch (error) {
    await close();
    throw error;
  }
}
