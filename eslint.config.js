// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'consent', 'administrations', 'templates', 'mailbox', 'shell', 'communication'];

/**
 * Import boundaries: a feature never imports another feature (shared code goes to src/lib or
 * src/components), and shared code imports no feature.
 */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
            message: 'Features do not import each other: move shared code to src/lib or src/components.',
          },
          {
            group: ['../../features/*', '../../*/'],
            message: 'Import other areas through the @/ alias so the boundary rules can see them.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'node_modules',
      'src/api/generated/**',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
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
  ...featureBoundaries,
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/**', '../features/*', '../../features/*', '@/routes/*', '@/app/*'],
              message: 'Shared code (src/lib, src/components, src/api) imports no feature, route or app module.',
            },
          ],
        },
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
