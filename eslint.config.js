// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Import boundaries, from the bottom layer up (each may import only the layers before it):
 *
 *   lib → api → components → navigation → features/<one> → app → routes
 *
 * - lib: pure helpers, runtime config, i18n; talks to no server.
 * - api: the HTTP client, generated code, and the state derived from answers (permissions, cache).
 * - components: shared UI kit and screens' building blocks.
 * - navigation: the area registry, links, search-param schemas (app-level data every feature reads).
 * - features: one business area each; a feature never imports another feature.
 * - app (providers, router) and routes (composition) may import anything below them.
 *
 * The feature rules are computed from the folders under src/features, so a new area is covered
 * the moment its folder exists. Test files may import test utilities and mocks; production code
 * never does (only src/main.tsx loads the in-browser mock, and only when config.json asks).
 */
const FEATURES_DIR = join(import.meta.dirname, 'src/features');
export const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test-helpers.ts', '**/*-test-harness.tsx', 'src/test-fixtures/**'];

/** The import strings that reach `layer` by alias or by a relative path out of a sibling layer. */
const layerImports = (layer) => [`@/${layer}`, `@/${layer}/**`, `../${layer}`, `../${layer}/**`, `../../${layer}/**`];

const message = {
  layer: (from, to) => `${from} does not import ${to}: see the layer order at the top of eslint.config.js.`,
  feature: 'Features do not import each other: move shared code to src/lib, src/components or src/navigation.',
  escape: 'Leave a feature folder through an alias (@/lib, @/api, …), never by a relative path.',
  tests: 'Production code imports no test utilities or mocks.',
};

const testOnly = { group: ['@tests/*', '@tests/**', '@mocks/*', '@mocks/**'], message: message.tests };

function restrict(files, patterns, ignores = TEST_FILES) {
  return { files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const layerRules = [
  restrict(['src/lib/**/*.{ts,tsx}'], [
    { group: ['api', 'components', 'navigation', 'features', 'app', 'routes'].flatMap(layerImports), message: message.layer('src/lib', 'api, components, navigation, features, app or routes') },
    testOnly,
  ]),
  restrict(['src/api/**/*.{ts,tsx}'], [
    { group: ['components', 'navigation', 'features', 'app', 'routes'].flatMap(layerImports), message: message.layer('src/api', 'components, navigation, features, app or routes') },
    testOnly,
  ]),
  restrict(['src/components/**/*.{ts,tsx}'], [
    { group: ['navigation', 'features', 'app', 'routes'].flatMap(layerImports), message: message.layer('src/components', 'navigation, features, app or routes') },
    testOnly,
  ]),
  restrict(['src/navigation/**/*.{ts,tsx}'], [
    { group: ['features', 'app', 'routes'].flatMap(layerImports), message: message.layer('src/navigation', 'features, app or routes') },
    testOnly,
  ]),
  restrict(['src/app/**/*.{ts,tsx}', 'src/routes/**/*.{ts,tsx}'], [testOnly]),
];

/**
 * Per feature and per folder depth: another feature is out of reach by alias, and so is anything
 * a relative path would reach by climbing out of the feature's folder. Tests of a feature may
 * use test utilities, but not another feature either.
 */
const MAX_DEPTH = 8;
const featureRules = FEATURES.flatMap((feature) =>
  Array.from({ length: MAX_DEPTH }, (_, depth) => {
    const files = [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`];
    const crossing = { group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`], message: message.feature };
    const escaping = { group: [`${'../'.repeat(depth + 1)}**`], message: message.escape };
    const outward = { group: ['app', 'routes'].flatMap(layerImports), message: message.layer('A feature', 'app or routes') };
    // Later blocks win: tests match only the first, production files the second as well.
    return [restrict(files, [crossing, escaping], []), restrict(files, [crossing, escaping, outward, testOnly])];
  }).flat(),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'node_modules',
      'src/api/generated/**',
      'src/routeTree.gen.ts',
      'mocks/service-worker/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '.mock-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  ...layerRules,
  ...featureRules,
  {
    // The fake backend reaches app code through package.json `imports` (#api/…, #lib/…), which
    // Node, tsx, Vite and TypeScript resolve alike; never by a path into src/.
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**', '@/*', '@/**'], message: 'Mocks import app code through #api/… and #lib/… (package.json imports).' }] },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
