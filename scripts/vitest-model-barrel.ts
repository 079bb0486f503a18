/**
 * For vitest only: the generated model's barrel (src/api/generated/model/index.ts, `export *` from
 * 725 files, 601 of them types only) served as ONE module holding the runtime parts of the others.
 *
 * A DOM test file runs in a fresh module graph, and every module of it is fetched from Vitest's
 * main process and evaluated one by one: the barrel alone was a quarter of a component test's
 * imports, repeated in every file, for the ~120 enum-like constants orval writes (each file that
 * has one declares it with no import, so they sit side by side in one module as they are). What the
 * app sees is the same: the same names with the same values (scripts/vitest-model-barrel.test.ts
 * compares them with the files'); the build does not use this.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const RUNTIME_EXPORT = /^export\s+(?:const|let|var|function|class|enum|default)\b/m;
const IMPORT = /^\s*import\b/m;

/** The barrel's source as one module: the runtime files' own text, re-exports for any that imports. */
export function modelBarrelSource(indexFile: string): { code: string; files: string[] } {
  const folder = dirname(indexFile);
  const parts: string[] = [];
  const files: string[] = [];
  for (const [, name] of readFileSync(indexFile, 'utf8').matchAll(/^export \* from '\.\/([^']+)';$/gm)) {
    const file = join(folder, `${name}.ts`);
    const source = readFileSync(file, 'utf8');
    files.push(file);
    if (!RUNTIME_EXPORT.test(source)) continue;
    parts.push(IMPORT.test(source) ? `export * from './${name}';` : source);
  }
  if (files.length === 0) throw new Error(`${indexFile}: no "export * from './…'" lines to serve as one module`);
  return { code: `${parts.join('\n')}\nexport {};\n`, files };
}

export function modelBarrelInOneModule(indexFile: string): Plugin {
  return {
    name: 'vitest-model-barrel',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== indexFile) return null;
      const { code, files } = modelBarrelSource(indexFile);
      for (const file of files) this.addWatchFile(file);
      return code;
    },
  };
}
