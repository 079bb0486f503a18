/**
 * The checks of `/config.json` (zod). Loaded beside the file by `loadRuntimeConfig` (./config.ts),
 * not with the entry: the first page's first answers need zod next, and both find it loaded.
 */
import * as z from 'zod/mini';
// With its extension: the Vite configuration loads this module natively (scripts/csp.ts).
import { RuntimeConfigError } from './config.ts';

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Tokens, API answers and help pages travel over these URLs: https only. Plain http is allowed on
 * this machine alone (the local mock API and identity provider), where nothing crosses a network.
 */
function isSecureUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

const SECURE_URL = 'Expected an https: URL (http: only on 127.0.0.1, [::1] or localhost)';
// abort: a value that is no URL at all gets one message, not two.
const secureUrl = () => z.url({ abort: true }).check(z.refine(isSecureUrl, SECURE_URL));

/** Runtime configuration read from /config.json at start, so one build serves any environment. */
export const runtimeConfigSchema = z.object({
  apiRoot: z.string().check(z.refine((value) => /^\/[^\s]*$/.test(value) || isSecureUrl(value), `${SECURE_URL} or a path starting with /`)),
  auth: z.object({
    authority: secureUrl(),
    clientId: z.string().check(z.minLength(1)),
    /** Ask the provider for `offline_access` (a refresh token that outlives its session); off by default. */
    offlineAccess: z.optional(z.boolean()),
  }),
  /** off: a real API; http: the Node mock API at apiRoot; service-worker: mocked inside the browser. */
  mock: z.enum(['off', 'http', 'service-worker']),
  helpBaseUrl: secureUrl(),
  /** Where browsers send Content-Security-Policy violation reports (scripts/csp.ts); none while unset. */
  cspReportUri: z.optional(secureUrl()),
  /** Bump to ask every visitor for cookie consent again (the cookie or category list changed). */
  consentRevision: z._default(z.int().check(z.minimum(0)), 1),
  /** Third parties loaded only after consent to analytics; none load while unset. */
  analyticsId: z.optional(z.string().check(z.minLength(1))),
  recordingId: z.optional(z.string().check(z.minLength(1))),
  chatId: z.optional(z.string().check(z.minLength(1))),
});

/** Runtime configuration read from /config.json at start, as written (defaults not filled in). */
export type RuntimeConfig = z.input<typeof runtimeConfigSchema>;

/**
 * Validates a configuration. zod/mini carries no messages of its own ("Invalid input" for
 * everything): pass zod's English messages (`zod/v4/locales/en.js`) to name what is wrong.
 */
export function parseRuntimeConfig(raw: unknown, messages?: z.core.$ZodErrorMap): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw, messages ? { error: messages } : undefined);
  if (!result.success) {
    throw new RuntimeConfigError(
      'config.json is invalid',
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
      raw,
    );
  }
  return result.data;
}

