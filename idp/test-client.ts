/**
 * A tiny browser stand-in for tests: fetch with a cookie jar and manual redirects, plus the
 * authorization-code + PKCE flow of oidc-client-ts (no `resource` parameter), driven through the
 * identity provider's real sign-in form.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CLIENT_ID } from './server';

export class Browser {
  readonly #cookies = new Map<string, string>();

  constructor(readonly issuer: string) {}

  /** The value of a cookie this browser holds for the provider, if any. */
  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** One request without following redirects; cookies are sent and stored. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.issuer);
    const headers = new Headers(init.headers);
    if (target.origin === new URL(this.issuer).origin && this.#cookies.size) {
      headers.set('Cookie', [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') <= Date.now());
      if (!value || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }

  /**
   * Follows redirects on the provider until an answer that is not a redirect, or a redirect off
   * the provider (to the app), which is returned unfollowed.
   */
  async navigate(url: string, init: RequestInit = {}): Promise<Response> {
    let response = await this.request(url, init);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = response.headers.get('Location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      const next = new URL(location, this.issuer);
      if (next.origin !== new URL(this.issuer).origin) return response;
      response = await this.request(next.href);
    }
    throw new Error('Too many redirects');
  }

  async submitForm(action: string, fields: Record<string, string>): Promise<Response> {
    return this.navigate(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function formAction(html: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form in page: ${html.slice(0, 300)}`);
  return action.replaceAll('&amp;', '&');
}

export interface AuthorizeParams {
  redirectUri?: string;
  scope?: string;
  state?: string;
  codeChallenge?: string;
  /** undefined leaves the parameter out. */
  codeChallengeMethod?: string;
  prompt?: string;
}

export function authorizeUrl(issuer: string, params: AuthorizeParams = {}): string {
  const url = new URL('/auth', issuer);
  url.searchParams.set('client_id', CLIENT_ID);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', params.scope ?? 'openid profile email offline_access');
  url.searchParams.set('redirect_uri', params.redirectUri ?? 'http://127.0.0.1:5173/auth/callback');
  url.searchParams.set('state', params.state ?? randomBytes(8).toString('hex'));
  url.searchParams.set('nonce', randomBytes(8).toString('hex'));
  if (params.codeChallenge !== undefined) url.searchParams.set('code_challenge', params.codeChallenge);
  if (params.codeChallengeMethod !== undefined) url.searchParams.set('code_challenge_method', params.codeChallengeMethod);
  if (params.prompt) url.searchParams.set('prompt', params.prompt);
  return url.href;
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export const SEEDED_PASSWORD = 'Receivables!2026';

/** Signs in through the form and returns the app redirect's code. */
export async function signIn(
  browser: Browser,
  options: { email?: string; password?: string; redirectUri?: string; verifier?: string; challenge?: string } = {},
): Promise<{ code: string; redirect: URL; state: string }> {
  const state = randomBytes(8).toString('hex');
  const challenge = options.challenge ?? pkcePair().challenge;
  const login = await browser.navigate(
    authorizeUrl(browser.issuer, { redirectUri: options.redirectUri, state, codeChallenge: challenge, codeChallengeMethod: 'S256' }),
  );
  if (login.status !== 200) throw new Error(`Expected the sign-in page, got ${login.status}`);
  const done = await browser.submitForm(formAction(await login.text()), {
    email: options.email ?? 'anna.devries@example.com',
    password: options.password ?? SEEDED_PASSWORD,
  });
  const location = done.headers.get('Location');
  if (done.status !== 303 || !location) throw new Error(`Expected a redirect to the app, got ${done.status}`);
  const redirect = new URL(location);
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`No code in the redirect: ${redirect.searchParams.get('error') ?? ''}`);
  return { code, redirect, state };
}

export async function tokenRequest(issuer: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://127.0.0.1:5173' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }),
  });
}

/** The whole code + PKCE flow for a seeded account; returns the token response. */
export async function obtainTokens(
  issuer: string,
  options: { email?: string; redirectUri?: string } = {},
): Promise<TokenResponse & { browser: Browser }> {
  const browser = new Browser(issuer);
  const { verifier, challenge } = pkcePair();
  const redirectUri = options.redirectUri ?? 'http://127.0.0.1:5173/auth/callback';
  const { code } = await signIn(browser, { email: options.email, redirectUri, challenge });
  const response = await tokenRequest(issuer, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier });
  if (!response.ok) throw new Error(`Token request failed: ${response.status} ${await response.text()}`);
  return { ...((await response.json()) as TokenResponse), browser };
}
