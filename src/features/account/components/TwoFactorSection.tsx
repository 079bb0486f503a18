import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getDisableTwoFactorMutationOptions, getGetCurrentAccountQueryKey } from '@/api/generated/endpoints/account/account';
import type { AccountUser } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { PasswordField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice } from '@/components/form/form-parts';
import { oneTimeCodeInputProps } from '@/components/form/input-props';
import type { ServerMessageKey } from '@/components/form/server-errors';
import { useForm } from '@/components/form/use-form';
import { Button, buttonClass } from '@/components/ui/Button';
import type { QualifiedKey } from '@/lib/i18n';

const message = (key: QualifiedKey<'account'>) => key;
const schema = z.object({
  password: z.string().max(256),
  code: z.string().transform((value) => value.replace(/\s+/g, '')),
});
const serverMessage: ServerMessageKey = (item) =>
  item.field === 'code' ? message('account:twoFactor.codeWrong') : item.field === 'password' ? message('account:twoFactor.passwordWrong') : undefined;

/**
 * Two-factor authentication on or off. On: the existing set-up flow (/setuptwofa). Off: proven with
 * the password or a current code; a wrong one is said at its field and nothing changes.
 */
export function TwoFactorSection({ account }: { account: AccountUser }) {
  const { t } = useTranslation(['account', 'auth']);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <section aria-labelledby="account-2fa-title" className="flex flex-col gap-3">
      <h2 id="account-2fa-title" className="text-base font-semibold text-slate-900">
        {t('twoFactor.title')}
      </h2>
      <FormNotice message={done && !account.twoFactorEnabled ? t('twoFactor.turnedOff') : null} />
      <p className="text-sm text-slate-700">{account.twoFactorEnabled ? t('twoFactor.on') : t('twoFactor.off')}</p>
      {!account.twoFactorEnabled ? (
        <div>
          <Link to="/setuptwofa" className={buttonClass({ variant: 'secondary' })}>
            {t('twoFactor.turnOn')}
          </Link>
        </div>
      ) : confirming ? (
        <TurnOffForm
          onCancel={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            setDone(true);
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('twoFactor.turnOff')}
          </Button>
        </div>
      )}
    </section>
  );
}

function TurnOffForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation(['account', 'auth']);
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const form = useForm({ schema, initialValues: { password: '', code: '' }, blankAsMissing: false });
  const turnOff = useMutation(getDisableTwoFactorMutationOptions());
  const [failed, setFailed] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailed(null);
    const data = method === 'password' ? { password: values.password } : { code: values.code };
    return turnOff.mutateAsync({ data }).then(
      async () => {
        await queryClient.invalidateQueries({ queryKey: getGetCurrentAccountQueryKey() });
        onDone();
      },
      (error: unknown) => {
        if (form.applyServerErrors(error, serverMessage)) return;
        setFailed(error instanceof ApiError && error.status === 429 ? t('password.tooManyAttempts') : t('failed'));
      },
    );
  });

  return (
    <form noValidate aria-label={t('twoFactor.turnOff')} onSubmit={(event) => void submit(event)} className="flex max-w-md flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <p className="text-sm text-slate-700">{t('twoFactor.confirmIntro')}</p>
      <FormAlert message={failed ?? form.formError} />
      <fieldset className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('twoFactor.with')}</legend>
        {(['password', 'code'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="two-factor-proof" value={value} checked={method === value} onChange={() => setMethod(value)} className="size-4" />
            {value === 'password' ? t('twoFactor.withPassword') : t('twoFactor.withCode')}
          </label>
        ))}
      </fieldset>
      {method === 'password' ? (
        <PasswordField label={t('twoFactor.password')} toggleLabel={t('auth:common.showPassword')} autoComplete="current-password" {...form.text('password')} />
      ) : (
        <TextField label={t('twoFactor.code')} {...oneTimeCodeInputProps} {...form.text('code')} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" pending={turnOff.isPending}>
          {t('twoFactor.confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
