/**
 * Run before the browser journeys (`npm run test:e2e`, so `npm test` too) and the bench: makes
 * sure the Chromium Playwright drives is there. Playwright never downloads a browser here; Debian's
 * `chromium` is installed through apt when it is missing and we run as root, otherwise this stops
 * at once with the one command to run (instead of failing deep inside Playwright).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../tests/e2e/browser';

export const INSTALL_COMMAND = 'sudo apt-get install -y --no-install-recommends chromium';

type System = {
  exists: (path: string) => boolean;
  /** Root on a Debian-like system: apt-get can install the browser. */
  canInstall: () => boolean;
  install: () => void;
  explicitPath?: string;
};

const system: System = {
  exists: existsSync,
  canInstall: () => process.platform === 'linux' && process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0,
  install: () => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  },
  explicitPath: process.env.CHROMIUM_PATH,
};

/** The browser's path, installed first when that is possible; throws with what to do otherwise. */
export function ensureBrowser(path = chromiumPath(), os: System = system): string {
  if (os.exists(path)) return path;
  if (os.explicitPath) throw new Error(`CHROMIUM_PATH is ${os.explicitPath}, but there is no browser there.`);
  if (!os.canInstall()) {
    throw new Error(`The browser journeys need Chromium at ${path}, and it is not installed. Run:\n\n  ${INSTALL_COMMAND}\n\n(or set CHROMIUM_PATH to a Chromium or Chrome binary).`);
  }
  console.log("Chromium is missing: installing Debian's chromium with apt-get (about 15 s).");
  os.install();
  if (!os.exists(path)) throw new Error(`apt-get installed chromium, but ${path} is still missing.`);
  return path;
}

function version(path: string): string | undefined {
  // /usr/bin/chromium is a wrapper script that prints a harmless shell warning; ask the binary behind it.
  const binary = path === '/usr/bin/chromium' && existsSync('/usr/lib/chromium/chromium') ? '/usr/lib/chromium/chromium' : path;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const path = ensureBrowser();
    console.log(`Browser: ${version(path) ?? path}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
