/**
 * Verification of the local identity provider's JWT access tokens (idp/server.ts) for the Node
 * mock API: RS256 signature against the provider's JWKS (fetched and cached by jose), issuer,
 * audience (the provider's default resource), `typ: at+jwt`, expiry, and the client the token was
 * issued to (`client_id`, or `azp`, must be the app's client: a token the provider issued to any
 * other client is not the app's). Node only — mocks/server.ts
 * injects it as `verifyExternalToken`; the service-worker build never imports this module.
 *
 * Environment (read by mocks/server.ts): MOCK_IDP_ISSUER (http://127.0.0.1:4020; "" turns it off),
 * MOCK_IDP_AUDIENCE (urn:receivables:api), MOCK_IDP_CLIENT_ID (receivables-web).
 */
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { ExternalTokenResult, ExternalTokenVerifier } from '../handlers/context';

export const DEFAULT_IDP_ISSUER = 'http://127.0.0.1:4020';
/** Must match idp/server.ts DEFAULT_RESOURCE. */
export const DEFAULT_IDP_AUDIENCE = 'urn:receivables:api';
/** The app's client at the provider (idp/server.ts CLIENT_ID, public/config.json auth.clientId). */
export const DEFAULT_IDP_CLIENT_ID = 'receivables-web';

export interface IdpTokenOptions {
  issuer?: string;
  audience?: string;
  /** The client the tokens must have been issued to (default receivables-web). */
  clientId?: string;
  /** Default `<issuer>/jwks` (oidc-provider's jwks_uri). */
  jwksUri?: string;
  /** Seconds of clock skew accepted on exp/nbf (default 0). */
  clockToleranceSeconds?: number;
  /** Clock for the expiry check; tests may pin it. */
  now?: () => Date;
}

export function createIdpTokenVerifier(options: IdpTokenOptions = {}): ExternalTokenVerifier {
  const issuer = (options.issuer ?? DEFAULT_IDP_ISSUER).replace(/\/+$/, '');
  const audience = options.audience ?? DEFAULT_IDP_AUDIENCE;
  const clientId = options.clientId ?? DEFAULT_IDP_CLIENT_ID;
  // A restarted provider has a new key: refetch on an unknown kid after 1 s rather than jose's 30 s.
  const jwks = createRemoteJWKSet(new URL(options.jwksUri ?? `${issuer}/jwks`), { cooldownDuration: 1_000, timeoutDuration: 3_000 });

  return async (token: string): Promise<ExternalTokenResult> => {
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer,
        audience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
        clockTolerance: options.clockToleranceSeconds ?? 0,
        currentDate: options.now?.(),
      });
      // oidc-provider names the client in client_id (RFC 9068); other providers in azp. Every one
      // present must be the app, and at least one must be.
      const named = [payload.client_id, payload.azp].filter((claim) => claim !== undefined);
      const issuedToApp = named.length > 0 && named.every((claim) => claim === clientId);
      return payload.sub && issuedToApp ? { ok: true, userId: payload.sub } : { ok: false, reason: 'invalid' };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) return { ok: false, reason: 'invalid' };
      return { ok: false, reason: 'unverifiable' };
    }
  };
}
