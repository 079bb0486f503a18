import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@/api/generated/endpoints/account/account';
import type { TokenPair } from '@/api/generated/model';
import { PasswordField, TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { emailInputProps } from '@/components/form/input-props';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { useAuthActions } from '../auth-actions';
import { type AuthScreenMessage, formErrorKey, loginSchema } from '../model/forms';
import { PageTitle } from './PageTitle';
import { TwoFactorStep } from './TwoFactorStep';

type Step = { kind: 'credentials' } | { kind: 'two-factor'; challengeToken: string };

/**
 * /login: ordinary credentials (with a second step for accounts with two-factor authentication)
 * and single sign-on. On success the session takes over the tokens and the user goes to
 * `redirectTo`, a path of this app checked by the route.
 */
/** The sign-in provider's error tags (SPEC §8) as messages; any other error is an unknown one. */
const SSO_ERROR_KEYS: Partial<Record<string, AuthScreenMessage>> = {
  'Sign-in failed': 'sso.signInFailed',
  'Sign-out failed': 'sso.signOutFailed',
  'Renew silent failed': 'sso.renewFailed',
};

export function LoginPage({ redirectTo, ssoError = null }: { redirectTo: string; ssoError?: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signInWithSso, completeCredentialsSignIn } = useAuthActions();
  const form = useForm({ schema: loginSchema, initialValues: { email: '', password: '' }, blankAsMissing: false });
  const login = useLogin();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [formError, setFormError] = useState<AuthScreenMessage | null>(
    ssoError ? (SSO_ERROR_KEYS[ssoError] ?? 'sso.unknown') : null,
  );
  const [finishing, setFinishing] = useState(false);
  const [ssoStarting, setSsoStarting] = useState(false);

  const finish = async (tokens: TokenPair) => {
    setFinishing(true);
    try {
      await completeCredentialsSignIn({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
      await navigate({ href: redirectTo, replace: true });
    } catch (error) {
      // Never log the error object itself: it may hold the tokens it was given.
      console.error(`Completing the sign-in failed (${error instanceof Error ? error.name : 'unknown error'})`);
      setFormError('errors.generic');
      setStep({ kind: 'credentials' });
    } finally {
      setFinishing(false);
    }
  };

  const onSubmit = form.handleSubmit((data) => {
    setFormError(null);
    login.mutate(
      { data },
      {
        onSuccess: (result) => {
          if (result.status === 'authenticated') {
            void finish(result.data);
          } else {
            form.setValue('password', '');
            setStep({ kind: 'two-factor', challengeToken: result.challengeToken });
          }
        },
        onError: (error) => {
          setFormError(formErrorKey(error));
          if (formErrorKey(error) === 'errors.invalidCredentials') form.focus('password');
        },
      },
    );
  });

  const startSso = async () => {
    setFormError(null);
    setSsoStarting(true);
    try {
      await signInWithSso(redirectTo);
    } catch (error) {
      console.error(`Single sign-on could not start (${error instanceof Error ? error.name : 'unknown error'})`);
      setFormError('errors.generic');
    } finally {
      setSsoStarting(false);
    }
  };

  if (step.kind === 'two-factor') {
    return (
      <TwoFactorStep
        challengeToken={step.challengeToken}
        finishing={finishing}
        onAuthenticated={(tokens) => void finish(tokens)}
        onRestart={(messageKey) => {
          setFormError(messageKey);
          setStep({ kind: 'credentials' });
        }}
      />
    );
  }

  const pending = login.isPending || finishing;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{t('login.title')}</PageTitle>

      <div className="flex flex-col gap-2">
        <Button size="lg" fullWidth onClick={() => void startSso()} disabled={ssoStarting || pending}>
          {t('login.sso')}
        </Button>
        <p className="text-center text-sm text-slate-600">{t('login.ssoHint')}</p>
      </div>

      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('login.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      <form noValidate onSubmit={onSubmit} aria-label={t('login.formLabel')} className="flex flex-col gap-4">
        <FormAlert message={formError && t(formError)} />
        <TextField label={t('common.email')} {...emailInputProps} autoComplete="username" {...form.text('email')} />
        <PasswordField
          label={t('common.password')}
          toggleLabel={t('common.showPassword')}
          autoComplete="current-password"
          {...form.text('password')}
        />
        <div className="-mt-2 text-right text-sm">
          <Link to="/forgot-pass" className={textLinkClass}>
            {t('login.forgotPassword')}
          </Link>
        </div>
        <SubmitButton pending={pending} variant="secondary">
          {t('login.submit')}
        </SubmitButton>
      </form>

      <p className="text-center text-sm text-slate-700">
        {t('login.noAccount')}{' '}
        <Link to="/signup" className={textLinkClass}>
          {t('login.signUp')}
        </Link>
      </p>
    </div>
  );
}
