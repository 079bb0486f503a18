import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetActivationQueryOptions, useActivateAccount } from '@/api/generated/endpoints/account/account';
import type { ActivationInfo } from '@/api/generated/model';
import { isNotFound } from '@/api/errors';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { Spinner } from '@/components/ui/Spinner';
import { type AuthScreenMessage, choosePasswordSchema, passwordServerMessage } from '../model/forms';
import { NewPasswordFields } from './NewPasswordFields';
import { PageTitle } from './PageTitle';

/**
 * /login/account-activation?token=…: an invited user is greeted by name and chooses the first
 * password of the account, then goes to /welcome.
 */
export function ActivateAccountPage({ token }: { token: string | undefined }) {
  const { t } = useTranslation('auth');
  const activation = useQuery({ ...getGetActivationQueryOptions(token ?? ''), enabled: Boolean(token), staleTime: Infinity });
  const [linkRejected, setLinkRejected] = useState(false);

  let content;
  if (!token || linkRejected || isNotFound(activation.error)) {
    content = (
      <div className="flex flex-col gap-4">
        <PageTitle focusOnMount={linkRejected}>{t('activation.invalidTitle')}</PageTitle>
        <p className="text-slate-700">{t('activation.invalid')}</p>
        <Link to="/login" className={textLinkClass}>
          {t('common.backToSignIn')}
        </Link>
      </div>
    );
  } else if (activation.isPending) {
    content = <Spinner label={t('activation.loading')} showLabel className="py-8" />;
  } else if (activation.isError) {
    content = (
      <div className="flex flex-col gap-4">
        <PageTitle>{t('activation.heading')}</PageTitle>
        <FormAlert message={t('errors.generic')} />
        <Button size="lg" fullWidth onClick={() => void activation.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    content = <ActivationForm token={token} invited={activation.data} onLinkRejected={() => setLinkRejected(true)} />;
  }

  return (
    <>
      {/* The token was in this page's first address (it leaves on arrival): never send it on as a referrer. */}
      <meta name="referrer" content="no-referrer" />
      {content}
    </>
  );
}

function ActivationForm({ token, invited, onLinkRejected }: { token: string; invited: ActivationInfo; onLinkRejected: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm({ schema: choosePasswordSchema, initialValues: { password: '', confirmPassword: '' }, blankAsMissing: false });
  const activate = useActivateAccount();
  const [formError, setFormError] = useState<AuthScreenMessage | null>(null);

  const onSubmit = form.handleSubmit(({ password }) => {
    setFormError(null);
    activate.mutate(
      { data: { token, password } },
      {
        onSuccess: () => void navigate({ to: '/welcome', replace: true }),
        onError: (error) => {
          if (isNotFound(error)) return onLinkRejected();
          if (!form.applyServerErrors(error, passwordServerMessage)) setFormError('errors.generic');
        },
      },
    );
  });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('activation.title', { name: invited.name })}</PageTitle>
        <p className="text-slate-700">{t('activation.intro', { email: invited.email })}</p>
      </div>
      <form noValidate onSubmit={onSubmit} aria-label={t('activation.heading')} className="flex flex-col gap-4">
        <FormAlert message={formError && t(formError)} />
        {/* Lets password managers store the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={invited.email} readOnly hidden />
        <NewPasswordFields
          password={form.text('password')}
          confirmPassword={form.text('confirmPassword')}
        />
        <SubmitButton pending={activate.isPending}>{t('activation.submit')}</SubmitButton>
      </form>
    </div>
  );
}
