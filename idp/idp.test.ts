import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userFixtures } from '../mocks/seed/fixtures';
import { WORKER_APP_ORIGINS } from '../tests/e2e/addresses';
import { DEV_PASSWORD, SEEDED_ACCOUNTS } from './accounts';
import { escapeHtml } from './pages';
import { BROWSER_STATE_COOKIE, CHECK_SESSION_PATH, CHECK_SESSION_SCRIPT } from './session-management';
import {
  CLIENT_ID,
  DEFAULT_APP_ORIGINS,
  DEFAULT_RESOURCE,
  loggablePath,
  optionsFromEnv,
  SIGN_OUT_EVERYWHERE_PATH,
  startIdentityProvider,
  type IdentityProvider,
} from './server';
import {
  authorizeUrl,
  Browser,
  formAction,
  obtainTokens,
  pkcePair,
  SEEDED_PASSWORD,
  signIn,
  tokenRequest,
  type TokenResponse,
} from './test-client';

const APP = 'http://127.0.0.1:5173';
const logs: string[] = [];
let idp: IdentityProvider;

beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0, log: (line) => logs.push(line) });
});
afterAll(() => idp.close());

const jwks = () => createRemoteJWKSet(new URL('/jwks', idp.url));

describe('discovery', () => {
  it('publishes the standard endpoints under the issuer', async () => {
    const response = await fetch(`${idp.url}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: idp.url,
      authorization_endpoint: `${idp.url}/auth`,
      token_endpoint: `${idp.url}/token`,
      userinfo_endpoint: `${idp.url}/me`,
      end_session_endpoint: `${idp.url}/session/end`,
      jwks_uri: `${idp.url}/jwks`,
      revocation_endpoint: `${idp.url}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
    expect(metadata.introspection_endpoint).toBeUndefined();
  });

  it('serves only public keys', async () => {
    const body = (await (await fetch(`${idp.url}/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    expect(body.keys[0]).not.toHaveProperty('d');
  });
});

describe('seeded accounts', () => {
  it('match the mock backend users', () => {
    for (const account of SEEDED_ACCOUNTS) {
      const user = userFixtures.find((u) => u.id === account.id);
      expect(user, account.id).toBeDefined();
      expect(account).toMatchObject({ name: user?.name, email: user?.email, locale: user?.language });
      expect(`${account.givenName} ${account.familyName}`).toBe(account.name);
    }
    expect(SEEDED_ACCOUNTS.map((a) => a.id).sort()).toEqual(userFixtures.map((u) => u.id).sort());
    expect(DEV_PASSWORD).toBe(SEEDED_PASSWORD);
  });
});

describe('authorization code + PKCE', () => {
  let tokens: TokenResponse;

  beforeAll(async () => {
    tokens = await obtainTokens(idp.url, { email: 'Anna.DeVries@example.com' });
  });

  it('issues a JWT access token for the default resource, verifiable with /jwks', async () => {
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks(), {
      issuer: idp.url,
      audience: DEFAULT_RESOURCE,
      typ: 'at+jwt',
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: 'usr-anna', client_id: CLIENT_ID, aud: DEFAULT_RESOURCE });
    expect(String(payload.scope).split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
  });

  it('puts the profile and e-mail claims in the ID token', async () => {
    const { payload } = await jwtVerify(tokens.id_token, jwks(), { issuer: idp.url, audience: CLIENT_ID });
    expect(payload).toMatchObject({
      sub: 'usr-anna',
      name: 'Anna de Vries',
      given_name: 'Anna',
      family_name: 'de Vries',
      locale: 'nl',
      email: 'anna.devries@example.com',
      email_verified: true,
    });
  });

  it('issues a refresh token without prompt=consent', () => {
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('answers userinfo for the JWT access token, with CORS for the app', async () => {
    const response = await fetch(`${idp.url}/me`, { headers: { Authorization: `Bearer ${tokens.access_token}`, Origin: APP } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP);
    expect(await response.json()).toEqual({
      sub: 'usr-anna',
      name: 'Anna de Vries',
      given_name: 'Anna',
      family_name: 'de Vries',
      locale: 'nl',
      email: 'anna.devries@example.com',
      email_verified: true,
    });
    const forged = `${tokens.access_token.slice(0, -4)}AAAA`;
    const rejected = await fetch(`${idp.url}/me`, { headers: { Authorization: `Bearer ${forged}` } });
    expect(rejected.status).toBe(401);
    expect(rejected.headers.get('WWW-Authenticate')).toContain('invalid_token');
  });

  it('allows CORS on the token endpoint only for the app origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${idp.url}/token`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    expect((await preflight(APP)).headers.get('Access-Control-Allow-Origin')).toBe(APP);
    const refused = await tokenRequestFrom('http://evil.example');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('signs in every seeded account with its own sub', async () => {
    for (const account of SEEDED_ACCOUNTS) {
      const issued = await obtainTokens(idp.url, { email: account.email });
      expect(decodeJwt(issued.access_token).sub).toBe(account.id);
    }
  });

  it('refuses a code with the wrong verifier, and a code used twice', async () => {
    const browser = new Browser(idp.url);
    const { verifier, challenge } = pkcePair();
    const { code } = await signIn(browser, { challenge });
    const fields = { grant_type: 'authorization_code', code, redirect_uri: `${APP}/auth/callback` };
    const wrong = await tokenRequest(idp.url, { ...fields, code_verifier: pkcePair().verifier });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    // A wrong verifier does not spend the code; the right one then works once.
    const right = await tokenRequest(idp.url, { ...fields, code_verifier: verifier });
    expect(right.status).toBe(200);
    const again = await tokenRequest(idp.url, { ...fields, code_verifier: verifier });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

async function tokenRequestFrom(origin: string): Promise<Response> {
  return fetch(`${idp.url}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: 'nope' }),
  });
}

describe('sign-in page', () => {
  it('is an accessible form with Email, Password and Sign in', async () => {
    const browser = new Browser(idp.url);
    const page = await browser.navigate(authorizeUrl(idp.url, { codeChallenge: pkcePair().challenge, codeChallengeMethod: 'S256' }));
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).not.toContain('Invalid email or password.');
  });

  it('shows "Invalid email or password." for a wrong password or an unknown user, with output escaped', async () => {
    const browser = new Browser(idp.url);
    const page = await browser.navigate(authorizeUrl(idp.url, { codeChallenge: pkcePair().challenge, codeChallengeMethod: 'S256' }));
    const action = formAction(await page.text());

    const wrong = await browser.submitForm(action, { email: 'anna.devries@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('<p class="error" id="login-error" role="alert">Invalid email or password.</p>');
    expect(html).toContain('value="anna.devries@example.com"');

    const hostile = '"><script>alert(1)</script>';
    const unknown = await browser.submitForm(action, { email: hostile, password: SEEDED_PASSWORD });
    expect(unknown.status).toBe(401);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain('Invalid email or password.');
    expect(unknownHtml).not.toContain('<script>alert(1)</script>');
    expect(unknownHtml).toContain(escapeHtml(hostile));

    // The same interaction still accepts the right password afterwards.
    const done = await browser.submitForm(action, { email: 'anna.devries@example.com', password: SEEDED_PASSWORD });
    expect(done.status).toBe(303);
    expect(new URL(done.headers.get('Location') ?? '').searchParams.get('code')).toBeTruthy();
  });

  it('signs in without the form while the session lives (prompt=none works)', async () => {
    const browser = new Browser(idp.url);
    await signIn(browser);
    const silent = await browser.navigate(
      authorizeUrl(idp.url, { prompt: 'none', codeChallenge: pkcePair().challenge, codeChallengeMethod: 'S256' }),
    );
    expect(silent.status).toBe(303);
    expect(new URL(silent.headers.get('Location') ?? '').searchParams.get('code')).toBeTruthy();
  });

  it('answers an unknown interaction with an error page', async () => {
    const response = await fetch(`${idp.url}/interaction/does-not-exist`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });
});

describe('PKCE policy', () => {
  async function authorizeError(params: Parameters<typeof authorizeUrl>[1]): Promise<URLSearchParams> {
    const response = await new Browser(idp.url).navigate(authorizeUrl(idp.url, params));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.origin).toBe(APP);
    return location.searchParams;
  }

  it('rejects the plain method', async () => {
    const { verifier } = pkcePair();
    const params = await authorizeError({ codeChallenge: verifier, codeChallengeMethod: 'plain' });
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('error_description')).toMatch(/code_challenge_method/);
  });

  it('rejects a request without PKCE', async () => {
    const params = await authorizeError({});
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('error_description')).toMatch(/PKCE/);
  });
});

describe('redirect URIs (registered exactly, RFC 9700 §2.1)', () => {
  it('sends the code to the app origins\' fixed callback addresses', async () => {
    for (const redirectUri of [`${APP}/auth/callback`, `${APP}/auth/silent-callback.html`, 'http://localhost:5173/auth/callback']) {
      const tokens = await obtainTokens(idp.url, { redirectUri });
      expect(decodeJwt(tokens.access_token).sub, redirectUri).toBe('usr-anna');
    }
  });

  it('refuses any other address, even a page of an allowed origin, without redirecting to it', async () => {
    for (const redirectUri of [
      `${APP}/templates`,
      `${APP}/`,
      `${APP}/auth/callback/extra`,
      `${APP}/auth/callback?next=/templates`,
      `${APP}/auth/callback#x`,
      `${APP}/AUTH/callback`,
      'http://evil.example:5173/auth/callback',
      'http://127.0.0.1:5174/auth/callback',
      'http://127.0.0.1:5173@evil.example/auth/callback',
    ]) {
      const response = await new Browser(idp.url).navigate(
        authorizeUrl(idp.url, { redirectUri, codeChallenge: pkcePair().challenge, codeChallengeMethod: 'S256' }),
      );
      expect(response.status, redirectUri).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      expect(await response.text()).toContain('redirect_uri');
    }
  });
});

describe('refresh tokens', () => {
  it('rotate, and a spent refresh token is refused (and revokes the chain)', async () => {
    const first = await obtainTokens(idp.url);
    const rotated = await tokenRequest(idp.url, { grant_type: 'refresh_token', refresh_token: first.refresh_token ?? '' });
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as TokenResponse;
    expect(second.refresh_token).toEqual(expect.any(String));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token)).toMatchObject({ sub: 'usr-anna', aud: DEFAULT_RESOURCE });
    expect(decodeJwt(second.id_token)).toMatchObject({ sub: 'usr-anna', name: 'Anna de Vries' });

    const reused = await tokenRequest(idp.url, { grant_type: 'refresh_token', refresh_token: first.refresh_token ?? '' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });

    // Reuse of a spent token is treated as theft: the whole grant is revoked.
    const afterTheft = await tokenRequest(idp.url, { grant_type: 'refresh_token', refresh_token: second.refresh_token ?? '' });
    expect(afterTheft.status).toBe(400);
  });
});

describe('sign out everywhere', () => {
  it("destroys every grant of the token's subject: each browser's refresh token is refused; others keep theirs", async () => {
    const here = await obtainTokens(idp.url);
    const elsewhere = await obtainTokens(idp.url);
    const someoneElse = await obtainTokens(idp.url, { email: 'james.whitfield@example.com' });
    const call = (token: string) => fetch(`${idp.url}${SIGN_OUT_EVERYWHERE_PATH}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect((await call('not.a.token')).status).toBe(401);
    expect((await call(here.access_token)).status).toBe(204);
    for (const tokens of [here, elsewhere]) {
      const refresh = await tokenRequest(idp.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' });
      expect(refresh.status).toBe(400);
      expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
    }
    expect((await tokenRequest(idp.url, { grant_type: 'refresh_token', refresh_token: someoneElse.refresh_token ?? '' })).status).toBe(200);
  });
});

describe('end session', () => {
  it('signs out without a click when id_token_hint is valid and returns to post_logout_redirect_uri', async () => {
    const tokens = await obtainTokens(idp.url);
    const { browser } = tokens;
    const postLogout = 'http://127.0.0.1:5173/auth/signed-out';
    const url = new URL('/session/end', idp.url);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', postLogout);
    url.searchParams.set('state', 'st-1');

    const page = await browser.navigate(url.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<script nonce="[^"]+">document\.getElementById\("op\.logoutForm"\)\.submit\(\);<\/script>/);
    expect(html).toContain('name="logout" value="yes"');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

    // What the auto-submitting form posts.
    const done = await browser.submitForm(formAction(html), { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
    const location = new URL(done.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:5173/auth/signed-out');
    expect(location.searchParams.get('state')).toBe('st-1');

    // The session is gone: a silent sign-in needs a login, and the session-bound refresh token is dead.
    const silent = await browser.navigate(
      authorizeUrl(idp.url, { prompt: 'none', codeChallenge: pkcePair().challenge, codeChallengeMethod: 'S256' }),
    );
    expect(new URL(silent.headers.get('Location') ?? '').searchParams.get('error')).toBe('login_required');
    const refresh = await tokenRequest(idp.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' });
    expect(refresh.status).toBe(400);
  });

  it('asks for confirmation when only client_id names the caller, as Keycloak does (a hidden frame cannot sign out so)', async () => {
    const { browser } = await obtainTokens(idp.url);
    const postLogout = encodeURIComponent(`${APP}/auth/silent-callback.html`);
    const page = await browser.navigate(`/session/end?client_id=${CLIENT_ID}&post_logout_redirect_uri=${postLogout}&state=s1`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Do you want to sign out?');
    expect(html).not.toContain('<script');
  });

  it('refuses a post_logout_redirect_uri that is not registered exactly', async () => {
    const tokens = await obtainTokens(idp.url);
    for (const target of [`${APP}/`, `${APP}/login`, `${APP}/auth/signed-out/x`]) {
      const url = new URL('/session/end', idp.url);
      url.searchParams.set('id_token_hint', tokens.id_token);
      url.searchParams.set('post_logout_redirect_uri', target);
      const response = await tokens.browser.navigate(url.href);
      expect(response.status, target).toBe(400);
    }
  });

  it('asks for confirmation when neither id_token_hint nor a known client names the caller', async () => {
    const { browser } = await obtainTokens(idp.url);
    const page = await browser.navigate('/session/end');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Do you want to sign out?');
    expect(html).not.toContain('<script');
    expect(html).toContain('<button type="submit" form="op.logoutForm">Sign out</button>');
  });

  it('refuses a post_logout_redirect_uri on a foreign origin', async () => {
    const tokens = await obtainTokens(idp.url);
    const url = new URL('/session/end', idp.url);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', 'http://evil.example/');
    const response = await tokens.browser.navigate(url.href);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('post_logout_redirect_uri');
  });
});

describe('logging', () => {
  it('writes one line per request without codes, tokens or hints', () => {
    expect(logs.length).toBeGreaterThan(10);
    expect(logs.some((line) => /^GET \/auth\?client_id=receivables-web&.*state=\*\*\*.*code_challenge=\*\*\*.* 303 \d+ms$/.test(line))).toBe(true);
    expect(logs.some((line) => /^POST \/token 200 \d+ms$/.test(line))).toBe(true);
    expect(logs.some((line) => line.startsWith('GET /session/end?id_token_hint=***'))).toBe(true);
    for (const line of logs) {
      // No JWTs (header.payload.signature); a random interaction id may contain 'eyJ' by chance.
      expect(line).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]*/);
      expect(line).not.toMatch(/(code|state|nonce|id_token_hint|token)=(?!\*\*\*)/);
    }
  });

  it('redacts all but an allowlist of parameters', () => {
    expect(loggablePath('/auth?client_id=a&code=secret&state=s&redirect_uri=http%3A%2F%2Fx%2F')).toBe(
      '/auth?client_id=a&code=***&state=***&redirect_uri=http%3A%2F%2Fx%2F',
    );
  });
});

describe('lifetimes', () => {
  it('honours short access token and refresh token TTLs', async () => {
    const short = await startIdentityProvider({ port: 0, accessTokenTtl: 1, refreshTokenTtl: 2, log: () => undefined });
    try {
      const tokens = await obtainTokens(short.url);
      expect(tokens.expires_in).toBe(1);
      const claims = decodeJwt(tokens.access_token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(1);
      const idClaims = decodeJwt(tokens.id_token);
      expect((idClaims.exp ?? 0) - (idClaims.iat ?? 0)).toBe(1);

      // Past both lifetimes on a fake clock: only Date is faked, so the servers and sockets still run.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_100 });
      await expect(
        jwtVerify(tokens.access_token, createRemoteJWKSet(new URL('/jwks', short.url)), { issuer: short.url, audience: DEFAULT_RESOURCE }),
      ).rejects.toMatchObject({ code: 'ERR_JWT_EXPIRED' });
      expect((await fetch(`${short.url}/me`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).status).toBe(401);
      const refresh = await tokenRequest(short.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' });
      expect(refresh.status).toBe(400);
      expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });
});

describe('configuration', () => {
  it('reads IDP_* environment variables', () => {
    expect(
      optionsFromEnv({
        IDP_PORT: '4100',
        IDP_APP_ORIGINS: 'http://127.0.0.1:3000, http://localhost:3000',
        IDP_ACCESS_TOKEN_TTL: '60',
        IDP_ID_TOKEN_TTL: '120',
        IDP_REFRESH_TOKEN_TTL: '600',
        IDP_SESSION_TTL: '900',
      }),
    ).toMatchObject({
      port: 4100,
      appOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
      accessTokenTtl: 60,
      idTokenTtl: 120,
      refreshTokenTtl: 600,
      sessionTtl: 900,
    });
    expect(optionsFromEnv({})).toMatchObject({ port: undefined, appOrigins: undefined, accessTokenTtl: undefined });
    expect(() => optionsFromEnv({ IDP_ACCESS_TOKEN_TTL: '1.5' })).toThrow(/IDP_ACCESS_TOKEN_TTL/);
    expect(() => optionsFromEnv({ IDP_PORT: 'abc' })).toThrow(/IDP_PORT/);
  });

  it("accepts the browser tests' per-worker app origins by default, each exactly", () => {
    expect(DEFAULT_APP_ORIGINS).toEqual(expect.arrayContaining([...WORKER_APP_ORIGINS]));
  });

  it('signs with the key from IDP_JWKS_FILE', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idp-jwks-'));
    try {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const file = join(dir, 'jwks.json');
      writeFileSync(file, JSON.stringify({ keys: [{ ...(await exportJWK(privateKey)), kid: 'from-file', alg: 'RS256', use: 'sig' }] }));
      const fromFile = await startIdentityProvider({ ...optionsFromEnv({ IDP_JWKS_FILE: file }), port: 0, log: () => undefined });
      try {
        const keys = (await (await fetch(`${fromFile.url}/jwks`)).json()) as { keys: { kid: string; d?: string }[] };
        expect(keys.keys.map((k) => k.kid)).toEqual(['from-file']);
        expect(keys.keys[0]?.d).toBeUndefined();
        const tokens = await obtainTokens(fromFile.url);
        expect(decodeProtectedHeader(tokens.access_token).kid).toBe('from-file');
      } finally {
        await fromFile.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('revocation (the app revokes the refresh token before ending the session)', () => {
  it('refuses a revoked refresh token at the token endpoint', async () => {
    const tokens = await obtainTokens(idp.url);
    const revoked = await fetch(new URL('/token/revocation', idp.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: APP },
      body: new URLSearchParams({ client_id: CLIENT_ID, token: tokens.refresh_token ?? '', token_type_hint: 'refresh_token' }),
    });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('Access-Control-Allow-Origin')).toBe(APP);
    const refresh = await tokenRequest(idp.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('session management (OpenID Connect Session Management 1.0)', () => {
  /** Runs the check-session frame's script against a stand-in window; returns a `post` that resolves with the answer. */
  function checkSessionFrame(cookie: () => string, origins = [APP]) {
    const listeners: Array<(event: unknown) => void> = [];
    const win = {
      document: {
        get cookie() {
          return cookie();
        },
      },
      crypto: globalThis.crypto,
      btoa: globalThis.btoa,
      addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener),
    };
    new Function('win', 'origins', 'cookieName', `${CHECK_SESSION_SCRIPT}(win, origins, cookieName);`)(win, origins, BROWSER_STATE_COOKIE);
    return (data: unknown, origin = APP) =>
      new Promise<string | undefined>((resolve) => {
        const source = { postMessage: (status: string, target: string) => resolve(target === origin ? status : `wrong target ${target}`) };
        listeners.forEach((listener) => listener({ data, origin, source }));
        setTimeout(() => resolve(undefined), 200);
      });
  }

  function browserState(browser: Browser): string {
    return browser.cookie(BROWSER_STATE_COOKIE) ?? '';
  }

  it('publishes its check-session frame, which only the app origins may frame', async () => {
    const metadata = (await (await fetch(`${idp.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(metadata.check_session_iframe).toBe(`${idp.url}${CHECK_SESSION_PATH}`);
    const frame = await fetch(`${idp.url}${CHECK_SESSION_PATH}`);
    expect(frame.status).toBe(200);
    const csp = frame.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/frame-ancestors [^;]*http:\/\/127\.0\.0\.1:5173/);
    expect(csp).not.toMatch(/frame-ancestors[^;]*\*/);
    expect(await frame.text()).toContain(CHECK_SESSION_SCRIPT.trim().slice(0, 40));
  });

  it('answers "unchanged" for the session_state of the sign-in, "changed" once the session ended, "error" for garbage', async () => {
    const browser = new Browser(idp.url);
    const { redirect } = await signIn(browser);
    const state = redirect.searchParams.get('session_state') ?? '';
    expect(state).toMatch(/^[\w-]{43}\.[\w-]+$/);
    const post = checkSessionFrame(() => `other=1; ${BROWSER_STATE_COOKIE}=${browserState(browser)}`);

    expect(await post(`${CLIENT_ID} ${state}`)).toBe('unchanged');
    // Another client, or the same state claimed by another origin, does not match.
    expect(await post(`another-client ${state}`)).toBe('changed');
    expect(await post(`${CLIENT_ID} nodot`)).toBe('error');
    expect(await post({ not: 'a string' })).toBe('error');
    // Messages from an origin that is not an app origin get no answer at all.
    expect(await post(`${CLIENT_ID} ${state}`, 'http://evil.example')).toBeUndefined();

    // The user signs out at the provider (confirming the page, as in another tab).
    const page = await browser.navigate('/session/end');
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    await browser.submitForm(formAction(html), { xsrf, logout: 'yes' });
    expect(await post(`${CLIENT_ID} ${state}`)).toBe('changed');
  });

  it('keeps the browser state while the session lasts: a silent check in the same session matches it again', async () => {
    const browser = new Browser(idp.url);
    await signIn(browser);
    const before = browserState(browser);
    const silent = await browser.navigate(
      authorizeUrl(idp.url, { prompt: 'none', redirectUri: `${APP}/auth/silent-callback.html`, codeChallenge: pkcePair().challenge, codeChallengeMethod: 'S256' }),
    );
    const answer = new URL(silent.headers.get('Location') ?? '');
    expect(answer.searchParams.get('code')).toEqual(expect.any(String));
    expect(browserState(browser)).toBe(before);
    const post = checkSessionFrame(() => `${BROWSER_STATE_COOKIE}=${browserState(browser)}`);
    expect(await post(`${CLIENT_ID} ${answer.searchParams.get('session_state') ?? ''}`)).toBe('unchanged');
  });
});
