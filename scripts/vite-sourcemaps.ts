/**
 * Source maps are made for error reporting, not served: the build writes them without a
 * `sourceMappingURL` comment (`build.sourcemap: 'hidden'`) and this moves them out of the folder
 * that is deployed, to `<outDir>-sourcemaps/` beside it (`dist-sourcemaps/`), ready to upload to an
 * error tracker. `npm run size` (scripts/check-dist.ts) fails when a map is left in `dist/`.
 */
import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

export function sourceMapsDirOf(outDir: string): string {
  return `${resolve(outDir)}-sourcemaps`;
}

export function sourceMapsOutOfServedDir(): Plugin {
  return {
    name: 'receivables:source-maps-out-of-served-dir',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      const target = sourceMapsDirOf(outDir);
      for (const entry of readdirSync(outDir, { withFileTypes: true, recursive: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
        const from = join(entry.parentPath, entry.name);
        const to = join(target, relative(outDir, from));
        mkdirSync(dirname(to), { recursive: true });
        renameSync(from, to);
      }
    },
  };
}
