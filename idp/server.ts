/**
 * A local OpenID Connect provider for development and browser tests, standing in for Keycloak
 * (`npx tsx idp/server.ts`). Built on oidc-provider 9 with a real sign-in page, the seeded staff
 * accounts of the mock backend and JWT access tokens the mock API verifies through /jwks.
 * See idp/README.md for endpoints, environment and accounts.
 *
 * Environment: IDP_PORT (4020), IDP_APP_ORIGINS (comma-separated), IDP_RESOURCE
 * (urn:receivables:api), IDP_ACCESS_TOKEN_TTL (300 s), IDP_ID_TOKEN_TTL (access token TTL),
 * IDP_REFRESH_TOKEN_TTL (8 h), IDP_SESSION_TTL (10 h), IDP_JWKS_FILE (private JWKS; generated
 * otherwise).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, type JSONWebKeySet, type JWK } from 'jose';
import Provider, {
  errors,
  type Account,
  type Configuration,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import { callbackUris } from '#lib/auth-paths';
import { LOCAL_APP_ORIGINS } from '#lib/local-origins';
import { CLAIMS_BY_SCOPE, claimsOf, createAccountStore, type AccountStore } from './accounts';
import { errorPage, LOGIN_ERROR, loginPage, logoutPage, signedOutPage, type Page } from './pages';
import { BROWSER_STATE_COOKIE, CHECK_SESSION_PATH, checkSessionPage, sessionState } from './session-management';

export const CLIENT_ID = 'receivables-web';
export const DEFAULT_PORT = 4020;
/** The API the access tokens are for: their `aud`, and the default resource indicator. */
export const DEFAULT_RESOURCE = 'urn:receivables:api';
/** The app's local origins (src/lib/local-origins.ts). */
export const DEFAULT_APP_ORIGINS = LOCAL_APP_ORIGINS;
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
export const DEFAULT_TTLS = {
  accessToken: 5 * MINUTE,
  refreshToken: 8 * HOUR,
  session: 10 * HOUR,
} as const;

export interface IdentityProviderOptions {
  /** 0 picks a free port (tests). Default 4020. */
  port?: number;
  /** Default 127.0.0.1; the issuer is http://<host>:<port>. */
  host?: string;
  /** Origins the app runs on; their fixed callback addresses (`callbackUris`) are registered exactly. */
  appOrigins?: readonly string[];
  /** Resource indicator and `aud` of the access tokens. */
  resource?: string;
  /** Seconds. */
  accessTokenTtl?: number;
  /** Seconds; defaults to the access token TTL (as Keycloak does). */
  idTokenTtl?: number;
  /** Seconds; the absolute lifetime of a sign-in's refresh token chain (rotation keeps the expiry). */
  refreshTokenTtl?: number;
  /** Seconds; the SSO session. Refresh tokens of a grant without offline_access end with it. */
  sessionTtl?: number;
  /** Private signing keys (JWKS with `d`); an RSA key is generated when absent. */
  jwks?: { keys: JWK[] };
  /** One line per request and the start-up message; defaults to console.info. */
  log?: (line: string) => void;
}

export interface IdentityProvider {
  /** The issuer, e.g. http://127.0.0.1:4020 (no trailing slash). */
  url: string;
  port: number;
  provider: Provider;
  close(): Promise<void>;
}

// --- environment -------------------------------------------------------------------------------

