import type { RuntimeConfig } from './config-schema';

export type { RuntimeConfig };
export class RuntimeConfigError extends Error {
  constructor(
    message: string,
    readonly details: string[],
    /** The configuration as read, when it was JSON at all. */
    readonly raw?: unknown,
  ) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

let current: RuntimeConfig | undefined;

/**
 * Reads `/config.json` and checks it with zod (./config-schema.ts). zod is no part of the entry:
 * its code loads beside the file (the first answers' schemas need it next), so the entry is 16 KB
 * smaller and nothing waits longer than the file itself.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  // With its extension: the Vite configuration loads config-schema.ts and this module natively (scripts/csp.ts).
  const checks = import('./config-schema.ts');
  checks.catch(() => undefined); // awaited below, once the file is read
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { cache: 'no-store' });
  } catch (error) {
    throw new RuntimeConfigError('config.json could not be loaded', [String(error)]);
  }
  if (!response.ok) {
    throw new RuntimeConfigError('config.json could not be loaded', [`HTTP ${response.status}`]);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RuntimeConfigError('config.json is invalid', ['(root): not valid JSON']);
  }
  const { runtimeConfigSchema, parseRuntimeConfig } = await checks;
  if (runtimeConfigSchema.safeParse(raw).success) return setRuntimeConfig(parseRuntimeConfig(raw));
  // Only a broken configuration needs the messages for its error page: they load just then.
  const { default: english } = await import('zod/v4/locales/en.js');
  return setRuntimeConfig(parseRuntimeConfig(raw, english().localeError));
}

/**
 * The consent revision a configuration asks for, read even from one that is otherwise broken (the
 * consent banner runs on the configuration-error page too); 1, the default, when it names none.
 */
export function consentRevisionOf(raw: unknown): number {
  const revision = (raw as { consentRevision?: unknown } | null | undefined)?.consentRevision;
  return Number.isInteger(revision) && (revision as number) >= 0 ? (revision as number) : 1;
}

export function setRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  current = config;
  return config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration used before it was loaded');
  return current;
}

/** Absolute API root without a trailing slash; a path root is resolved against the page origin. */
export function apiRootUrl(config: RuntimeConfig = getRuntimeConfig()): string {
  const root = config.apiRoot.replace(/\/+$/, '');
  return root.startsWith('/') ? `${globalThis.location.origin}${root}` : root;
}
