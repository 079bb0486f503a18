/**
 * The generated zod schemas (orval, src/api/generated/zod) carry every description of the contract
 * as `.describe('…')`. The app never reads them (they are the contract's documentation), yet each
 * one costs bytes in the answers' chunks and, at run time, a copy of its schema registered in zod's
 * global registry: a quarter of the time a tag's schemas take to build, paid in the browser when a
 * tag's first answer is checked. The build leaves them out; the schemas check exactly as before.
 */
import type { Plugin } from 'vite';

/** `.describe('…')` with orval's single-quoted, backslash-escaped string. */
const DESCRIBE = /\.describe\('(?:[^'\\\n]|\\.)*'\)/g;

export function withoutZodDescriptions(code: string, id = 'the module'): string {
  const stripped = code.replace(DESCRIBE, '');
  // Another quoting (a changed generator) would silently keep them: say so instead.
  if (stripped.includes('.describe(')) throw new Error(`${id}: a zod description the build could not take out; check scripts/vite-zod-descriptions.ts`);
  return stripped;
}

export function zodWithoutDescriptions(): Plugin {
  return {
    name: 'receivables:zod-without-descriptions',
    apply: 'build',
    // On the generator's own text, before any other transform rewrites its strings.
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/]api[\\/]generated[\\/]zod[\\/].*\.zod\.ts$/ },
      handler(code, id) {
        return { code: withoutZodDescriptions(code, id), map: null };
      },
    },
  };
}