function envSeconds(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of seconds, got "${raw}"`);
  return value;
}

/** Options from IDP_* environment variables (unset ones keep their defaults). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityProviderOptions {
  const port = env.IDP_PORT?.trim() ? Number(env.IDP_PORT) : undefined;
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) throw new Error(`IDP_PORT must be a port number, got "${env.IDP_PORT}"`);
  const origins = env.IDP_APP_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean);
  const jwksFile = env.IDP_JWKS_FILE?.trim();
  return {
    port,
    appOrigins: origins?.length ? origins : undefined,
    resource: env.IDP_RESOURCE?.trim() || undefined,
    accessTokenTtl: envSeconds(env, 'IDP_ACCESS_TOKEN_TTL'),
    idTokenTtl: envSeconds(env, 'IDP_ID_TOKEN_TTL'),
    refreshTokenTtl: envSeconds(env, 'IDP_REFRESH_TOKEN_TTL'),
    sessionTtl: envSeconds(env, 'IDP_SESSION_TTL'),
    jwks: jwksFile ? (JSON.parse(readFileSync(resolve(jwksFile), 'utf8')) as { keys: JWK[] }) : undefined,
  };
}

// --- helpers -----------------------------------------------------------------------------------

function normaliseOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`App origin must be http(s): ${value}`);
  return url.origin;
}

async function signingKeys(jwks: { keys: JWK[] } | undefined): Promise<JWK[]> {
  if (jwks?.keys.length) {
    if (jwks.keys.some((key) => !key.d)) throw new Error('IDP_JWKS_FILE must hold private keys (with "d")');
    return jwks.keys;
  }
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return [{ ...jwk, kid: `dev-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' }];
}

function publicJwks(keys: readonly JWK[]): JSONWebKeySet {
  return {
    keys: keys.map((key) => {
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = key;
      return pub;
    }),
  };
}

/** Query parameters whose values are safe to log; every other value is replaced by ***. */
const LOGGABLE_PARAMS = new Set([
  'client_id',
  'response_type',
  'response_mode',
  'scope',
  'prompt',
  'code_challenge_method',
  'redirect_uri',
  'post_logout_redirect_uri',
  'ui_locales',
  'display',
  'max_age',
  'error',
]);

export function loggablePath(rawUrl: string | undefined): string {
  const url = new URL(rawUrl ?? '/', 'http://idp.invalid');
  for (const key of [...url.searchParams.keys()]) {
    if (!LOGGABLE_PARAMS.has(key)) url.searchParams.set(key, '***');
  }
  return `${url.pathname}${url.search}`;
}

function sendPage(res: ServerResponse, status: number, page: Page): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.end(page.html);
}

function setPage(ctx: KoaContextWithOIDC, page: Page): void {
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', page.csp);
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = page.html;
}

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

// --- provider ----------------------------------------------------------------------------------

interface Settings {
  issuer: string;
  origins: ReadonlySet<string>;
  resource: string;
  accessTokenTtl: number;
  idTokenTtl: number;
  refreshTokenTtl: number;
  sessionTtl: number;
  keys: JWK[];
  accounts: AccountStore;
  log: (line: string) => void;
}

