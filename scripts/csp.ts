/**
 * The Content-Security-Policy of the production build, derived from the runtime config.json (one
 * build serves every environment, so the policy is computed where the build is served, not baked
 * into index.html). Pure and Node-only: the preview server (scripts/vite-csp-plugin.ts), the ops
 * command (`npm run csp`) and the browser tests use it.
 *
 * The built index.html has no inline script (Vite emits module scripts with `src`), so scripts
 * need no 'unsafe-inline' and no 'unsafe-eval' (zod's eval probe is switched off in src/main.tsx).
 * The only inline scripts are the consent-managed third-party snippets, allowed by their exact
 * SHA-256 hash and only when their id is configured.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { scriptsFor, type ScriptSpec } from '../src/features/consent/managed-scripts.ts';
import english from 'zod/v4/locales/en.js';
import { parseRuntimeConfig, type RuntimeConfig } from '../src/lib/config-schema.ts';

export type DirectiveName =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'frame-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'
  | 'report-uri'
  | 'report-to';

/** Serialisation order; directives left empty are omitted (they fall back to default-src). */
const ORDER: DirectiveName[] = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'frame-src',
  'worker-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'report-uri',
  'report-to',
];

/** The Reporting-Endpoints name the policy's `report-to` refers to. */
export const CSP_REPORT_GROUP = 'csp-violations';

type Sources = Partial<Record<DirectiveName, string[]>>;

/**
 * What each consent-managed service loads once analytics is accepted: exact hosts, never a
 * wildcard (a `*.` source would admit any subdomain, including ones a vendor lets its customers
 * serve content from). From the vendors' CSP guides (Google tag platform "Use a Content Security
 * Policy", section Google Analytics 4; Hotjar "Content Security Policy"; Intercom "Using Intercom
 * with Content Security Policy", source allowlisting), with the vendors' wildcards spelt out as the
 * hosts their tags use. Should a vendor start using another host, the browser refuses it and, with
 * `cspReportUri` set, reports it: add the host here. The origins of the managed tags' own `src`
 * are added on top. Keyed by the `service` of managed-scripts.ts.
 */
export const THIRD_PARTY_SOURCES: Record<string, Sources> = {
  'google-analytics': {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://region1.google-analytics.com'],
    'connect-src': [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://region1.google-analytics.com',
      'https://analytics.google.com',
      'https://region1.analytics.google.com',
      'https://www.google.com',
    ],
  },
  hotjar: {
    'script-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
    'style-src': ['https://static.hotjar.com', 'https://script.hotjar.com'],
    'img-src': ['https://static.hotjar.com', 'https://script.hotjar.com', 'https://survey-images.hotjar.com', 'https://survey-stats.hotjar.io'],
    'font-src': ['https://script.hotjar.com'],
    'connect-src': [
      'https://in.hotjar.com',
      'https://vars.hotjar.com',
      'https://surveys.hotjar.com',
      'https://insights.hotjar.com',
      'https://content.hotjar.io',
      'https://metrics.hotjar.io',
      'https://vc.hotjar.io',
      'https://ask.hotjar.io',
      'wss://ws.hotjar.com',
    ],
    'frame-src': ['https://vars.hotjar.com'],
  },
  intercom: {
    'script-src': ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
    'img-src': [
      'https://js.intercomcdn.com',
      'https://static.intercomassets.com',
      'https://downloads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
      'https://gifs.intercomcdn.com',
      'https://video-messages.intercomcdn.com',
      'https://messenger-apps.intercom.io',
    ],
    'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
    'media-src': ['https://js.intercomcdn.com'],
    'connect-src': [
      'https://via.intercom.io',
      'https://api.intercom.io',
      'https://api-iam.intercom.io',
      'https://api-ping.intercom.io',
      'https://nexus-websocket-a.intercom.io',
      'wss://nexus-websocket-a.intercom.io',
      'https://nexus-websocket-b.intercom.io',
      'wss://nexus-websocket-b.intercom.io',
      'https://uploads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
    ],
    'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
    'form-action': ['https://intercom.help', 'https://api-iam.intercom.io'],
  },
};

