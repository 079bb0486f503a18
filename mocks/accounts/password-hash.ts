/**
 * Password hashing of the fake backend: PBKDF2-HMAC-SHA-256 through Web Crypto (`crypto.subtle`),
 * so the same code runs in Node (vitest, the HTTP mock API) and in the browser (service-worker
 * builds). A stored hash is one self-describing string, `pbkdf2-sha256$<iterations>$<salt>$<hash>`
 * (salt and hash in base64), so the iteration count can be raised without invalidating old hashes.
 */

/** Lower than OWASP's 600,000 on purpose: a sign-in against the mock should take ~50 ms, not 200. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = 'pbkdf2-sha256';

const encoder = new TextEncoder();

export function toBase64(bytes: Uint8Array): string {
  // In chunks: byte by byte takes seconds for a 10 MB attachment.
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export interface HashOptions {
  /** A fixed salt (seed data); a fresh random one otherwise. */
  salt?: Uint8Array<ArrayBuffer>;
  iterations?: number;
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  const hash = await derive(password, salt, iterations);
  return `${PREFIX}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Compares every byte whatever the first difference, so the time taken says nothing about it. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (prefix !== PREFIX || !Number.isInteger(iterations) || iterations < 1 || !saltText || !hashText) return false;
  const actual = await derive(password, fromBase64(saltText), iterations);
  return constantTimeEqual(actual, fromBase64(hashText));
}

/** A hash no password matches; verifying against it costs as much as a real check. */
const DUMMY_HASH = `${PREFIX}$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

/**
 * Spends the time of a password check for an unknown or not yet activated account, so response
 * times do not tell which e-mail addresses have an account.
 */
export async function spendPasswordCheck(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
