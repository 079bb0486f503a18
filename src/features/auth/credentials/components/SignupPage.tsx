import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignup } from '@/api/generated/endpoints/account/account';
import { ApiError } from '@/api/errors';
import { TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { emailInputProps } from '@/components/form/input-props';
import { useForm } from '@/components/form/use-form';
import { textLinkClass } from '@/components/ui/link';
import { type AuthScreenMessage, passwordServerMessage, signupSchema } from '../model/forms';
import { NewPasswordFields } from './NewPasswordFields';
import { PageTitle } from './PageTitle';

/** /signup: name, e-mail, company and a password; then /welcome. */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm({
    schema: signupSchema,
    initialValues: { name: '', email: '', company: '', password: '', confirmPassword: '' },
    blankAsMissing: false,
  });
  const signup = useSignup();
  const [formError, setFormError] = useState<AuthScreenMessage | null>(null);

  const onSubmit = form.handleSubmit(({ name, email, company, password }) => {
    setFormError(null);
    signup.mutate(
      { data: { name, email, company, password } },
      {
        onSuccess: () => void navigate({ to: '/welcome', replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) return form.setServerErrors({ email: ['auth:errors.emailTaken'] });
          if (!form.applyServerErrors(error, passwordServerMessage)) setFormError('errors.generic');
        },
      },
    );
  });

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t('signup.title')}</PageTitle>
      <form noValidate onSubmit={onSubmit} aria-label={t('signup.title')} className="flex flex-col gap-4">
        <FormAlert message={formError && t(formError)} />
        <TextField label={t('signup.name')} type="text" autoComplete="name" {...form.text('name')} />
        <TextField label={t('common.email')} {...emailInputProps} {...form.text('email')} />
        <TextField label={t('signup.company')} type="text" autoComplete="organization" {...form.text('company')} />
        <NewPasswordFields password={form.text('password')} confirmPassword={form.text('confirmPassword')} />
        <SubmitButton pending={signup.isPending}>{t('signup.submit')}</SubmitButton>
      </form>
      <p className="text-center text-sm text-slate-700">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className={textLinkClass}>
          {t('common.signIn')}
        </Link>
      </p>
    </div>
  );
}
