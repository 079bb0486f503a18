import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scriptsFor } from '../src/features/consent/managed-scripts.ts';
import { RuntimeConfigError } from '../src/lib/config.ts';
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  contentSecurityPolicyDirectives,
  FALLBACK_CONTENT_SECURITY_POLICY,
  THIRD_PARTY_SOURCES,
} from './csp.ts';
import { contentSecurityPolicyPlugin } from './vite-csp-plugin.ts';

const base = {
  apiRoot: 'https://eu.api.receivables.example/v1.0',
  auth: { authority: 'https://sso.example.com/realms/receivables', clientId: 'receivables-web' },
  mock: 'off',
  helpBaseUrl: 'https://docs.receivables.example/help',
} as const;

function parse(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((directive) => {
    const [name, ...sources] = directive.split(' ');
    return [name!, sources];
  }));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;
const inlineSnippets = (ids: Parameters<typeof scriptsFor>[0]) => scriptsFor(ids).flatMap((spec) => (spec.inline ? [spec.inline] : []));

describe('buildContentSecurityPolicy', () => {
  it('builds the exact policy for the repository config (mock API and local identity provider)', () => {
    const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as unknown;
    expect(buildContentSecurityPolicy(config)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: http://127.0.0.1:4010",
        "font-src 'self'",
        "connect-src 'self' http://127.0.0.1:4010 http://127.0.0.1:4020",
        "frame-src 'self' blob: http://127.0.0.1:4020",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' http://127.0.0.1:4020",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it('uses only the origins of the API root and the identity provider authority', () => {
    const policy = parse(buildContentSecurityPolicy(base));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://eu.api.receivables.example', 'https://sso.example.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://eu.api.receivables.example']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'blob:', 'https://sso.example.com']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://sso.example.com']);
  });

  it("adds no API origin for a path API root ('self' covers it), and lists an origin once", () => {
    const policy = parse(buildContentSecurityPolicy({ ...base, apiRoot: '/api/v1.0', mock: 'service-worker' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://sso.example.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    const same = parse(buildContentSecurityPolicy({ ...base, apiRoot: 'https://sso.example.com/api' }));
    expect(same.get('connect-src')).toEqual(["'self'", 'https://sso.example.com']);
  });

  it('has the fixed hardening directives', () => {
    const policy = parse(buildContentSecurityPolicy(base));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // The app frames itself (silent renew and sign-out return to it in a hidden frame); no one else may.
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('names a worker source only for the service-worker mock build, the one build that registers a worker', () => {
    expect(parse(buildContentSecurityPolicy(base)).has('worker-src')).toBe(false);
    expect(parse(buildContentSecurityPolicy({ ...base, mock: 'http' })).has('worker-src')).toBe(false);
    expect(parse(buildContentSecurityPolicy({ ...base, apiRoot: '/api/v1.0', mock: 'service-worker' })).get('worker-src')).toEqual(["'self'"]);
  });

  it('lists exact third-party hosts, never a wildcard, for every consent-managed service', () => {
    for (const [service, directives] of Object.entries(THIRD_PARTY_SOURCES)) {
      for (const [name, sources] of Object.entries(directives)) {
        for (const source of sources) {
          expect(source, `${service} ${name}`).not.toContain('*');
          expect(new URL(source).origin, `${service} ${name} ${source}`).toBe(source);
          expect(['https:', 'wss:'], `${service} ${name} ${source}`).toContain(new URL(source).protocol);
        }
      }
    }
    const everything = buildContentSecurityPolicy({ ...base, analyticsId: 'G-1', recordingId: '1', chatId: 'c' });
    expect(everything).not.toContain('*');
  });

  it('sends violation reports to the configured endpoint (report-to with Reporting-Endpoints, report-uri for older browsers)', () => {
    const reporting = { ...base, cspReportUri: 'https://csp.receivables.example/reports' };
    const policy = parse(buildContentSecurityPolicy(reporting));
    expect(policy.get('report-to')).toEqual(['csp-violations']);
    expect(policy.get('report-uri')).toEqual(['https://csp.receivables.example/reports']);
    expect(buildSecurityHeaders(reporting)).toEqual({
      'Content-Security-Policy': buildContentSecurityPolicy(reporting),
      'Reporting-Endpoints': 'csp-violations="https://csp.receivables.example/reports"',
      'X-Content-Type-Options': 'nosniff',
    });
    // A ; or , in the address cannot end the directive and smuggle in another one.
    const sneaky = parse(buildContentSecurityPolicy({ ...base, cspReportUri: "https://csp.example.test/r;script-src 'unsafe-inline'" }));
    expect(sneaky.get('script-src')).toEqual(["'self'"]);
    expect(sneaky.get('report-uri')).toEqual(["https://csp.example.test/r%3Bscript-src%20'unsafe-inline'"]);
  });

  it('reports nowhere while no endpoint is configured, and refuses a plain-http endpoint off this machine', () => {
    const policy = buildContentSecurityPolicy(base);
    expect(policy).not.toMatch(/report-(to|uri)/);
    expect(buildSecurityHeaders(base)).toEqual({ 'Content-Security-Policy': policy, 'X-Content-Type-Options': 'nosniff' });
    expect(() => buildContentSecurityPolicy({ ...base, cspReportUri: 'http://csp.receivables.example/reports' })).toThrow(RuntimeConfigError);
    expect(parse(buildContentSecurityPolicy({ ...base, cspReportUri: 'http://127.0.0.1:9000/csp' })).get('report-uri')).toEqual(['http://127.0.0.1:9000/csp']);
  });

  it('allows no third party while no third-party id is configured', () => {
    const policy = buildContentSecurityPolicy(base);
    expect(parse(policy).get('script-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/google|hotjar|intercom|sha256/);
    expect(parse(policy).has('media-src')).toBe(false);
  });

  it('allows the analytics script host and its inline snippet by hash, only with analyticsId', () => {
    const ids = { analyticsId: 'G-ABC123XYZ' };
    const policy = parse(buildContentSecurityPolicy({ ...base, ...ids }));
    const [snippet] = inlineSnippets(ids);
    expect(snippet).toContain("gtag('config',\"G-ABC123XYZ\")");
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com', sha256(snippet!)]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://www.google-analytics.com', 'https://region1.google-analytics.com', 'https://region1.analytics.google.com']),
    );
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://www.google-analytics.com', 'https://www.googletagmanager.com']));
    expect([...policy.values()].flat().join(' ')).not.toMatch(/hotjar|intercom/);
  });

  it('allows session recording (Hotjar) only with recordingId, its loader by hash', () => {
    const ids = { recordingId: '1234567' };
    const policy = parse(buildContentSecurityPolicy({ ...base, ...ids }));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://static.hotjar.com', 'https://script.hotjar.com', sha256(inlineSnippets(ids)[0]!)]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://in.hotjar.com', 'https://content.hotjar.io', 'https://metrics.hotjar.io', 'wss://ws.hotjar.com']),
    );
    expect([...policy.values()].flat().join(' ')).not.toMatch(/google|intercom/);
  });

  it('allows the chat messenger (Intercom) only with chatId', () => {
    const ids = { chatId: 'abc123' };
    const policy = parse(buildContentSecurityPolicy({ ...base, ...ids }));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://app.intercom.io',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
      sha256(inlineSnippets(ids)[0]!),
    ]);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://api-iam.intercom.io', 'wss://nexus-websocket-a.intercom.io']));
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://intercom-sheets.com']));
    expect(policy.get('form-action')).toEqual(expect.arrayContaining(['https://intercom.help']));
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval' for scripts, whatever is configured", () => {
    const policy = parse(buildContentSecurityPolicy({ ...base, analyticsId: 'G-1', recordingId: '99', chatId: 'chat-1' }));
    expect(policy.get('script-src')!.filter((source) => source.startsWith("'unsafe"))).toEqual([]);
    expect(policy.get('script-src')!.filter((source) => source.startsWith("'sha256-"))).toHaveLength(3);
  });

  it('ignores an invalid third-party id as the consent scripts do', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const policy = buildContentSecurityPolicy({ ...base, analyticsId: "x' 'unsafe-inline", recordingId: 'not-digits' });
    expect(parse(policy).get('script-src')).toEqual(["'self'"]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('knows the sources of every service the consent scripts manage', () => {
    const services = new Set(scriptsFor({ analyticsId: 'G-1', recordingId: '1', chatId: 'c' }).map((spec) => spec.service));
    expect([...services].sort()).toEqual(Object.keys(THIRD_PARTY_SOURCES).sort());
    expect(() => contentSecurityPolicyDirectives({ ...base, analyticsId: 'G-1', recordingId: '1', chatId: 'c' })).not.toThrow();
  });

  it('refuses an invalid config, and an identity provider that is not https', () => {
    expect(() => buildContentSecurityPolicy({ ...base, mock: 'maybe' })).toThrow(RuntimeConfigError);
    expect(() => buildContentSecurityPolicy({})).toThrow(RuntimeConfigError);
    expect(() => buildContentSecurityPolicy({ ...base, auth: { ...base.auth, authority: 'ftp://sso.example.com' } })).toThrow(RuntimeConfigError);
    expect(() => buildContentSecurityPolicy({ ...base, auth: { ...base.auth, authority: 'http://sso.example.com' } })).toThrow(RuntimeConfigError);
  });

  it('has a same-origin fallback with no third party', () => {
    const policy = parse(FALLBACK_CONTENT_SECURITY_POLICY);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(FALLBACK_CONTENT_SECURITY_POLICY).not.toMatch(/https?:|unsafe-eval/);
  });
});

describe('index.html', () => {
  const html = readFileSync('index.html', 'utf8');

  it('has no inline script: every script loads from a file', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('switches zod to jitless before the app module runs', () => {
    expect(html.indexOf('<script defer src="/zod-jitless.js">')).toBeGreaterThan(-1);
    expect(html.indexOf('/zod-jitless.js')).toBeLessThan(html.indexOf('/src/main.tsx'));
    expect(readFileSync('public/zod-jitless.js', 'utf8')).toContain('jitless: true');
  });
});

describe('contentSecurityPolicyPlugin', () => {
  let outDir: string;
  let server: PreviewServer;
  let url: string;
  const configPath = () => join(outDir, 'config.json');
  const header = async (path = '/') => (await fetch(`${url}${path}`)).headers.get('content-security-policy');

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'csp-preview-'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(configPath(), JSON.stringify(base));
    server = await preview({
      configFile: false,
      root: outDir,
      logLevel: 'silent',
      plugins: [contentSecurityPolicyPlugin()],
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    });
    url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });

  afterAll(async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('sends the policy of the served config.json on every answer', async () => {
    expect(await header('/')).toBe(buildContentSecurityPolicy(base));
    expect(await header('/config.json')).toBe(buildContentSecurityPolicy(base));
  });

  it('sends nosniff always, and the reporting endpoint once config.json names one', async () => {
    const first = await fetch(`${url}/`);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('reporting-endpoints')).toBeNull();
    const reporting = { ...base, cspReportUri: 'https://csp.receivables.example/reports' };
    writeFileSync(configPath(), JSON.stringify(reporting, null, 2));
    try {
      const answer = await fetch(`${url}/templates`);
      expect(answer.headers.get('reporting-endpoints')).toBe('csp-violations="https://csp.receivables.example/reports"');
      expect(answer.headers.get('content-security-policy')).toContain('report-to csp-violations');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      writeFileSync(configPath(), JSON.stringify(base));
    }
    writeFileSync(configPath(), '{"apiRoot": 42}');
    expect((await fetch(`${url}/`)).headers.get('x-content-type-options')).toBe('nosniff');
    writeFileSync(configPath(), JSON.stringify(base));
  });

  it('follows a replaced config.json without a restart', async () => {
    const withAnalytics = { ...base, apiRoot: 'https://us.api.receivables.example/v1.0', analyticsId: 'G-NEW' };
    writeFileSync(configPath(), JSON.stringify(withAnalytics, null, 2));
    expect(await header()).toBe(buildContentSecurityPolicy(withAnalytics));
    writeFileSync(configPath(), JSON.stringify(base));
    expect(await header()).toBe(buildContentSecurityPolicy(base));
  });

  it('falls back to the same-origin policy when config.json is invalid or missing', async () => {
    writeFileSync(configPath(), '{"apiRoot": 42}');
    expect(await header()).toBe(FALLBACK_CONTENT_SECURITY_POLICY);
    rmSync(configPath());
    expect(await header()).toBe(FALLBACK_CONTENT_SECURITY_POLICY);
    writeFileSync(configPath(), JSON.stringify(base));
    expect(await header()).toBe(buildContentSecurityPolicy(base));
  });

  it('does nothing for the dev server (HMR needs inline scripts)', () => {
    const plugin = contentSecurityPolicyPlugin();
    expect(plugin.configureServer).toBeUndefined();
    expect(plugin.transformIndexHtml).toBeUndefined();
  });
});
