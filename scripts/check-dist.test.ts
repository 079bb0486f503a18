import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockLeftovers, servedSourceMaps } from './check-dist.ts';

let dir: string;

/** A small stand-in for a clean production build. */
function cleanBuild(): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'locales/en'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-abc.js"></script>');
  writeFileSync(join(dir, 'assets/index-abc.js'), 'const a=import.meta;if(c.mock==="service-worker")throw new Error("needs the service-worker build");');
  // Its source maps are beside it, not in it (scripts/vite-sourcemaps.ts).
  mkdirSync(join(`${dir}-sourcemaps`, 'assets'), { recursive: true });
  writeFileSync(join(`${dir}-sourcemaps`, 'assets/index-abc.js.map'), '{"sources":["../src/main.tsx"],"sourcesContent":["start()"]}');
  writeFileSync(join(dir, '.vite/manifest.json'), '{"index.html":{"file":"assets/index-abc.js","isEntry":true}}');
  writeFileSync(join(dir, 'locales/en/auth.json'), '{"emailInvalid":"Enter a valid email address, like name@example.com"}');
  writeFileSync(join(dir, 'config.json'), '{"mock":"off"}');
}

const run = (target: string) => {
  try {
    return { code: 0, output: execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-dist.ts', target], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { code: failed.status, output: failed.stderr };
  }
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'check-dist-'));
  cleanBuild();
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-sourcemaps`, { recursive: true, force: true });
});

describe('mockLeftovers', () => {
  it('passes a build without the mock', () => {
    expect(mockLeftovers(dir)).toEqual([]);
  });

  it('finds the msw service worker script, wherever it sits', () => {
    writeFileSync(join(dir, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {})');
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'nested/mockServiceWorker.js'), '');
    expect(mockLeftovers(dir)).toEqual(
      expect.arrayContaining(['mockServiceWorker.js: the msw service worker is in the build', 'nested/mockServiceWorker.js: the msw service worker is in the build']),
    );
  });

  it('finds msw code and the worker registration in a chunk', () => {
    writeFileSync(join(dir, 'assets/browser-x1.js'), 'e.postMessage("INTEGRITY_CHECK_REQUEST");console.warn("[MSW] %s");r.register("/mockServiceWorker.js")');
    expect(mockLeftovers(dir)).toEqual([
      'assets/browser-x1.js: contains "mockServiceWorker" (the msw service worker)',
      'assets/browser-x1.js: contains "[MSW]" (msw code)',
      'assets/browser-x1.js: contains "INTEGRITY_CHECK_REQUEST" (msw code)',
    ]);
  });

  it('finds seeded accounts, their password and tokens, in code, maps and the manifest', () => {
    writeFileSync(join(dir, 'assets/seed-1.js'), 'const u={email:"anna.devries@example.com",password:"Receivables!2026"}');
    writeFileSync(join(dir, 'assets/index-abc.js.map'), '{"sourcesContent":["const t = \'mock-access-james\'"]}');
    writeFileSync(join(dir, '.vite/manifest.json'), '{"mocks/browser.ts":{"file":"assets/browser-1.js","isDynamicEntry":true}}');
    expect(mockLeftovers(dir)).toEqual(
      expect.arrayContaining([
        'assets/seed-1.js: contains "anna.devries@example.com" (a seeded account)',
        'assets/seed-1.js: contains "Receivables!2026" (the seeded accounts’ password)',
        'assets/index-abc.js.map: contains "mock-access-james" (a seeded token)',
        '.vite/manifest.json: contains "mocks/browser.ts" (the in-browser mock backend)',
      ]),
    );
  });

  it('finds a policy naming a worker source', () => {
    writeFileSync(join(dir, 'index.html'), '<meta http-equiv="Content-Security-Policy" content="worker-src \'self\'">');
    expect(mockLeftovers(dir)).toEqual(['index.html: contains "worker-src" (a policy allowing workers)']);
  });
});

describe('npm run size (scripts/check-dist.ts)', () => {
  it('exits 0 on a clean build and 1, naming the problem, on a build with the mock', () => {
    expect(run(dir)).toMatchObject({ code: 0 });
    writeFileSync(join(dir, 'mockServiceWorker.js'), '');
    const failed = run(dir);
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('mockServiceWorker.js: the msw service worker is in the build');
  });
});

describe('servedSourceMaps', () => {
  it('refuses a map in the deployed folder and a script pointing at one', () => {
    writeFileSync(join(dir, 'assets/app-def.js'), 'console.log(1);\n//# sourceMappingURL=app-def.js.map');
    writeFileSync(join(dir, 'assets/app-def.js.map'), '{}');
    expect(servedSourceMaps(dir)).toEqual(['assets/app-def.js: points at a source map', `assets/app-def.js.map: a source map is served (they belong in ${dir}-sourcemaps/)`]);
  });

  it('passes a build whose maps were moved out', () => {
    expect(servedSourceMaps(dir)).toEqual([]);
  });

  it('checks the moved maps for the mock too: they leave with the build', () => {
    writeFileSync(join(`${dir}-sourcemaps`, 'assets/index-abc.js.map'), '{"sourcesContent":["import \'mocks/browser.ts\'"]}');
    const result = run(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain('-sourcemaps/assets/index-abc.js.map: contains "mocks/browser.ts"');
  });
});