function createProvider(settings: Settings): Provider {
  const { origins, resource, accounts } = settings;
  const registered = [...origins].map(callbackUris);

  const resourceServer: ResourceServer = {
    scope: SCOPES.join(' '),
    audience: resource,
    accessTokenFormat: 'jwt',
    accessTokenTTL: settings.accessTokenTtl,
    jwt: { sign: { alg: 'RS256' } },
  };

  const configuration: Configuration = {
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'Receivables',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: SCOPES.join(' '),
        // Exact addresses (RFC 9700 §2.1), compared as strings by oidc-provider: no wildcard.
        redirect_uris: registered.flatMap((uris) => uris.redirectUris),
        post_logout_redirect_uris: registered.flatMap((uris) => uris.postLogoutRedirectUris),
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: settings.keys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Secure is only set by oidc-provider on https requests, so the cookies work on http://127.0.0.1.
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    scopes: [...SCOPES],
    responseTypes: ['code'],
    claims: { openid: [...CLAIMS_BY_SCOPE.openid], profile: [...CLAIMS_BY_SCOPE.profile], email: [...CLAIMS_BY_SCOPE.email] },
    // Like Keycloak: the ID token carries the profile and e-mail claims even though an access token is issued.
    conformIdTokenClaims: false,
    pkce: { required: () => true }, // oidc-provider 9 supports S256 only; "plain" is refused.
    clientBasedCORS: (_ctx, origin) => origins.has(origin),
    // OpenID Connect Session Management 1.0: the frame the app polls (oidc-provider 9 has none).
    discovery: { check_session_iframe: `${settings.issuer}${CHECK_SESSION_PATH}` },
    async findAccount(_ctx, sub): Promise<Account | undefined> {
      const account = accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: (_use, scope) => claimsOf(account, new Set(scope.split(' '))),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: false },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        // Without this, a request without `resource` and with `openid` gets an opaque userinfo-only token.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget(`unknown resource ${indicator}`);
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          // end_session has validated id_token_hint (or failed) before this runs. As Keycloak does,
          // only a valid hint signs out without a click; client_id alone asks for confirmation,
          // which a hidden frame cannot give (so a silent sign-out must send the hint).
          setPage(ctx, logoutPage(form, Boolean(ctx.oidc.params?.id_token_hint), [...origins]));
        },
        postLogoutSuccessSource(ctx) {
          setPage(ctx, signedOutPage());
        },
      },
    },
    async renderError(ctx, out) {
      const description = typeof out.error_description === 'string' ? out.error_description : 'The request could not be processed.';
      setPage(ctx, errorPage(`Sign-in error: ${String(out.error)}`, description));
    },
    // Keycloak always issues a refresh token for the code flow (offline_access is dropped by
    // oidc-provider unless prompt=consent is sent, so it cannot be the condition).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? settings.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: settings.idTokenTtl,
      RefreshToken(ctx, token) {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && !token.isSenderConstrained()) return Math.max(1, rotated.remainingTTL);
        return settings.refreshTokenTtl;
      },
      Session: settings.sessionTtl,
      Grant: Math.max(settings.refreshTokenTtl, settings.sessionTtl),
      Interaction: HOUR,
    },
  };

  const provider = new Provider(settings.issuer, configuration);

  // Session management: every authorization answer carries `session_state`, computed from a browser
  // state the check-session frame can read (a cookie without HttpOnly, on the provider's origin).
  // The state is derived from the provider session's id, so it changes exactly when the session
  // does: a new sign-in, or a sign-out (which sets a fresh random state).
  const browserStateKey = randomBytes(32);
  const cookieOptions = { httpOnly: false, sameSite: 'lax', path: '/', signed: false, overwrite: true } as const;
  // Events the typings of oidc-provider 9 do not list (they are emitted all the same).
  const onEvent = provider.on.bind(provider) as (event: string, listener: (ctx: KoaContextWithOIDC, ...rest: never[]) => void) => void;
  onEvent('authorization.success', (ctx: KoaContextWithOIDC, out: Record<string, unknown>) => {
    const session = ctx.oidc.session;
    const redirectUri = ctx.oidc.params?.redirect_uri;
    if (!session?.accountId || typeof redirectUri !== 'string') return;
    const browserState = createHmac('sha256', browserStateKey).update(session.jti).digest('base64url');
    ctx.cookies.set(BROWSER_STATE_COOKIE, browserState, { ...cookieOptions, maxAge: settings.sessionTtl * 1000 });
    out.session_state = sessionState(CLIENT_ID, new URL(redirectUri).origin, browserState, randomBytes(16).toString('base64url'));
  });
  onEvent('end_session.success', (ctx: KoaContextWithOIDC) => {
    ctx.cookies.set(BROWSER_STATE_COOKIE, randomBytes(32).toString('base64url'), { ...cookieOptions, maxAge: settings.sessionTtl * 1000 });
  });

  // oidc-provider refuses tokens with an audience at its userinfo endpoint; Keycloak accepts its
  // access tokens there. This answers /me for this provider's JWT access tokens (signature, issuer,
  // audience, expiry, openid scope); other requests go on to oidc-provider.
  const localJwks = createLocalJWKSet(publicJwks(settings.keys));
  provider.use(async (ctx, next) => {
    if (ctx.path !== '/me' || (ctx.method !== 'GET' && ctx.method !== 'POST')) return next();
    const bearer = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(ctx.get('authorization'))?.[1];
    if (!bearer) return next();
    const origin = ctx.get('origin');
    if (origin && origins.has(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Expose-Headers', 'WWW-Authenticate');
      ctx.vary('Origin');
    }
    ctx.set('Cache-Control', 'no-store');
    try {
      const { payload } = await jwtVerify(bearer, localJwks, {
        issuer: settings.issuer,
        audience: resource,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      });
      const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
      const account = payload.sub ? accounts.findById(payload.sub) : undefined;
      if (!scopes.has('openid')) throw new Error('access token missing openid scope');
      if (payload.client_id !== CLIENT_ID || !account) throw new Error('unknown client or account');
      ctx.body = claimsOf(account, scopes);
    } catch (error) {
      const description = error instanceof Error && error.message === 'access token missing openid scope' ? error.message : 'invalid token provided';
      ctx.status = 401;
      ctx.set('WWW-Authenticate', `Bearer realm="${settings.issuer}", error="invalid_token", error_description="${description}"`);
      ctx.body = { error: 'invalid_token', error_description: description };
    }
  });

  // Sign out everywhere (Keycloak: the account console's "Sign out all devices"): the caller's JWT
  // access token, as at /me; every grant of its subject is destroyed, so each of their refresh
  // tokens (all sessions, all browsers) is refused at the next refresh with invalid_grant.
  provider.use(async (ctx, next) => {
    if (ctx.path !== SIGN_OUT_EVERYWHERE_PATH) return next();
    const origin = ctx.get('origin');
    if (origin && origins.has(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.vary('Origin');
    }
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'POST');
      ctx.set('Access-Control-Allow-Headers', 'authorization');
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'POST') return next();
    ctx.set('Cache-Control', 'no-store');
    const bearer = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(ctx.get('authorization'))?.[1];
    try {
      if (!bearer) throw new Error('no bearer token');
      const { payload } = await jwtVerify(bearer, localJwks, { issuer: settings.issuer, audience: resource, typ: 'at+jwt', algorithms: ['RS256'] });
      if (!payload.sub || !accounts.findById(payload.sub)) throw new Error('unknown account');
      const grants = grantsOf(provider).get(payload.sub) ?? new Set<string>();
      for (const grantId of grants) await (await provider.Grant.find(grantId))?.destroy();
      grants.clear();
      ctx.status = 204;
    } catch {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', `Bearer realm="${settings.issuer}", error="invalid_token"`);
      ctx.body = { error: 'invalid_token', error_description: 'invalid token provided' };
    }
  });

  const logEvent = (event: string) => (_ctx: unknown, error: { error?: string; error_description?: string; message?: string }) =>
    settings.log(`[idp] ${event}: ${error.error ?? 'error'}${error.error_description ? ` (${error.error_description})` : ''}`);
  provider.on('authorization.error', logEvent('authorization.error'));
  provider.on('grant.error', logEvent('grant.error'));
  provider.on('end_session.error', logEvent('end_session.error'));
  provider.on('userinfo.error', logEvent('userinfo.error'));
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('[idp] server error', error));
  return provider;
}

