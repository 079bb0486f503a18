/**
 * Where the app runs on a developer's machine: the dev server, `vite preview` (also `npm run
 * bench`) and the browser tests' per-worker app servers (tests/e2e/addresses.ts; a test keeps the
 * lists in step). The local identity provider redirects only to these, and the Node mock API
 * answers CORS only for them, so servers started by `npm start` also serve a local e2e run.
 */
export const LOCAL_APP_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://127.0.0.1:4180',
  'http://127.0.0.1:4181',
  'http://127.0.0.1:4182',
  'http://127.0.0.1:4183',
];
