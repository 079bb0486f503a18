/**
 * The development servers stay local: the Node mock API answers cross-origin calls only from the
 * app's own origins, mints test tokens only when started for development (MOCK_DEV_TOKENS=1), and
 * accepts identity-provider tokens only when they were issued to the app's client.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { startIdentityProvider, type IdentityProvider } from '../idp/server';
import { obtainTokens } from '../idp/test-client';
import { createIdpTokenVerifier } from './auth/idp-tokens';
import { createMockServer } from './node';
import { appOriginsFromEnv, DEFAULT_APP_ORIGINS, devTokensFromEnv, startMockApi, type MockApi } from './server';

const quiet = { port: 0, log: () => undefined };

describe('CORS of the Node mock API', () => {
  let api: MockApi;
  beforeAll(async () => {
    api = await startMockApi({ ...quiet, requireAuth: false, appOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173'] });
  });
  afterAll(() => api.close());

  const call = (origin: string | undefined, init: RequestInit = {}) =>
    fetch(`${api.url}/administrations`, { ...init, headers: { ...(origin ? { Origin: origin } : {}), ...(init.headers as Record<string, string>) } });

  it("reflects an app origin, never '*'", async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5173']) {
      const answer = await call(origin);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toContain('Origin');
      const preflight = await call(origin, { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
      // Edits send If-Match and bulk actions Idempotency-Key; the app reads ETag from answers.
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/If-Match.*Idempotency-Key/);
      expect(answer.headers.get('access-control-expose-headers')).toContain('ETag');
      // The server's whole time for the request beside the handler's (the bench's server share).
      expect(answer.headers.get('server-timing')).toMatch(/handler;dur=[\d.]+.*request;dur=[\d.]+/);
    }
  });

  it('refuses any other origin: no CORS headers, 403 to its preflight and to its calls', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5174', 'http://localhost:5173.evil.example', 'null']) {
      const preflight = await call(origin, { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'POST' } });
      expect(preflight.status, origin).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      // A "simple" request needs no preflight: it must not act either (e.g. reset the data).
      const reset = await fetch(`${api.url.replace(/\/v1\.0$/, '')}/__mock/reset`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'text/plain' } });
      expect(reset.status, origin).toBe(403);
      expect(reset.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('compresses its answers for a client that accepts it, as a real API does, timed all the same', async () => {
    const list = `${api.url}/administrations/adm-nl-001/templates`;
    const zipped = await fetch(list, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(zipped.headers.get('server-timing')).toMatch(/request;dur=[\d.]+/);
    const items = ((await zipped.json()) as { items: unknown[] }).items;
    expect(items.length).toBeGreaterThan(0);
    const plain = await fetch(list, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { items: unknown[] }).items).toEqual(items);
  });

  it('serves callers that send no Origin (curl, the tests, a top-level page load)', async () => {
    const answer = await call(undefined);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("takes its origins from MOCK_APP_ORIGINS, else the app's local origins (dev server, preview, browser-test workers)", () => {
    expect(appOriginsFromEnv({})).toEqual(DEFAULT_APP_ORIGINS);
    expect(DEFAULT_APP_ORIGINS).toEqual(expect.arrayContaining(['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://127.0.0.1:4180']));
    expect(DEFAULT_APP_ORIGINS.filter((origin) => !/^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(origin))).toEqual([]);
    expect(appOriginsFromEnv({ MOCK_APP_ORIGINS: ' http://127.0.0.1:3000/ , https://app.example.test ' })).toEqual([
      'http://127.0.0.1:3000',
      'https://app.example.test',
    ]);
    expect(() => appOriginsFromEnv({ MOCK_APP_ORIGINS: '*' })).toThrow(/MOCK_APP_ORIGINS/);
  });
});

describe('the outbox (/__mock/outbox: reset and activation links are credentials)', () => {
  it('answers only with the development flag', async () => {
    for (const devTokens of [false, true]) {
      const mock = createMockServer({ devTokens });
      mock.server.listen({ onUnhandledRequest: 'error' });
      try {
        await fetch('http://api.test/v1.0/account/forgot-password', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'anna.devries@example.com' }),
        });
        const listed = await fetch('http://api.test/__mock/outbox');
        const emptied = await fetch('http://api.test/__mock/outbox', { method: 'DELETE' });
        expect([listed.status, emptied.status], `devTokens ${devTokens}`).toEqual(devTokens ? [200, 204] : [404, 404]);
        if (!devTokens) expect(await listed.text()).not.toContain('reset');
      } finally {
        mock.server.close();
      }
    }
  });
});

describe('test tokens (/__mock/tokens)', () => {
  const mint = (base: string) => fetch(`${base}/__mock/tokens`, { method: 'POST', body: JSON.stringify({ userId: 'usr-anna' }) });

  it('are not minted unless the server was started for development', async () => {
    const api = await startMockApi({ ...quiet });
    try {
      const answer = await mint(api.url.replace(/\/v1\.0$/, ''));
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('access_token');
    } finally {
      await api.close();
    }
    const mock = createMockServer();
    mock.server.listen({ onUnhandledRequest: 'error' });
    try {
      expect((await mint('http://api.test')).status).toBe(404);
    } finally {
      mock.server.close();
    }
  });

  it('are minted with MOCK_DEV_TOKENS=1 (npm start, the browser tests)', async () => {
    const api = await startMockApi({ ...quiet, devTokens: true });
    try {
      const answer = await mint(api.url.replace(/\/v1\.0$/, ''));
      expect(answer.status).toBe(201);
      expect(await answer.json()).toMatchObject({ access_token: expect.any(String) });
    } finally {
      await api.close();
    }
    expect(devTokensFromEnv({})).toBe(false);
    expect(devTokensFromEnv({ MOCK_DEV_TOKENS: '0' })).toBe(false);
    expect(devTokensFromEnv({ MOCK_DEV_TOKENS: '1' })).toBe(true);
    expect(devTokensFromEnv({ MOCK_DEV_TOKENS: 'true' })).toBe(true);
  });
});

describe('identity-provider tokens must be issued to the app (client_id / azp)', () => {
  let jwksServer: Server;
  let jwksUri: string;
  let privateKey: CryptoKey;
  const ISSUER = 'http://127.0.0.1:4999';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    jwksUri = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`;
  });
  afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));

  const token = (claims: Record<string, unknown>) =>
    new SignJWT({ scope: 'openid', ...claims })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience('urn:receivables:api')
      .setSubject('usr-anna')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  it('accepts the app client, by client_id or azp', async () => {
    const verify = createIdpTokenVerifier({ issuer: ISSUER, jwksUri });
    expect(await verify(await token({ client_id: 'receivables-web' }))).toEqual({ ok: true, userId: 'usr-anna' });
    expect(await verify(await token({ azp: 'receivables-web' }))).toEqual({ ok: true, userId: 'usr-anna' });
  });

  it('refuses a token of another client, one naming no client, and one whose claims disagree', async () => {
    const verify = createIdpTokenVerifier({ issuer: ISSUER, jwksUri });
    expect(await verify(await token({ client_id: 'some-other-app' }))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify(await token({}))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify(await token({ client_id: 'receivables-web', azp: 'some-other-app' }))).toEqual({ ok: false, reason: 'invalid' });
    expect(await verify(await token({ client_id: ['receivables-web'] }))).toEqual({ ok: false, reason: 'invalid' });
  });

  describe('through the server, with the local identity provider', () => {
    let idp: IdentityProvider;
    beforeAll(async () => {
      idp = await startIdentityProvider({ port: 0, log: () => undefined });
    });
    afterAll(() => idp.close());

    it('answers 401 when the client id the API expects is not the one the token was issued to', async () => {
      const { access_token } = await obtainTokens(idp.url);
      const profile = (base: string) => fetch(`${base}/administrations/adm-nl-001/profile`, { headers: { Authorization: `Bearer ${access_token}` } });
      const app = await startMockApi({ ...quiet, requireAuth: true, idp: { issuer: idp.url } });
      const other = await startMockApi({ ...quiet, requireAuth: true, idp: { issuer: idp.url, clientId: 'another-app' } });
      try {
        expect((await profile(app.url)).status).toBe(200);
        const refused = await profile(other.url);
        expect(refused.status).toBe(401);
        expect(await refused.json()).toMatchObject({ status: 401, detail: 'The access token is not valid.' });
      } finally {
        await app.close();
        await other.close();
      }
    });
  });
});
