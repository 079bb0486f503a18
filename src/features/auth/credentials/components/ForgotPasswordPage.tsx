import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '@/api/generated/endpoints/account/account';
import { forgotPasswordSchema } from '../model/forms';
import { useForm } from '../model/use-form';
import { TextField } from './fields';
import { emailInputProps, FormAlert, linkClass, PageTitle, SubmitButton } from './form-parts';

const FIELDS = ['email'] as const;

/**
 * /forgot-pass. Whatever the address, the same confirmation follows (the server answers the same
 * way too), so the screen never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm(forgotPasswordSchema, FIELDS, { email: '' });
  const request = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(({ email }) => {
    setFormError(null);
    request.mutate(
      { data: { email } },
      {
        onSuccess: () => setSentTo(email),
        onError: () => setFormError('auth.errors.generic'),
      },
    );
  });

  if (sentTo !== null) {
    return (
      <div className="flex flex-col gap-4">
        <PageTitle focusOnMount>{t('auth.forgot.sentTitle')}</PageTitle>
        <p role="status" className="text-slate-700">
          {t('auth.forgot.sent', { email: sentTo })}
        </p>
        <Link to="/login" className={linkClass}>
          {t('auth.common.backToSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('auth.forgot.title')}</PageTitle>
        <p className="text-slate-700">{t('auth.forgot.intro')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} aria-label={t('auth.forgot.title')} className="flex flex-col gap-4">
        <FormAlert message={formError && t(formError)} />
        <TextField
          label={t('auth.common.email')}
          {...emailInputProps}
          errors={form.errorsOf('email').map((key) => t(key))}
          {...form.register('email')}
        />
        <SubmitButton pending={request.isPending}>{t('auth.forgot.submit')}</SubmitButton>
      </form>
      <Link to="/login" className={`${linkClass} self-center text-sm`}>
        {t('auth.common.backToSignIn')}
      </Link>
    </div>
  );
}
