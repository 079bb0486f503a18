/**
 * The Node mock API accepts access tokens of the local identity provider (idp/): a real sign-in
 * through the provider's form, then API calls with the JWT.
 */
import { generateKeyPair, SignJWT } from 'jose';
import { startIdentityProvider, type IdentityProvider } from '../idp/server';
import { obtainTokens } from '../idp/test-client';
import { createIdpTokenVerifier } from './auth/idp-tokens';
import { createMockServer, SEED_TOKENS } from './node';
import { startMockApi, type MockApi } from './server';

let idp: IdentityProvider;
let api: MockApi;

beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, log: () => undefined });
  api = await startMockApi({ port: 0, requireAuth: true, idp: { issuer: idp.url }, log: () => undefined });
});
afterAll(async () => {
  await api.close();
  await idp.close();
});

const profile = (base: string, token: string, administration = 'adm-nl-001') =>
  fetch(`${base}/administrations/${administration}/profile`, { headers: { Authorization: `Bearer ${token}` } });

async function expectUnauthorized(response: Response, detail: string): Promise<void> {
  expect(response.status).toBe(401);
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  expect(await response.json()).toMatchObject({ status: 401, title: 'Unauthorized', detail });
}

describe('identity provider access tokens on the Node mock API', () => {
  it('maps sub to the seeded user', async () => {
    const anna = await obtainTokens(idp.url);
    const response = await profile(api.url, anna.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'usr-anna', name: 'Anna de Vries' });

    const james = await obtainTokens(idp.url, { email: 'james.whitfield@example.com' });
    expect(await (await profile(api.url, james.access_token, 'adm-gb-002')).json()).toMatchObject({ id: 'usr-james' });
    expect((await profile(api.url, james.access_token, 'adm-nl-001')).status).toBe(403);
  });

  it('still accepts the backend’s own tokens', async () => {
    expect((await profile(api.url, SEED_TOKENS.sanne.access)).status).toBe(200);
  });

  it('answers 401 problem+json to a tampered, forged or foreign-issuer JWT', async () => {
    const { access_token } = await obtainTokens(idp.url);
    const [header, payload] = access_token.split('.');
    await expectUnauthorized(await profile(api.url, `${header}.${payload}.${'A'.repeat(342)}`), 'The access token is not valid.');
    await expectUnauthorized(await profile(api.url, 'aaa.bbb.ccc'), 'The access token is not valid.');

    // Signed with a key the provider's JWKS does not hold.
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ scope: 'openid', client_id: 'receivables-web' })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'forged' })
      .setIssuer(idp.url)
      .setAudience('urn:receivables:api')
      .setSubject('usr-anna')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    await expectUnauthorized(await profile(api.url, forged), 'The access token is not valid.');

    const other = await startIdentityProvider({ port: 0, resource: 'urn:some-other:api', log: () => undefined });
    try {
      const foreign = await obtainTokens(other.url);
      await expectUnauthorized(await profile(api.url, foreign.access_token), 'The access token is not valid.');
    } finally {
      await other.close();
    }
  });

  it('answers 401 to an expired JWT', async () => {
    const { access_token } = await obtainTokens(idp.url);
    const later = await startMockApi({
      port: 0,
      requireAuth: true,
      idp: { issuer: idp.url, now: () => new Date(Date.now() + 10 * 60_000) },
      log: () => undefined,
    });
    try {
      await expectUnauthorized(await profile(later.url, access_token), 'The access token has expired.');
    } finally {
      await later.close();
    }
  });

  it('refuses a token for another audience', async () => {
    const { access_token } = await obtainTokens(idp.url);
    expect(await createIdpTokenVerifier({ issuer: idp.url })(access_token)).toEqual({ ok: true, userId: 'usr-anna' });
    expect(await createIdpTokenVerifier({ issuer: idp.url, audience: 'urn:other:api' })(access_token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('answers 401 when the provider cannot be reached', async () => {
    const { access_token } = await obtainTokens(idp.url);
    const verify = createIdpTokenVerifier({ issuer: 'http://127.0.0.1:9' });
    expect(await verify(access_token)).toEqual({ ok: false, reason: 'unverifiable' });
  });

  it('ignores JWTs where no verifier is injected (msw/node, service worker)', async () => {
    // Fetched before msw intercepts fetch (it would refuse the calls to the provider).
    const { access_token } = await obtainTokens(idp.url);
    const mock = createMockServer({ requireAuth: true });
    mock.server.listen({ onUnhandledRequest: 'bypass' });
    try {
      await expectUnauthorized(await profile('http://api.test/v1.0', access_token), 'The access token is not valid.');
    } finally {
      mock.server.close();
    }
  });
});
