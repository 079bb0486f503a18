import { existsSync } from 'node:fs';

/** Debian's full Chromium: the bench and Lighthouse drive it, and the journeys that need its PDF viewer. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Debian's package of Chromium's headless shell (the browser without its windows, tabs and viewers). */
export const HEADLESS_SHELL = { path: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' } as const;

/**
 * What the browser journeys drive: Chromium's headless shell, the same engine without the full
 * browser's own pages and processes (about an eighth less CPU for the same journeys), unless
 * CHROMIUM_PATH names another browser; the full Chromium where the shell is not installed.
 */
export function journeyBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL.path) ? HEADLESS_SHELL.path : chromiumPath();
}
