/**
 * Records behind the ordinary-credentials path (sign-in, two-factor, reset, activation, sign-up):
 * what a real identity backend keeps beside the user and never shows in an answer.
 */
import { z } from 'zod';

export const credentialSchema = z.object({
  userId: z.string(),
  /** Lower-cased; unique. */
  email: z.string(),
  /** `pbkdf2-sha256$…` (mocks/accounts/password-hash.ts); null while an invitation is not activated. */
  passwordHash: z.string().nullable(),
  /** Given at sign-up; null for invited and seeded staff. */
  company: z.string().nullable(),
  /** Base32 TOTP secret; set means two-factor authentication is on. */
  totpSecret: z.string().nullable(),
  /** Secret of a setup that is started but not yet verified. */
  totpPendingSecret: z.string().nullable(),
  /** Time step of the last accepted code: a code is accepted once. */
  totpLastCounter: z.number().int().nullable(),
});

export const accountTokenKinds = ['reset', 'activation', 'challenge'] as const;

/** Single-use tokens: password reset links, activation links and two-factor sign-in challenges. */
export const accountTokenSchema = z.object({
  token: z.string(),
  kind: z.enum(accountTokenKinds),
  userId: z.string(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});

export const outboxKinds = ['password-reset', 'password-changed', 'account-created', 'two-factor-enabled', 'two-factor-disabled', 'invitation'] as const;

/** An e-mail the backend "sent"; listed by GET /__mock/outbox. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(outboxKinds),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The link the message asks the reader to open (absolute), if any. */
  link: z.string().nullable(),
  /** ISO date-time. */
  sentAt: z.string(),
});

/** One failed sign-in, for the throttle (per lower-cased e-mail address, known or not). */
export const loginFailureSchema = z.object({
  email: z.string(),
  /** Epoch milliseconds. */
  at: z.number(),
});

export type CredentialRecord = z.infer<typeof credentialSchema>;
export type AccountTokenRecord = z.infer<typeof accountTokenSchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
