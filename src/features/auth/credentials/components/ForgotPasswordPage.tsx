import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '@/api/generated/endpoints/account/account';
import { TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { emailInputProps } from '@/components/form/input-props';
import { useForm } from '@/components/form/use-form';
import { textLinkClass } from '@/components/ui/link';
import { type AuthScreenMessage, forgotPasswordSchema } from '../model/forms';
import { PageTitle } from './PageTitle';

/**
 * /forgot-pass. Whatever the address, the same confirmation follows (the server answers the same
 * way too), so the screen never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useForm({ schema: forgotPasswordSchema, initialValues: { email: '' }, blankAsMissing: false });
  const request = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<AuthScreenMessage | null>(null);

  const onSubmit = form.handleSubmit(({ email }) => {
    setFormError(null);
    request.mutate(
      { data: { email } },
      {
        onSuccess: () => setSentTo(email),
        onError: () => setFormError('errors.generic'),
      },
    );
  });

  if (sentTo !== null) {
    return (
      <div className="flex flex-col gap-4">
        <PageTitle focusOnMount>{t('forgot.sentTitle')}</PageTitle>
        <p role="status" className="text-slate-700">
          {t('forgot.sent', { email: sentTo })}
        </p>
        <Link to="/login" className={textLinkClass}>
          {t('common.backToSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('forgot.title')}</PageTitle>
        <p className="text-slate-700">{t('forgot.intro')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} aria-label={t('forgot.title')} className="flex flex-col gap-4">
        <FormAlert message={formError && t(formError)} />
        <TextField label={t('common.email')} {...emailInputProps} {...form.text('email')} />
        <SubmitButton pending={request.isPending}>{t('forgot.submit')}</SubmitButton>
      </form>
      <Link to="/login" className={`${textLinkClass} self-center text-sm`}>
        {t('common.backToSignIn')}
      </Link>
    </div>
  );
}
