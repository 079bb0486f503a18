import { describe, expect, it } from 'vitest';
import { changePasswordSchema, changePasswordServerMessage } from './password-change';

const messages = (value: { currentPassword: string; newPassword: string; confirmPassword: string }) => {
  const result = changePasswordSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('password change rules (SPEC §5)', () => {
  it('needs the current password and a new one that keeps every rule, each broken rule reported', () => {
    expect(messages({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' })).toEqual([
      'currentPassword: account:password.currentRequired',
      'newPassword: auth:password.minLength',
      'newPassword: auth:password.uppercase',
      'newPassword: auth:password.number',
      'newPassword: auth:password.special',
    ]);
  });

  it('refuses a confirmation that differs, on the confirmation, and the same password again', () => {
    expect(messages({ currentPassword: 'Old&Pass1', newPassword: 'Harbour&Freight7', confirmPassword: 'Harbour&Freight8' })).toEqual([
      "confirmPassword: auth:password.mismatch",
    ]);
    expect(messages({ currentPassword: 'Harbour&Freight7', newPassword: 'Harbour&Freight7', confirmPassword: 'Harbour&Freight7' })).toEqual([
      'newPassword: account:password.sameAsCurrent',
    ]);
    expect(messages({ currentPassword: 'Old&Pass1', newPassword: 'Harbour&Freight7', confirmPassword: 'Harbour&Freight7' })).toEqual([]);
  });

  it("maps the server's field errors to the same words", () => {
    expect(changePasswordServerMessage({ field: 'currentPassword', message: 'The current password is not correct' })).toBe('account:password.currentWrong');
    expect(changePasswordServerMessage({ field: 'newPassword', message: 'Password must contain at least one number' })).toBe('auth:password.number');
  });
});
