/**
 * Run before the browser journeys (`npm run test:e2e`, so `npm test` too) and the bench: makes
 * sure the Chromium Playwright drives is there. Playwright never downloads a browser here; Debian's
 * `chromium` is installed through apt when it is missing and we run as root, otherwise this stops
 * at once with the one command to run (instead of failing deep inside Playwright). The journeys
 * drive Debian's `chromium-headless-shell` (tests/e2e/browser.ts), installed the same way; without
 * it they run in the full Chromium, only slower.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, HEADLESS_SHELL } from '../tests/e2e/browser';

export const INSTALL_COMMAND = 'sudo apt-get install -y --no-install-recommends chromium';

type System = {
  exists: (path: string) => boolean;
  /** Root on a Debian-like system: apt-get can install the browser. */
  canInstall: () => boolean;
  install: (debianPackage: string) => void;
  explicitPath?: string;
};

const system: System = {
  exists: existsSync,
  canInstall: () => process.platform === 'linux' && process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0,
  install: (debianPackage) => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debianPackage], { stdio: ['ignore', 'ignore', 'inherit'], env });
  },
  explicitPath: process.env.CHROMIUM_PATH,
};

/** The browser's path, installed first when that is possible; throws with what to do otherwise. */
export function ensureBrowser(path = chromiumPath(), os: System = system, debianPackage = 'chromium'): string {
  if (os.exists(path)) return path;
  if (os.explicitPath) throw new Error(`CHROMIUM_PATH is ${os.explicitPath}, but there is no browser there.`);
  if (!os.canInstall()) {
    const command = INSTALL_COMMAND.replace(/chromium$/, debianPackage);
    throw new Error(`The browser journeys need Chromium at ${path}, and it is not installed. Run:\n\n  ${command}\n\n(or set CHROMIUM_PATH to a Chromium or Chrome binary).`);
  }
  console.log(`${debianPackage} is missing: installing Debian's package with apt-get (about 15 s).`);
  os.install(debianPackage);
  if (!os.exists(path)) throw new Error(`apt-get installed ${debianPackage}, but ${path} is still missing.`);
  return path;
}

/**
 * The headless shell the journeys drive, installed like the full browser; where it cannot be, the
 * journeys run in the full Chromium (said, not failed). Nothing to do when CHROMIUM_PATH names the browser.
 */
export function ensureHeadlessShell(os: System = system): string | undefined {
  if (os.explicitPath) return undefined;
  try {
    return ensureBrowser(HEADLESS_SHELL.path, os, HEADLESS_SHELL.debianPackage);
  } catch (error) {
    console.warn(`The journeys run in the full Chromium: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
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
    const shell = ensureHeadlessShell();
    if (shell) console.log(`Journeys: ${version(shell) ?? shell}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
