import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const MOCK_API = 'http://127.0.0.1:4010';
export const APP = 'http://127.0.0.1:4173';
export const STATIC_MOCK_APP = 'http://127.0.0.1:4174';

/**
 * Browser journeys run against the production build (vite preview) talking to the Node mock API
 * over HTTP — the same path a real deployment takes: config.json, bearer header, CORS. One worker:
 * the journeys share one stateful mock backend and reset it before each test.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: APP,
    trace: 'retain-on-failure',
    locale: 'en-US',
    launchOptions: {
      executablePath: CHROMIUM,
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
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx idp/server.ts',
      url: 'http://127.0.0.1:4020/.well-known/openid-configuration',
      // Short lifetimes so silent renew and expiry happen within a test.
      env: { IDP_PORT: '4020', IDP_ACCESS_TOKEN_TTL: process.env.IDP_ACCESS_TOKEN_TTL ?? '75' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx mocks/server.ts',
      url: `${MOCK_API}/__mock/health`,
      env: { MOCK_API_PORT: '4010', MOCK_DATA_FILE: '.mock-data/e2e.json' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx vite build --logLevel warn && npx vite preview --port 4173 --strictPort',
      url: APP,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'npx vite build --mode service-worker --outDir dist-sw --logLevel warn && npx vite preview --outDir dist-sw --port 4174 --strictPort',
      url: STATIC_MOCK_APP,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
