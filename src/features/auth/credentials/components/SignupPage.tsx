import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignup } from '@/api/generated/endpoints/account/account';
import { ApiError } from '@/api/errors';
import { problemFieldErrors, signupSchema } from '../model/forms';
import { useForm } from '../model/use-form';
import { TextField } from './fields';
import { emailInputProps, FormAlert, linkClass, PageTitle, SubmitButton } from './form-parts';
import { NewPasswordFields } from './NewPasswordFields';

const FIELDS = ['name', 'email', 'company', 'password', 'confirmPassword'] as const;

/** /signup: name, e-mail, company and a password; then /welcome. */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(signupSchema, FIELDS, { name: '', email: '', company: '', password: '', confirmPassword: '' });
  const signup = useSignup();
  const [formError, setFormError] = useState<string | null>(null);
  const errors = (field: (typeof FIELDS)[number]) => form.errorsOf(field).map((key) => t(key));

  const onSubmit = form.handleSubmit(({ name, email, company, password }) => {
    setFormError(null);
    signup.mutate(
      { data: { name, email, company, password } },
      {
        onSuccess: () => void navigate({ to: '/welcome', replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) return form.setServerErrors({ email: ['auth.errors.emailTaken'] });
          const fieldErrors = problemFieldErrors(error, FIELDS);
          if (Object.keys(fieldErrors).length > 0) return form.setServerErrors(fieldErrors);
          setFormError('auth.errors.generic');
        },
      },
    );
  });

  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t('auth.signup.title')}</PageTitle>
      <form noValidate onSubmit={onSubmit} aria-label={t('auth.signup.title')} className="flex flex-col gap-4">
        <FormAlert message={formError && t(formError)} />
        <TextField label={t('auth.signup.name')} type="text" autoComplete="name" errors={errors('name')} {...form.register('name')} />
        <TextField
          label={t('auth.common.email')}
          {...emailInputProps}
          errors={errors('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.signup.company')}
          type="text"
          autoComplete="organization"
          errors={errors('company')}
          {...form.register('company')}
        />
        <NewPasswordFields
          password={{ ...form.register('password'), errors: errors('password') }}
          confirmPassword={{ ...form.register('confirmPassword'), errors: errors('confirmPassword') }}
        />
        <SubmitButton pending={signup.isPending}>{t('auth.signup.submit')}</SubmitButton>
      </form>
      <p className="text-center text-sm text-slate-700">
        {t('auth.signup.haveAccount')}{' '}
        <Link to="/login" className={linkClass}>
          {t('auth.common.signIn')}
        </Link>
      </p>
    </div>
  );
}
