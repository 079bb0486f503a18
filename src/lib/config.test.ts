import { consentRevisionOf, loadRuntimeConfig, RuntimeConfigError } from './config';
import { parseRuntimeConfig } from './config-schema';

const VALID = {
  apiRoot: 'https://api.example.test/v1.0',
  auth: { authority: 'https://id.example.test/realms/receivables', clientId: 'receivables-web' },
  mock: 'off',
  helpBaseUrl: 'https://docs.example.test/help',
};

const serve = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

async function failure(promise: Promise<unknown>): Promise<RuntimeConfigError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RuntimeConfigError);
  return error as RuntimeConfigError;
}

describe('runtime configuration', () => {
  it('loads a valid config.json, without caching, and fills in the consent revision', async () => {
    const fetchImpl = serve(VALID);
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual({ ...VALID, consentRevision: 1 });
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('names every wrong field in English for the error page', async () => {
    const error = await failure(
      loadRuntimeConfig(serve({ ...VALID, mock: 'sometimes', helpBaseUrl: 'not a url', auth: { authority: VALID.auth.authority } })),
    );
    expect(error.message).toBe('config.json is invalid');
    expect(error.details).toEqual([
      'auth.clientId: Invalid input: expected string, received undefined',
      'mock: Invalid option: expected one of "off"|"http"|"service-worker"',
      'helpBaseUrl: Invalid URL',
    ]);
  });

  it('accepts https: URLs, and http: only on this machine (127.0.0.1, [::1], localhost)', () => {
    const local = {
      ...VALID,
      apiRoot: 'http://127.0.0.1:4010/v1.0',
      auth: { ...VALID.auth, authority: 'http://localhost:4020' },
      helpBaseUrl: 'http://[::1]:8080/help',
      cspReportUri: 'http://127.0.0.1:9999/csp',
    };
    expect(parseRuntimeConfig(local)).toMatchObject(local);
    expect(parseRuntimeConfig({ ...VALID, cspReportUri: 'https://csp.example.test/report' }).cspReportUri).toBe('https://csp.example.test/report');
  });

  it('refuses plain http: to any other host, and other schemes, in every URL field', () => {
    const insecure = {
      ...VALID,
      apiRoot: 'http://api.example.test/v1.0',
      auth: { ...VALID.auth, authority: 'http://id.example.test/realms/receivables' },
      helpBaseUrl: 'http://docs.example.test/help',
      cspReportUri: 'http://csp.example.test/report',
    };
    let error: unknown;
    try {
      parseRuntimeConfig(insecure);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RuntimeConfigError);
    const message = 'Expected an https: URL (http: only on 127.0.0.1, [::1] or localhost)';
    expect((error as RuntimeConfigError).details).toEqual([
      `apiRoot: ${message} or a path starting with /`,
      `auth.authority: ${message}`,
      `helpBaseUrl: ${message}`,
      `cspReportUri: ${message}`,
    ]);
    // Look-alikes of loopback are other hosts.
    for (const authority of ['http://127.0.0.1.example.test', 'http://localhost.example.test', 'http://10.0.0.1', 'ftp://127.0.0.1']) {
      expect(() => parseRuntimeConfig({ ...VALID, auth: { ...VALID.auth, authority } }), authority).toThrow(RuntimeConfigError);
    }
    expect(() => parseRuntimeConfig({ ...VALID, helpBaseUrl: 'javascript:alert(1)' })).toThrow(RuntimeConfigError);
  });

  it('reports a missing or unreadable file', async () => {
    expect((await failure(loadRuntimeConfig(serve('', 404)))).details).toEqual(['HTTP 404']);
    expect((await failure(loadRuntimeConfig(serve('{ not json')))).details).toEqual(['(root): not valid JSON']);
  });

  it('parses synchronously too, for the build scripts', () => {
    expect(parseRuntimeConfig({ ...VALID, apiRoot: '/api/v1.0', consentRevision: 3 })).toMatchObject({ apiRoot: '/api/v1.0', consentRevision: 3 });
    expect(() => parseRuntimeConfig({ ...VALID, consentRevision: -1 })).toThrow(RuntimeConfigError);
  });

  it('keeps what a broken file said, so the error page can still ask for consent under its revision', async () => {
    const broken = { ...VALID, mock: 'sometimes', consentRevision: 4 };
    const error = await failure(loadRuntimeConfig(serve(broken)));
    expect(error.raw).toEqual(broken);
    expect(consentRevisionOf(error.raw)).toBe(4);
  });

  it('reads the consent revision of any configuration, 1 when it names no usable one', () => {
    expect(consentRevisionOf({ consentRevision: 0 })).toBe(0);
    expect(consentRevisionOf({ consentRevision: 7 })).toBe(7);
    expect(consentRevisionOf({ consentRevision: -1 })).toBe(1);
    expect(consentRevisionOf({ consentRevision: '2' })).toBe(1);
    expect(consentRevisionOf({ consentRevision: 1.5 })).toBe(1);
    expect(consentRevisionOf({})).toBe(1);
    expect(consentRevisionOf(null)).toBe(1);
    expect(consentRevisionOf(undefined)).toBe(1);
  });
});
