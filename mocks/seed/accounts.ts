/**
 * The seed of the ordinary-credentials path: every seeded staff member signs in with
 * SEED_PASSWORD; James has two-factor authentication on with a fixed TOTP secret; Lotte is
 * invited and not yet activated. Hashes are precomputed (PBKDF2, one salt per user) because the
 * seed is built synchronously; `accounts.test.ts` checks they match SEED_PASSWORD.
 */
import type { AccountTokenRecord, CredentialRecord } from '../db/account-schemas';
import type { TokenRecord, UserRecord } from '../db/schemas';
import { FAR_FUTURE, SEED_IDS, SEED_TOKENS, userFixtures } from './fixtures';

/** The password of every seeded account that is active.
 * Tests and the README sign in with it; the production build check (scripts/check-dist.ts) makes
 * sure it never ships.
 */
export const SEED_PASSWORD = 'Receivables!2026';

/** Base32 TOTP secrets (SHA-1, 6 digits, 30 s) of seeded accounts with two-factor authentication on. */
export const SEED_TOTP_SECRETS: Readonly<{ james: string }> = {
  james: '36KGNSAXUWPQQVXMHFRTFZS6LVDPYOZZ',
};

const SEED_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  [SEED_IDS.users.anna]: 'pbkdf2-sha256$100000$X/VjHGVrR62P/TZoeW4D2w==$IK2tWW7VISyVT53sIl/xDEeA7pZ8d92xdfkr/JRCe/w=',
  [SEED_IDS.users.james]: 'pbkdf2-sha256$100000$vsC3hoTnPtj0Ri2wL1uUCA==$LjEGZc8+PTSIWv9kKkV5+Ce08rz9foxzhSGTCCXy4F0=',
  [SEED_IDS.users.sanne]: 'pbkdf2-sha256$100000$PkaSuoybARWkywXEPl8rxA==$AlsMgXFutUaWFc8aWRfNk640U/dqy5FPAeZC4ighN1s=',
  [SEED_IDS.users.pieter]: 'pbkdf2-sha256$100000$1ebHIuW/XS4M0ZKi8bcoMg==$61tCXJrp31VT6KlGCUaOJM/Cdb8cNMU220YDU4VpM1E=',
};

/** An invited user: in the users table and a member of NL, but without a password until activated. */
export const INVITED_USER_ID = 'usr-lotte';

export const invitedUserFixtures: readonly UserRecord[] = [
  {
    id: INVITED_USER_ID,
    name: 'Lotte Jansen',
    email: 'lotte.jansen@example.com',
    language: 'nl',
    hasAvatar: false,
    memberships: [
      {
        administrationId: SEED_IDS.administrations.nl,
        permissions: ['Manage_Tasks', 'Manage_Calls', 'Manage_Messages', 'Manage_Customers'],
      },
    ],
  },
];

/** Well-known single-use tokens (links of e-mails "sent" before the seed). */
export const SEED_ACCOUNT_TOKENS = {
  /** Activation link of Lotte's invitation: `/login/account-activation?token=mock-activation-lotte`. */
  activation: 'mock-activation-lotte',
  /** An activation link that has expired. */
  expiredActivation: 'mock-activation-expired',
  /** A password-reset link of Anna's that has expired. */
  expiredReset: 'mock-reset-expired',
} as const;

/** Long past, so "expired" whatever the clock says. */
const EXPIRED = Date.parse('2026-01-01T00:00:00Z');

export function seedCredentials(): CredentialRecord[] {
  const active = userFixtures.map((user) => ({
    userId: user.id,
    email: user.email.toLowerCase(),
    passwordHash: SEED_PASSWORD_HASHES[user.id] ?? null,
    company: null,
    totpSecret: user.id === SEED_IDS.users.james ? SEED_TOTP_SECRETS.james : null,
    totpPendingSecret: null,
    totpLastCounter: null,
  }));
  const invited = invitedUserFixtures.map((user) => ({
    userId: user.id,
    email: user.email.toLowerCase(),
    passwordHash: null,
    company: null,
    totpSecret: null,
    totpPendingSecret: null,
    totpLastCounter: null,
  }));
  return [...active, ...invited];
}

export function seedAccountTokens(): AccountTokenRecord[] {
  return [
    { token: SEED_ACCOUNT_TOKENS.activation, kind: 'activation', userId: INVITED_USER_ID, expiresAt: FAR_FUTURE },
    { token: SEED_ACCOUNT_TOKENS.expiredActivation, kind: 'activation', userId: INVITED_USER_ID, expiresAt: EXPIRED },
    { token: SEED_ACCOUNT_TOKENS.expiredReset, kind: 'reset', userId: SEED_IDS.users.anna, expiresAt: EXPIRED },
  ];
}

/** The never-expiring sessions of SEED_TOKENS. */
export function seedTokens(): TokenRecord[] {
  return (Object.keys(SEED_TOKENS) as (keyof typeof SEED_TOKENS)[]).flatMap((who) => [
    { token: SEED_TOKENS[who].access, kind: 'access' as const, userId: SEED_IDS.users[who], expiresAt: FAR_FUTURE },
    { token: SEED_TOKENS[who].refresh, kind: 'refresh' as const, userId: SEED_IDS.users[who], expiresAt: FAR_FUTURE },
  ]);
}
