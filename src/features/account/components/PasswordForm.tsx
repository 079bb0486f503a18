import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getChangePasswordMutationOptions } from '@/api/generated/endpoints/account/account';
import { ApiError } from '@/api/errors';
import { PasswordField } from '@/components/form/fields';
import { FormAlert, FormNotice } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { changePasswordSchema, changePasswordServerMessage } from '../model/password-change';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change the password: the current one, then a new one by the rules of SPEC §5 (checked here and
 * by the server, whose field errors land on the same fields in the same words). A failed change
 * keeps what was typed; a done one empties the form.
 */
export function PasswordForm() {
  const { t } = useTranslation(['account', 'auth']);
  const form = useForm({ schema: changePasswordSchema, initialValues: empty, blankAsMissing: false });
  const change = useMutation(getChangePasswordMutationOptions());
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setMessage(null);
    return change.mutateAsync({ data: { currentPassword, newPassword } }).then(
      () => {
        form.reset(empty);
        setMessage({ kind: 'done', text: t('password.changed') });
      },
      (error: unknown) => {
        if (form.applyServerErrors(error, changePasswordServerMessage)) return;
        const status = error instanceof ApiError ? error.status : 0;
        setMessage({ kind: 'failed', text: status === 409 ? t('password.noPassword') : status === 429 ? t('password.tooManyAttempts') : t('failed') });
      },
    );
  });

  return (
    <form noValidate aria-labelledby="account-password-title" onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4">
      <h2 id="account-password-title" className="text-base font-semibold text-slate-900">
        {t('password.title')}
      </h2>
      <FormAlert message={message?.kind === 'failed' ? message.text : form.formError} />
      <FormNotice message={message?.kind === 'done' ? message.text : null} />
      <PasswordField label={t('password.current')} toggleLabel={t('auth:common.showPassword')} autoComplete="current-password" {...form.text('currentPassword')} />
      <PasswordField
        label={t('auth:common.newPassword')}
        toggleLabel={t('auth:common.showPassword')}
        hint={t('auth:common.passwordHint')}
        autoComplete="new-password"
        {...form.text('newPassword')}
      />
      <PasswordField label={t('auth:common.confirmNewPassword')} toggleLabel={t('auth:common.showConfirmation')} autoComplete="new-password" {...form.text('confirmPassword')} />
      <div>
        <Button type="submit" pending={change.isPending}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
