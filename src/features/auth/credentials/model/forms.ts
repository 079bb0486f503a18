/**
 * The credentials forms' schemas. Messages are i18next keys; components translate them.
 */
import { z } from 'zod';
import { ApiError } from '@/api/errors';
import { PASSWORD_MESSAGE_KEYS, passwordKeyForServerMessage, passwordSchema } from '../password';

export const MAX_TEXT = 200;

const email = z
  .string()
  .trim()
  .min(1, { error: 'auth.validation.emailRequired' })
  .pipe(z.email({ error: 'auth.validation.emailInvalid' }).max(254, { error: 'auth.validation.tooLong' }));

const required = (key: string) => z.string().trim().min(1, { error: key }).max(MAX_TEXT, { error: 'auth.validation.tooLong' });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { error: 'auth.validation.passwordRequired' }).max(256, { error: 'auth.validation.tooLong' }),
});

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[0-9]{6}$/, { error: 'auth.validation.codeFormat' })),
});

export const forgotPasswordSchema = z.object({ email });

function confirmed<T extends { password: string; confirmPassword: string }>(value: T): boolean {
  return value.password === value.confirmPassword;
}
const mismatch = { error: PASSWORD_MESSAGE_KEYS.mismatch, path: ['confirmPassword'], when: () => true };

export const choosePasswordSchema = z
  .object({ password: passwordSchema.max(256, { error: 'auth.validation.tooLong' }), confirmPassword: z.string() })
  .refine(confirmed, mismatch);

export const signupSchema = z
  .object({
    name: required('auth.validation.nameRequired'),
    email,
    company: required('auth.validation.companyRequired'),
    password: passwordSchema.max(256, { error: 'auth.validation.tooLong' }),
    confirmPassword: z.string(),
  })
  .refine(confirmed, mismatch);

/** Field errors of a form: i18next keys per field. */
export type FieldErrors<F extends string> = Partial<Record<F, string[]>>;

export function issuesToFieldErrors<F extends string>(issues: readonly z.core.$ZodIssue[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (!fields.includes(field)) continue;
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/**
 * Field errors of a 400/409 problem answer, for the fields this form has. Password-rule messages
 * become their translation keys; any other server message becomes `fallbackKeys[field]` or a
 * generic "not valid" (server text is not translated, so it is never shown as is).
 */
export function problemFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallbackKeys: Partial<Record<F, string>> = {},
): FieldErrors<F> {
  if (!(error instanceof ApiError) || !error.problem?.errors) return {};
  const errors: FieldErrors<F> = {};
  for (const item of error.problem.errors) {
    const field = item.field as F;
    if (!fields.includes(field)) continue;
    const key = passwordKeyForServerMessage(item.message) ?? fallbackKeys[field] ?? 'auth.errors.fieldInvalid';
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return errors;
}

/** The form-level message for a failed call that is not about one field. */
export function formErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'auth.errors.invalidCredentials';
    if (error.status === 429) return 'auth.errors.tooManyAttempts';
  }
  return 'auth.errors.generic';
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
