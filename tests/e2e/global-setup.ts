/**
 * Builds the app once per run; every worker serves a copy of it (tests/e2e/worker-stack.ts).
 * E2E_REUSE_BUILD=1 skips the build and serves the dist/ already there (quick reruns of one spec
 * while only tests change).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DIR, ROOT } from './addresses';

export default function globalSetup(): void {
  if (process.env.E2E_REUSE_BUILD === '1') {
    if (!existsSync(join(BUILD_DIR, 'index.html'))) throw new Error(`E2E_REUSE_BUILD=1, but there is no build in ${BUILD_DIR}`);
    return;
  }
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}
