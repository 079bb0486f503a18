import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { modelBarrelInOneModule } from './scripts/vitest-model-barrel.ts';
import { waitScale } from './tests/setup/wait-scale.ts';

/**
 * Tests that need no DOM run in plain Node: the mock backend, the scripts, the identity provider,
 * and the app's pure parts (feature `model/` folders, the navigation registry, the pure helpers of
 * src/lib). Everything else in src/ (components, hooks, anything using storage or the document)
 * runs in a DOM: happy-dom, or jsdom for the few listed in NEEDS_JSDOM. Where a file runs is
 * decided here, by where it lives, not by a comment in it; a new test in src/ gets happy-dom
 * unless it sits in a pure folder.
 */
const PURE_APP_TESTS = [
  'src/**/model/**/*.test.ts',
  'src/navigation/**/*.test.ts',
  'src/lib/{config,edit-conflict,format,i18n,locales,permissions,money,record-id,arrangement-plan,collection-costs,statutory-interest,iban,region-name}.test.ts',
  'src/lib/list/**/*.test.ts',
];
/** The mock server must work where the UI tests run too. */
const MOCKS_UNDER_JSDOM = 'mocks/jsdom.test.ts';
/**
 * The rest of src/ runs in happy-dom, which sets up and renders a page in about a third less time
 * than jsdom (CI's minutes are mostly component tests). These need what only jsdom does as a
 * browser does: sandboxed frames and their `srcdoc`, the sanitiser's and the rich-text editor's
 * HTML parsing and serialisation, Web Crypto and fetch as MSW intercepts them, image loading, and
 * cookies read back by the consent library. A new test goes to happy-dom; if it fails there for
 * what happy-dom lacks (not for a bug), it goes here.
 */
const NEEDS_JSDOM = [
  'src/api/client.test.ts',
  'src/api/protected-image.test.tsx',
  'src/components/SanitisedHtmlFrame.test.tsx',
  'src/components/records/RecordNotes.test.tsx',
  'src/components/rich-text/placeholder-hml.test.ts',
  'src/features/communication/components/ComposerScreen.test.tsx',
  'src/features/consent/consent-library.test.ts',
  'src/features/issues/components/IssuesTab.test.tsx',
  'src/features/shell/AppLayout.test.tsx',
  'src/features/templates/api/use-template-actions.test.tsx',
  'src/features/templates/components/TemplateDetailPage.test.tsx',
  'src/features/templates/components/TemplatesListPage.test.tsx',
  'src/features/templates/editor/TemplatePreview.test.tsx',
];

export default defineConfig({
  // The generated model's barrel as one module instead of 726 (scripts/vitest-model-barrel.ts):
  // about 0.9 s of CPU less for every DOM test file, each of which loads it afresh.
  plugins: [react(), modelBarrelInOneModule(fileURLToPath(new URL('./src/api/generated/model/index.ts', import.meta.url)))],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  test: {
    globals: true,
    // Seeds built once per run and read by every test file that needs the same sizes.
    globalSetup: ['./tests/setup/seed-cache.ts'],
    restoreMocks: true,
    // Room for a machine whose two cores are shared (several suites at once): a slow test still
    // fails, only later. Component tests' waits have the same allowance (tests/setup/vitest.setup.ts).
    testTimeout: 15_000 * waitScale(),
    // One test file per core. Vitest's own default leaves a core for its main process, which is
    // nearly idle here: on CI's two cores that ran every file one after another (10 of CI's minutes).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The files share one module graph per worker instead of loading the mock backend and
          // the contract's schemas again for each (about half this project's CPU time). Nothing
          // here depends on the order of files: each mock server is its own (mocks/node.ts), and
          // every file starts and stops what it listens with.
          isolate: false,
          include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'idp/**/*.test.ts', ...PURE_APP_TESTS],
          exclude: [MOCKS_UNDER_JSDOM],
        },
      },
      {
        extends: true,
        test: {
          name: 'happy-dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...PURE_APP_TESTS, ...NEEDS_JSDOM],
          setupFiles: ['./tests/setup/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: [...NEEDS_JSDOM, MOCKS_UNDER_JSDOM],
          setupFiles: ['./tests/setup/vitest.setup.ts'],
        },
      },
    ],
  },
});