// --- interactions (sign-in page, automatic consent) --------------------------------------------

/** `POST` with a bearer access token: ends every sign-in of its subject (see createProvider). */
export const SIGN_OUT_EVERYWHERE_PATH = '/account/sign-out-everywhere';

/** The grants issued per account, so that signing out everywhere can find them (the in-memory adapter has no index). */
const grantsByProvider = new WeakMap<Provider, Map<string, Set<string>>>();
function grantsOf(provider: Provider): Map<string, Set<string>> {
  let grants = grantsByProvider.get(provider);
  if (!grants) grantsByProvider.set(provider, (grants = new Map()));
  return grants;
}

async function handleInteraction(
  provider: Provider,
  accounts: AccountStore,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
  if (!match) {
    sendPage(res, 404, errorPage('Not found', 'This page does not exist.'));
    return;
  }
  const [, uid, login] = match;
  const method = req.method ?? 'GET';
  if (!((method === 'GET' && !login) || (method === 'POST' && login))) {
    res.setHeader('Allow', login ? 'POST' : 'GET');
    sendPage(res, 405, errorPage('Method not allowed', 'This method is not allowed here.'));
    return;
  }

  let details: Awaited<ReturnType<Provider['interactionDetails']>>;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    sendPage(res, 400, errorPage('Sign-in expired', 'Your sign-in session has expired. Return to the application and sign in again.'));
    return;
  }
  if (details.uid !== uid) {
    sendPage(res, 400, errorPage('Sign-in expired', 'Your sign-in session has expired. Return to the application and sign in again.'));
    return;
  }
  const action = `/interaction/${encodeURIComponent(details.uid)}/login`;

  if (login) {
    if (details.prompt.name !== 'login') {
      res.statusCode = 303;
      res.setHeader('Location', `/interaction/${encodeURIComponent(details.uid)}`);
      res.end();
      return;
    }
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    const account = await accounts.authenticate(email, form.get('password') ?? '');
    if (!account) {
      sendPage(res, 401, loginPage({ action, email, error: LOGIN_ERROR, clientName: 'Receivables' }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: account.id, amr: ['pwd'] } }, { mergeWithLastSubmission: false });
    return;
  }

  if (details.prompt.name === 'login') {
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    sendPage(res, 200, loginPage({ action, email: hint, clientName: 'Receivables' }));
    return;
  }

  if (details.prompt.name === 'consent') {
    // First-party client: grant what was asked for without a consent screen.
    const accountId = details.session?.accountId;
    const clientId = typeof details.params.client_id === 'string' ? details.params.client_id : undefined;
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const prompt = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (prompt.missingOIDCScope) grant.addOIDCScope(prompt.missingOIDCScope.join(' '));
    if (prompt.missingOIDCClaims) grant.addOIDCClaims(prompt.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(prompt.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    if (accountId) grantsOf(provider).set(accountId, (grantsOf(provider).get(accountId) ?? new Set<string>()).add(grantId));
    await provider.interactionFinished(req, res, { consent: existing ? {} : { grantId } }, { mergeWithLastSubmission: true });
    return;
  }

  sendPage(res, 400, errorPage('Sign-in error', 'This sign-in step is not supported.'));
}

// --- server ------------------------------------------------------------------------------------

export async function startIdentityProvider(options: IdentityProviderOptions = {}): Promise<IdentityProvider> {
  const log = options.log ?? ((line: string) => console.info(line));
  const host = options.host ?? '127.0.0.1';
  const origins = new Set((options.appOrigins ?? DEFAULT_APP_ORIGINS).map(normaliseOrigin));
  const accessTokenTtl = options.accessTokenTtl ?? DEFAULT_TTLS.accessToken;
  const [keys, accounts] = await Promise.all([signingKeys(options.jwks), createAccountStore()]);

  const server: Server = createServer();
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const provider = createProvider({
    issuer,
    origins,
    resource: options.resource ?? DEFAULT_RESOURCE,
    accessTokenTtl,
    idTokenTtl: options.idTokenTtl ?? accessTokenTtl,
    refreshTokenTtl: options.refreshTokenTtl ?? DEFAULT_TTLS.refreshToken,
    sessionTtl: options.sessionTtl ?? DEFAULT_TTLS.session,
    keys,
    accounts,
    log,
  });
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    res.on('close', () => {
      const outcome = res.writableFinished ? String(res.statusCode) : 'aborted';
      log(`${req.method ?? 'GET'} ${loggablePath(req.url)} ${outcome} ${Math.round(performance.now() - started)}ms`);
    });
    const { pathname } = new URL(req.url ?? '/', issuer);
    if (pathname === CHECK_SESSION_PATH && req.method === 'GET') {
      sendPage(res, 200, checkSessionPage([...origins]));
      return;
    }
    if (pathname.startsWith('/interaction/')) {
      handleInteraction(provider, accounts, req, res, pathname).catch((error: unknown) => {
        console.error('[idp] interaction failed', error);
        if (!res.headersSent) sendPage(res, 500, errorPage('Sign-in error', 'Something went wrong. Return to the application and try again.'));
        else res.end();
      });
      return;
    }
    void callback(req, res);
  });

  let closed: Promise<void> | undefined;
  return {
    url: issuer,
    port,
    provider,
    close: () =>
      (closed ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      })),
  };
}

async function main(): Promise<void> {
  const idp = await startIdentityProvider(optionsFromEnv());
  console.info(`Identity provider ready at ${idp.url} (client ${CLIENT_ID}; discovery ${idp.url}/.well-known/openid-configuration)`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`Identity provider stopping (${signal})`);
    void idp.close().then(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('Identity provider failed to start:', error);
    process.exit(1);
  });
}