/** `'sha256-…'` of an inline script, as the browser hashes its text (UTF-8). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The http(s) origin of a URL; anything else cannot be a source here and is refused. */
function httpOrigin(url: string, what: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${what} must be an http(s) URL, got ${url}`);
  return parsed.origin;
}

/** The API origin, or none when apiRoot is a path on the app's own origin ('self' covers it). */
function apiOrigin(apiRoot: string): string[] {
  return apiRoot.startsWith('/') ? [] : [httpOrigin(apiRoot, 'apiRoot')];
}

/**
 * The report URL as it may stand in both headers: normalised (spaces, quotes percent-encoded) and
 * with `;` and `,` encoded too, which would otherwise end the directive or the policy.
 */
export function reportEndpoint(uri: string): string {
  return new URL(uri).href.replaceAll(';', '%3B').replaceAll(',', '%2C');
}

/** The directives for a (valid) runtime config, sources de-duplicated in order. */
export function contentSecurityPolicyDirectives(config: RuntimeConfig): Map<DirectiveName, string[]> {
  const api = apiOrigin(config.apiRoot);
  const report = config.cspReportUri ? reportEndpoint(config.cspReportUri) : undefined;
  const idp = httpOrigin(config.auth.authority, 'auth.authority');
  const sources: Required<Sources> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // 'unsafe-inline' for styles is needed by the template preview: it is a sandboxed `srcdoc`
    // iframe, and a srcdoc document inherits this policy (on top of its own meta policy). Its
    // document has a <style> element and the sanitised template markup keeps the templates' inline
    // `style` attributes (e-mail HTML is styled inline), which a hash cannot list in advance. The
    // app itself only sets styles through the CSSOM (React `style`), which CSP does not restrict.
    // Script stays strict, so injected markup still cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for inline icons, blob: for protected images (fetched with the bearer token, shown from object URLs).
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'font-src': ["'self'"],
    // The API, and the identity provider: discovery, token, user info and end-session calls.
    'connect-src': ["'self'", ...api, idp],
    'media-src': [],
    // The identity provider in hidden frames (silent renew, session check, silent sign-out), which
    // return to the app's own origin; blob: for an invoice's PDF, fetched with the bearer token and
    // shown from an object URL in the browser's PDF viewer (only the app's own code makes blob URLs).
    'frame-src': ["'self'", 'blob:', idp],
    // Only the service-worker mock build registers a worker (/mockServiceWorker.js); the production
    // build ships none (scripts/check-dist.ts), so its policy names no worker source.
    'worker-src': config.mock === 'service-worker' ? ["'self'"] : [],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", idp],
    // 'self', not 'none': the silent renew and silent sign-out frames end on the app's own origin
    // (the provider redirects them back to the app), so the app must be allowed to frame itself.
    // No other site can frame it (clickjacking).
    'frame-ancestors': ["'self'"],
    // Violation reports, when config.json names an endpoint: `report-to` (Reporting API, with the
    // Reporting-Endpoints header) and `report-uri` for browsers without it (ignored where
    // `report-to` is understood).
    'report-uri': report ? [report] : [],
    'report-to': report ? [CSP_REPORT_GROUP] : [],
  };

  const managed: ScriptSpec[] = scriptsFor({ analyticsId: config.analyticsId, recordingId: config.recordingId, chatId: config.chatId });
  for (const spec of managed) {
    const known = THIRD_PARTY_SOURCES[spec.service];
    if (!known) throw new Error(`No Content-Security-Policy sources are known for the managed service "${spec.service}"`);
    for (const [name, list] of Object.entries(known) as [DirectiveName, string[]][]) sources[name].push(...list);
    if (spec.src) sources['script-src'].push(httpOrigin(spec.src, `${spec.service} script`));
    if (spec.inline) sources['script-src'].push(scriptHash(spec.inline));
  }

  const directives = new Map<DirectiveName, string[]>();
  for (const name of ORDER) {
    const list = [...new Set(sources[name])];
    if (list.length) directives.set(name, list);
  }
  return directives;
}

function serialise(directives: Map<DirectiveName, string[]>): string {
  return [...directives].map(([name, list]) => `${name} ${list.join(' ')}`).join('; ');
}

/** The Content-Security-Policy header value for a runtime config (validated like the app does). */
export function buildContentSecurityPolicy(config: unknown): string {
  return serialise(contentSecurityPolicyDirectives(parseRuntimeConfig(config, english().localeError)));
}

/** Sent with every answer whatever the configuration: no content sniffing of scripts or styles. */
export const STATIC_SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * Every security header the app's answers carry for a runtime config: the policy, the reporting
 * endpoint its `report-to` names (only when `cspReportUri` is set) and nosniff. HSTS is left to the
 * TLS-terminating server (README, Deployment).
 */
export function buildSecurityHeaders(config: unknown): Record<string, string> {
  const parsed = parseRuntimeConfig(config, english().localeError);
  return {
    'Content-Security-Policy': serialise(contentSecurityPolicyDirectives(parsed)),
    ...(parsed.cspReportUri ? { 'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${reportEndpoint(parsed.cspReportUri)}"` } : {}),
    ...STATIC_SECURITY_HEADERS,
  };
}

/** Reads a config.json and builds its headers; throws with the problems when the file is unusable. */
export function securityHeadersForFile(path: string): Record<string, string> {
  return buildSecurityHeaders(JSON.parse(readFileSync(path, 'utf8')) as unknown);
}

/** Reads a config.json and builds its policy; throws with the problems when the file is unusable. */
export function contentSecurityPolicyForFile(path: string): string {
  return buildContentSecurityPolicy(JSON.parse(readFileSync(path, 'utf8')) as unknown);
}

/**
 * Served when config.json is missing or invalid (the app then only shows its configuration error
 * page): same-origin only, nothing third-party.
 */
export const FALLBACK_CONTENT_SECURITY_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
