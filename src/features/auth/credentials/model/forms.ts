/**
 * The credentials forms' schemas. Messages are keys of the auth namespace written with it
 * (`auth:validation.emailRequired`): the form kit translates them. The forms check empty text as it is (`blankAsMissing: false`), so these messages, not the generic
 * "Required", say what is missing.
 */
import { z } from 'zod';
import { ApiError } from '@/api/errors';
import type { ServerMessageKey } from '@/components/form/server-errors';
import type { Key, QualifiedKey } from '@/lib/i18n';
import { PASSWORD_MESSAGE_KEYS, passwordKeyForServerMessage, passwordSchema } from '@/lib/password';

export const MAX_TEXT = 200;

type AuthMessage = QualifiedKey<'auth'>;
/** A message of the auth namespace, written with it: the form kit, not this feature, translates it. */
const authMessage = (key: AuthMessage): AuthMessage => key;

/** A message the credentials screens show with their own `t` (`useTranslation('auth')`). */
export type AuthScreenMessage = Key<'auth'>;

const email = z
  .string()
  .trim()
  .min(1, { error: authMessage('auth:validation.emailRequired') })
  .pipe(z.email({ error: authMessage('auth:validation.emailInvalid') }).max(254, { error: authMessage('auth:validation.tooLong') }));

const required = (key: AuthMessage) => z.string().trim().min(1, { error: key }).max(MAX_TEXT, { error: authMessage('auth:validation.tooLong') });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: authMessage('auth:validation.passwordRequired') }).max(256, { error: authMessage('auth:validation.tooLong') }),
});

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[0-9]{6}$/, { error: authMessage('auth:validation.codeFormat') })),
});

export const forgotPasswordSchema = z.object({ email });

function confirmed<T extends { password: string; confirmPassword: string }>(value: T): boolean {
  return value.password === value.confirmPassword;
}
const mismatch = { error: PASSWORD_MESSAGE_KEYS.mismatch, path: ['confirmPassword'], when: () => true };

export const choosePasswordSchema = z
  .object({ password: passwordSchema.max(256, { error: authMessage('auth:validation.tooLong') }), confirmPassword: z.string() })
  .refine(confirmed, mismatch);

export const signupSchema = z
  .object({
    name: required('auth:validation.nameRequired'),
    email,
    company: required('auth:validation.companyRequired'),
    password: passwordSchema.max(256, { error: authMessage('auth:validation.tooLong') }),
    confirmPassword: z.string(),
  })
  .refine(confirmed, mismatch);

/** Server field errors in the password rules' words become those rules' keys (see password.ts). */
export const passwordServerMessage: ServerMessageKey = (item) => passwordKeyForServerMessage(item.message);

/** The form-level message for a failed call that is not about one field; the screens translate it. */
export function formErrorKey(error: unknown): AuthScreenMessage {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'errors.invalidCredentials';
    if (error.status === 429) return 'errors.tooManyAttempts';
  }
  return 'errors.generic';
}

export const PROBLEM_TYPES = {
  invalidTwoFactorCode: 'https://docs.receivables.example/problems/invalid-two-factor-code',
  challengeExpired: 'https://docs.receivables.example/problems/two-factor-challenge-expired',
} as const;

export function problemType(error: unknown): string | undefined {
  return error instanceof ApiError ? error.problem?.type : undefined;
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
