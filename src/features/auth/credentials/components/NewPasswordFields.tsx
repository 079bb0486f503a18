import { useTranslation } from 'react-i18next';
import { PasswordField } from './fields';

type Registered = {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  inputRef: (element: HTMLInputElement | null) => void;
};

type NewPasswordFieldsProps = {
  password: Registered & { errors: string[] };
  confirmPassword: Registered & { errors: string[] };
  /** "New password" on the reset screen, "Password" elsewhere. */
  variant?: 'new' | 'first';
};

/** A new password and its confirmation, with the rules of SPEC §5 as the hint. */
export function NewPasswordFields({ password, confirmPassword, variant = 'first' }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={variant === 'new' ? t('auth.common.newPassword') : t('auth.common.password')}
        toggleLabel={t('auth.common.showPassword')}
        hint={t('auth.common.passwordHint')}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        label={variant === 'new' ? t('auth.common.confirmNewPassword') : t('auth.common.confirmPassword')}
        toggleLabel={t('auth.common.showConfirmation')}
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
