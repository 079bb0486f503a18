/**
 * The password change form of /account: the current password, then a new one by the rules of SPEC
 * §5 (the same schema as the reset and activation forms) and its confirmation. The server checks
 * all of it again; its field errors come back in the rules' words and map to the same keys.
 */
import { z } from 'zod';
import type { ServerMessageKey } from '@/components/form/server-errors';
import { PASSWORD_MESSAGE_KEYS, passwordKeyForServerMessage, passwordSchema } from '@/lib/password';
import type { QualifiedKey } from '@/lib/i18n';

const accountMessage = (key: QualifiedKey<'account'>) => key;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: accountMessage('account:password.currentRequired') }).max(256),
    newPassword: passwordSchema.max(256),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { error: PASSWORD_MESSAGE_KEYS.mismatch, path: ['confirmPassword'], when: () => true })
  .refine((value) => value.currentPassword === '' || value.newPassword !== value.currentPassword, {
    error: accountMessage('account:password.sameAsCurrent'),
    path: ['newPassword'],
    when: () => true,
  });

/** The server's field errors in the user's words. */
export const changePasswordServerMessage: ServerMessageKey = (item) => {
  if (item.field === 'currentPassword') return accountMessage('account:password.currentWrong');
  return passwordKeyForServerMessage(item.message) ?? (item.field === 'newPassword' ? accountMessage('account:password.sameAsCurrent') : undefined);
};
