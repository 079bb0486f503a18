import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/fields';

/** What `useForm`'s text binder gives for a field. */
type Bound = Omit<ComponentProps<typeof PasswordField>, 'label' | 'toggleLabel'>;

type NewPasswordFieldsProps = {
  password: Bound;
  confirmPassword: Bound;
  /** "New password" on the reset screen, "Password" elsewhere. */
  variant?: 'new' | 'first';
};

/** A new password and its confirmation, with the rules of SPEC §5 as the hint. */
export function NewPasswordFields({ password, confirmPassword, variant = 'first' }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={variant === 'new' ? t('common.newPassword') : t('common.password')}
        toggleLabel={t('common.showPassword')}
        hint={t('common.passwordHint')}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        label={variant === 'new' ? t('common.confirmNewPassword') : t('common.confirmPassword')}
        toggleLabel={t('common.showConfirmation')}
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
