/**
 * The password policy of SPEC §5 as the backend applies it: one message per broken rule, in the
 * spec's words, reported on field `password`.
 */
import type { ProblemErrorsItem } from '#api/generated/model/index';

export const PASSWORD_POLICY: readonly { test: (password: string) => boolean; message: string }[] = [
  { test: (p) => [...p].length >= 8, message: 'Password must be at least 8 characters' },
  { test: (p) => /\p{Lu}/u.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p) => /\p{Ll}/u.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p) => /\p{Nd}/u.test(p), message: 'Password must contain at least one number' },
  { test: (p) => /[^\p{L}\p{N}\s]/u.test(p), message: 'Password must contain at least one special character' },
];

export function passwordPolicyErrors(password: string, field = 'password'): ProblemErrorsItem[] {
  return PASSWORD_POLICY.filter((rule) => !rule.test(password)).map((rule) => ({ field, message: rule.message }));
}
