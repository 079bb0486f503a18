/**
 * The production build ships no mock: no service worker script, no msw code, no seeded accounts
 * or their password and tokens, and no policy naming a worker source. Only the service-worker build
 * (`npm run build:sw`, dist-sw/) carries the in-browser mock. Run by `npm run size` after
 * `npm run build`:  tsx scripts/check-dist.ts [dir]   (default dist). Every file is read, source
 * maps and the Vite manifest included (a map would carry the mock's sources, the manifest its path).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { invitedUserFixtures, SEED_PASSWORD } from '../mocks/seed/accounts.ts';
import { SEED_TOKENS, userFixtures } from '../mocks/seed/fixtures.ts';

interface Marker {
  text: string;
  what: string;
}

/** Strings only the mock carries; each names why it must not ship. */
function markers(): Marker[] {
  return [
    { text: 'mockServiceWorker', what: 'the msw service worker' },
    // msw's own messages and worker protocol, present in any bundle of msw/browser.
    { text: '[MSW]', what: 'msw code' },
    { text: 'MOCK_ACTIVATE', what: 'msw code' },
    { text: 'INTEGRITY_CHECK_REQUEST', what: 'msw code' },
    { text: 'mocks/browser.ts', what: 'the in-browser mock backend' },
    { text: 'mocks/backend.ts', what: 'the in-browser mock backend' },
    ...[...userFixtures, ...invitedUserFixtures].map((user) => ({ text: user.email, what: 'a seeded account' })),
    { text: SEED_PASSWORD, what: 'the seeded accounts’ password' },
    ...Object.values(SEED_TOKENS).flatMap((pair) => [pair.access, pair.refresh]).map((text) => ({ text, what: 'a seeded token' })),
    { text: 'worker-src', what: 'a policy allowing workers' },
  ];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Problems found in a build folder, one line each; empty when it ships no mock. */
export function mockLeftovers(dir: string): string[] {
  const problems: string[] = [];
  const found = markers();
  for (const file of filesUnder(dir)) {
    const name = relative(dir, file).split('\\').join('/');
    if (/(^|\/)mockServiceWorker\.js$/.test(name)) problems.push(`${name}: the msw service worker is in the build`);
    const text = readFileSync(file, 'latin1');
    for (const marker of found) {
      if (text.includes(marker.text)) problems.push(`${name}: contains "${marker.text}" (${marker.what})`);
    }
  }
  return problems;
}

/** Source maps the build would serve: a map file in the deployed folder, or a script or style sheet pointing at one. */
export function servedSourceMaps(dir: string): string[] {
  const problems: string[] = [];
  for (const file of filesUnder(dir)) {
    const name = relative(dir, file).split('\\').join('/');
    if (name.endsWith('.map')) problems.push(`${name}: a source map is served (they belong in ${dir}-sourcemaps/)`);
    else if (/\.(?:js|css)$/.test(name) && /[#@] sourceMappingURL=/.test(readFileSync(file, 'utf8'))) problems.push(`${name}: points at a source map`);
  }
  return problems;
}

function main(): void {
  const dir = process.argv[2] ?? 'dist';
  const maps = `${dir}-sourcemaps`;
  // The maps are not served, but they leave with the build (to an error tracker): no mock in them either.
  const problems = [...mockLeftovers(dir), ...(existsSync(maps) ? mockLeftovers(maps).map((problem) => `${maps}/${problem}`) : []), ...servedSourceMaps(dir)];
  if (problems.length) {
    console.error(`${dir} ships mock code or data (only the service-worker build may: npm run build:sw) or serves source maps:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`${dir} ships no mock: no service worker, msw code, seeded accounts or tokens, worker-src; and serves no source map.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
