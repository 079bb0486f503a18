import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '@/api/generated/endpoints/account/account';
import { ApiError } from '@/api/errors';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { textLinkClass } from '@/components/ui/link';
import { type AuthScreenMessage, choosePasswordSchema, passwordServerMessage } from '../model/forms';
import { NewPasswordFields } from './NewPasswordFields';
import { PageTitle } from './PageTitle';

type State = 'form' | 'done' | 'invalid-link';

function isTokenRejected(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && Boolean(error.problem?.errors?.some((e) => e.field === 'token'));
}

/** /reset-pass?token=…: choose a new password with the link from the reset e-mail. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation('auth');
  const form = useForm({ schema: choosePasswordSchema, initialValues: { password: '', confirmPassword: '' }, blankAsMissing: false });
  const reset = useResetPassword();
  const [state, setState] = useState<State>(token ? 'form' : 'invalid-link');
  const [formError, setFormError] = useState<AuthScreenMessage | null>(null);

  const onSubmit = form.handleSubmit(({ password }) => {
    if (!token) return;
    setFormError(null);
    reset.mutate(
      { data: { token, password } },
      {
        onSuccess: () => setState('done'),
        onError: (error) => {
          if (isTokenRejected(error)) return setState('invalid-link');
          if (!form.applyServerErrors(error, passwordServerMessage)) setFormError('errors.generic');
        },
      },
    );
  });

  return (
    <>
      {/* The token was in this page's first address (it leaves on arrival): never send it on as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      {state === 'done' ? (
        <div className="flex flex-col gap-4">
          <PageTitle focusOnMount>{t('reset.doneTitle')}</PageTitle>
          <p role="status" className="text-slate-700">
            {t('reset.done')}
          </p>
          <Link to="/login" className={textLinkClass}>
            {t('common.signIn')}
          </Link>
        </div>
      ) : state === 'invalid-link' ? (
        <div className="flex flex-col gap-4">
          <PageTitle focusOnMount={reset.isError}>{t('reset.invalidTitle')}</PageTitle>
          <p className="text-slate-700">{t('reset.invalid')}</p>
          <Link to="/forgot-pass" className={textLinkClass}>
            {t('reset.requestNew')}
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <PageTitle>{t('reset.title')}</PageTitle>
          <form noValidate onSubmit={onSubmit} aria-label={t('reset.title')} className="flex flex-col gap-4">
            <FormAlert message={formError && t(formError)} />
            <NewPasswordFields
              variant="new"
              password={form.text('password')}
              confirmPassword={form.text('confirmPassword')}
            />
            <SubmitButton pending={reset.isPending}>{t('reset.submit')}</SubmitButton>
          </form>
        </div>
      )}
    </>
  );
}
