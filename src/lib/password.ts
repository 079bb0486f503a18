/**
 * The password rules of SPEC §5 as zod schemas. Messages are keys of the auth namespace, written
 * with it (`auth:password.minLength`, …): the forms translate them, and the English translations
 * are the spec's exact words. Every broken rule is reported, not just the first, so the user sees
 * all of them at once.
 */
import { z } from 'zod';
import type { QualifiedKey } from '@/lib/i18n';

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGE_KEYS = {
  minLength: 'auth:password.minLength',
  uppercase: 'auth:password.uppercase',
  lowercase: 'auth:password.lowercase',
  number: 'auth:password.number',
  special: 'auth:password.special',
  mismatch: 'auth:password.mismatch',
} as const satisfies Record<string, QualifiedKey<'auth'>>;

export type PasswordMessageKey = (typeof PASSWORD_MESSAGE_KEYS)[keyof typeof PASSWORD_MESSAGE_KEYS];

/**
 * Letters and digits of any script count, so "Ü" is an uppercase letter and "é" a lowercase one.
 * A special character is anything else except white space.
 */
export const passwordSchema = z
  .string()
  .refine((value) => [...value].length >= PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGE_KEYS.minLength })
  .regex(/\p{Lu}/u, { error: PASSWORD_MESSAGE_KEYS.uppercase })
  .regex(/\p{Ll}/u, { error: PASSWORD_MESSAGE_KEYS.lowercase })
  .regex(/\p{Nd}/u, { error: PASSWORD_MESSAGE_KEYS.number })
  .regex(/[^\p{L}\p{N}\s]/u, { error: PASSWORD_MESSAGE_KEYS.special });

/** The server reports broken rules in the spec's English words; map them back to keys. */
const SERVER_MESSAGES: Record<string, PasswordMessageKey> = {
  'Password must be at least 8 characters': PASSWORD_MESSAGE_KEYS.minLength,
  'Password must contain at least one uppercase letter': PASSWORD_MESSAGE_KEYS.uppercase,
  'Password must contain at least one lowercase letter': PASSWORD_MESSAGE_KEYS.lowercase,
  'Password must contain at least one number': PASSWORD_MESSAGE_KEYS.number,
  'Password must contain at least one special character': PASSWORD_MESSAGE_KEYS.special,
};

export function passwordKeyForServerMessage(message: string): PasswordMessageKey | undefined {
  return SERVER_MESSAGES[message];
}
