/** Time-based one-time passwords (RFC 6238) with otpauth: SHA-1, 6 digits, 30-second steps. */
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Receivables';
/** Steps of clock drift accepted either side of now. */
export const TOTP_WINDOW = 1;

export function totpFor(secret: string, label = 'account'): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The code a user's app shows at `now` (tests and the e2e helpers use this).
 * @internal Tests compute codes with it.
 */
export function totpCode(secret: string, now: number = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}

/**
 * Checks a code. Returns the time step it belongs to, or null when it is wrong, outside the
 * window, or not newer than `lastCounter` (each code is accepted once).
 */
export function verifyTotp(secret: string, code: string, now: number, lastCounter: number | null): number | null {
  const totp = totpFor(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const counter = totp.counter({ timestamp: now }) + delta;
  if (lastCounter !== null && counter <= lastCounter) return null;
  return counter;
}
