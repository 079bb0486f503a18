import i18n from 'i18next';
import { installValidationMessages } from '@/components/form/validation-messages';
import { choosePasswordSchema as newPasswordSchema } from './model/forms';
import { PASSWORD_MESSAGE_KEYS, type PasswordMessageKey, passwordKeyForServerMessage, passwordSchema } from '@/lib/password';

// Every check below runs with the form kit's generic messages in place, as in the app: the
// password rules keep their own words.
installValidationMessages();

/** The exact words of SPEC §5. */
const SPEC = {
  minLength: 'Password must be at least 8 characters',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  mismatch: "Passwords don't match",
} as const;

function messages(value: string): string[] {
  const result = passwordSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => i18n.t(issue.message as PasswordMessageKey));
}

describe('password rules (SPEC §5)', () => {
  it('accepts a password that meets every rule', () => {
    expect(messages('Receivables!2026')).toEqual([]);
    expect(messages('Ünïcödé9#')).toEqual([]);
  });

  it.each([
    ['minLength', 'Ab1!xyz'],
    ['uppercase', 'receivables!2026'],
    ['lowercase', 'RECEIVABLES!2026'],
    ['number', 'Receivables!!!!'],
    ['special', 'Receivables2026'],
  ] as const)('reports %s with the spec text', (rule, value) => {
    expect(messages(value)).toEqual([SPEC[rule]]);
  });

  it('reports every broken rule at once', () => {
    expect(messages('')).toEqual([SPEC.minLength, SPEC.uppercase, SPEC.lowercase, SPEC.number, SPEC.special]);
    expect(messages('abc')).toEqual([SPEC.minLength, SPEC.uppercase, SPEC.number, SPEC.special]);
  });

  it('counts characters, not UTF-16 units, and does not count white space as special', () => {
    expect(messages('Aa1!😀😀😀')).toEqual([SPEC.minLength]);
    expect(messages('Receivables 2026')).toEqual([SPEC.special]);
  });

  it('reports a mismatching confirmation on confirmPassword', () => {
    const result = newPasswordSchema.safeParse({ password: 'Receivables!2026', confirmPassword: 'Receivables!2025' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, i18n.t(issue.message as PasswordMessageKey)])).toEqual([[['confirmPassword'], SPEC.mismatch]]);
  });

  it('reports the mismatch together with the rules the password breaks', () => {
    const result = newPasswordSchema.safeParse({ password: 'short', confirmPassword: 'other' });
    const byField = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${i18n.t(issue.message as PasswordMessageKey)}`);
    expect(byField).toContain(`confirmPassword: ${SPEC.mismatch}`);
    expect(byField).toContain(`password: ${SPEC.minLength}`);
  });

  it('carries translation keys, so every language has its own words', () => {
    expect(Object.values(PASSWORD_MESSAGE_KEYS).every((key) => key.startsWith('auth:password.'))).toBe(true);
    expect(Object.values(PASSWORD_MESSAGE_KEYS).map((key) => i18n.t(key))).toEqual(Object.values(SPEC));
  });

  it('maps the server’s policy messages back to keys', () => {
    for (const [rule, text] of Object.entries(SPEC)) {
      if (rule === 'mismatch') continue;
      expect(passwordKeyForServerMessage(text)).toBe(PASSWORD_MESSAGE_KEYS[rule as keyof typeof PASSWORD_MESSAGE_KEYS]);
    }
    expect(passwordKeyForServerMessage('Something else')).toBeUndefined();
  });
});

describe('password rules beside the generic messages of the form kit', () => {
  it('an empty or short password lists the rules, not "Required" or the generic length message', () => {
    expect(messages('')).toEqual([SPEC.minLength, SPEC.uppercase, SPEC.lowercase, SPEC.number, SPEC.special]);
    expect(messages('abc')).toEqual([SPEC.minLength, SPEC.uppercase, SPEC.number, SPEC.special]);
  });

  it('a mismatch stays "Passwords don\'t match" on the confirmation', () => {
    const result = newPasswordSchema.safeParse({ password: 'Receivables!2026', confirmPassword: 'Receivables!2025' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), i18n.t(issue.message as PasswordMessageKey)])).toEqual([['confirmPassword', SPEC.mismatch]]);
  });

  it('the generic messages are in force for other checks in the same page', () => {
    expect(passwordSchema.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual(['Required']);
  });
});

