import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginTwoFactor } from '@/api/generated/endpoints/account/account';
import type { TokenPair } from '@/api/generated/model';
import { TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { oneTimeCodeInputProps } from '@/components/form/input-props';
import { useForm } from '@/components/form/use-form';
import { textLinkClass } from '@/components/ui/link';
import { type AuthScreenMessage, formErrorKey, hasStatus, PROBLEM_TYPES, problemType, twoFactorCodeSchema } from '../model/forms';
import { PageTitle } from './PageTitle';

type TwoFactorStepProps = {
  challengeToken: string;
  finishing: boolean;
  onAuthenticated: (tokens: TokenPair) => void;
  /** Back to the credentials step, with the message to show there (null: none). */
  onRestart: (messageKey: AuthScreenMessage | null) => void;
};

/** The second step of a sign-in: a 6-digit code from the user's authenticator app. */
export function TwoFactorStep({ challengeToken, finishing, onAuthenticated, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const form = useForm({ schema: twoFactorCodeSchema, initialValues: { code: '' }, blankAsMissing: false });
  const verify = useLoginTwoFactor();
  const [formError, setFormError] = useState<AuthScreenMessage | null>(null);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const { inputRef, ...codeProps } = form.text('code');

  useEffect(() => codeInput.current?.focus(), []);

  const onSubmit = form.handleSubmit(({ code }) => {
    setFormError(null);
    verify.mutate(
      { data: { challengeToken, code } },
      {
        onSuccess: (result) => onAuthenticated(result.data),
        onError: (error) => {
          if (hasStatus(error, 401) && problemType(error) !== PROBLEM_TYPES.challengeExpired) {
            form.setServerErrors({ code: ['auth:errors.invalidCode'] });
          } else if (hasStatus(error, 401)) {
            onRestart('errors.challengeExpired');
          } else if (hasStatus(error, 429)) {
            onRestart('errors.tooManyAttempts');
          } else {
            setFormError(formErrorKey(error));
          }
        },
      },
    );
  });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('twoFactor.title')}</PageTitle>
        <p className="text-slate-700">{t('twoFactor.intro')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} aria-label={t('twoFactor.title')} className="flex flex-col gap-4">
        <FormAlert message={formError && t(formError)} />
        <TextField
          label={t('common.code')}
          {...oneTimeCodeInputProps}
          inputRef={(element) => {
            codeInput.current = element;
            inputRef(element);
          }}
          {...codeProps}
        />
        <SubmitButton pending={verify.isPending || finishing}>{t('twoFactor.submit')}</SubmitButton>
      </form>
      <button type="button" onClick={() => onRestart(null)} className={`${textLinkClass} self-center text-sm`}>
        {t('twoFactor.back')}
      </button>
    </div>
  );
}
