import { loadResponseSchemas } from './client';

/**
 * Loads the answer schemas of the contract's read at `path` (a contract path, placeholders and
 * all) ahead of its call, so the answer is checked the moment it arrives. The operations' table is
 * the chunk the client loads anyway.
 */
export function warmUpAnswers(path: string): void {
  void import('./generated/operations')
    .then(({ operations }) => loadResponseSchemas(operations.find((op) => op.method === 'GET' && op.path === path)))
    .catch(() => undefined); // the call itself loads them again and shows a failure
}
