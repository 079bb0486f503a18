/**
 * Seeded staff accounts of the development identity provider. They mirror the mock backend's users
 * (mocks/seed/fixtures.ts; idp.test.ts checks they stay in step): `sub` is the mock user id, so an
 * access token issued here resolves to the same user in the mock API.
 *
 * Every seeded account has the development-only password below. Passwords are kept as salted scrypt
 * hashes computed at start-up and compared in constant time; an unknown e-mail address costs the
 * same work as a wrong password.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type BinaryLike } from 'node:crypto';

/** Development only: the password of every seeded account. */
export const DEV_PASSWORD = 'Receivables!2026';

export interface AccountProfile {
  /** The mock backend's user id; the `sub` claim. */
  id: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  /** BCP 47 language tag, the `locale` claim. */
  locale: string;
}

export const SEEDED_ACCOUNTS: readonly AccountProfile[] = [
  { id: 'usr-anna', email: 'anna.devries@example.com', name: 'Anna de Vries', givenName: 'Anna', familyName: 'de Vries', locale: 'nl' },
  { id: 'usr-james', email: 'james.whitfield@example.com', name: 'James Whitfield', givenName: 'James', familyName: 'Whitfield', locale: 'en-GB' },
  { id: 'usr-sanne', email: 'sanne.bakker@example.com', name: 'Sanne Bakker', givenName: 'Sanne', familyName: 'Bakker', locale: 'nl' },
  { id: 'usr-pieter', email: 'pieter.smit@example.com', name: 'Pieter Smit', givenName: 'Pieter', familyName: 'Smit', locale: 'nl' },
];

const KEY_LENGTH = 32;

function scrypt(password: BinaryLike, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface PasswordHash {
  salt: Buffer;
  hash: Buffer;
}

async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt, hash: await scrypt(password, salt) };
}

async function matches(password: string, stored: PasswordHash): Promise<boolean> {
  const candidate = await scrypt(password, stored.salt);
  return timingSafeEqual(candidate, stored.hash);
}

/** Claims by scope, as oidc-provider's `claims` configuration expects them. */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'locale'],
  email: ['email', 'email_verified'],
} as const;

export function claimsOf(account: AccountProfile, scopes: ReadonlySet<string>): { sub: string; [claim: string]: string | boolean } {
  return {
    sub: account.id,
    ...(scopes.has('profile') && {
      name: account.name,
      given_name: account.givenName,
      family_name: account.familyName,
      locale: account.locale,
    }),
    ...(scopes.has('email') && { email: account.email, email_verified: true }),
  };
}

export interface AccountStore {
  findById(id: string): AccountProfile | undefined;
  /** The account for an e-mail address (case-insensitive) and password; undefined otherwise. */
  authenticate(email: string, password: string): Promise<AccountProfile | undefined>;
}

export async function createAccountStore(
  accounts: readonly AccountProfile[] = SEEDED_ACCOUNTS,
  password: string = DEV_PASSWORD,
): Promise<AccountStore> {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const byEmail = new Map<string, { account: AccountProfile; password: PasswordHash }>();
  for (const account of accounts) {
    byEmail.set(account.email.toLowerCase(), { account, password: await hashPassword(password) });
  }
  // Checked against for unknown addresses, so they take as long as a wrong password.
  const decoy = await hashPassword(randomBytes(16).toString('hex'));

  return {
    findById: (id) => byId.get(id),
    async authenticate(email, candidate) {
      const entry = byEmail.get(email.trim().toLowerCase());
      const ok = await matches(candidate, entry?.password ?? decoy);
      return ok && entry ? entry.account : undefined;
    },
  };
}
