import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { IDP, STATIC_MOCK_APP, WORKER_APP_ORIGINS } from './tests/e2e/addresses';
import { chromiumPath, journeyBrowserPath } from './tests/e2e/browser';

/** Chromium headless, as on a CI machine: no sandbox (root in a container), no GPU, nothing in the background. */
function launchOptions(executablePath: string) {
  return {
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/**
 * Browser journeys run against the production build (vite preview) talking to the Node mock API
 * over HTTP — the same path a real deployment takes: config.json, bearer header, CORS.
 *
 * Each worker has its own app server and its own stateful mock API (tests/e2e/worker-stack.ts,
 * started by a worker fixture in tests/e2e/fixtures.ts), reset before every test, so tests run in
 * parallel without seeing each other's data. The build is made once (tests/e2e/global-setup.ts).
 * Shared by all workers: the identity provider (per-browser-context sessions) and the static
 * service-worker build.
 */
const reuseServiceWorkerBuild = process.env.E2E_REUSE_BUILD === '1' && existsSync('dist-sw/index.html');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    // No baseURL here: the worker fixture sets it to the worker's own app server.
    // A failed journey keeps its trace (actions, network, console) without the screencast, whose
    // frames are encoded all through every journey, passing or not. On CI the trace has no DOM
    // snapshots either: taken at every action of every journey, they cost about an eighth of the
    // journeys' time (49 journeys: 151 -> 131 s on two cores), and a CI clone's files are not kept
    // to be opened. Run locally, a failure's trace has them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: !process.env.CI },
    locale: 'en-US',
    // The app honours prefers-reduced-motion (src/index.css): no journey reads a colour or a size
    // mid-transition.
    contextOptions: { reducedMotion: 'reduce' },
  },
  // The journeys drive Chromium's headless shell (tests/e2e/browser.ts); the few tagged @pdf-viewer
  // read what only the full browser has, its PDF viewer, and run in it.
  projects: [
    { name: 'chromium', grepInvert: /@pdf-viewer/, use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launchOptions(journeyBrowserPath()) } },
    { name: 'chromium-full', grep: /@pdf-viewer/, use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: launchOptions(chromiumPath()) } },
  ],
  webServer: [
    {
      command: 'node --import tsx idp/server.ts',
      url: `${IDP}/.well-known/openid-configuration`,
      env: {
        IDP_PORT: new URL(IDP).port,
        // Exactly the workers' app origins: sign-in redirects go back to the worker that started them.
        IDP_APP_ORIGINS: WORKER_APP_ORIGINS.join(','),
        // Short lifetimes so silent renew and expiry happen within a test.
        IDP_ACCESS_TOKEN_TTL: process.env.IDP_ACCESS_TOKEN_TTL ?? '75',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // E2E_REUSE_BUILD=1 serves the service-worker build already in dist-sw/ too (CI makes both
      // builds side by side before the journeys), so the journeys do not wait for it here.
      command: `${reuseServiceWorkerBuild ? '' : 'npx vite build --mode service-worker --outDir dist-sw --logLevel warn && '}npx vite preview --outDir dist-sw --port ${new URL(STATIC_MOCK_APP).port} --strictPort`,
      url: STATIC_MOCK_APP,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
