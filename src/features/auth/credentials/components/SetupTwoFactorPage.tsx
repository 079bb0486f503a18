import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetCurrentAccountQueryKey,
  getGetCurrentAccountQueryOptions,
  useSetupTwoFactor,
  useVerifyTwoFactor,
} from '@/api/generated/endpoints/account/account';
import type { TwoFactorSetup } from '@/api/generated/model';
import { TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { oneTimeCodeInputProps } from '@/components/form/input-props';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { Spinner } from '@/components/ui/Spinner';
import { type AuthScreenMessage, hasStatus, twoFactorCodeSchema } from '../model/forms';
import { PageTitle } from './PageTitle';
import { notRecorded } from './not-recorded';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read and type by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/=+$/, '').match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** /setuptwofa: turns on two-factor authentication for the signed-in user. */
export function SetupTwoFactorPage() {
  const { t } = useTranslation('auth');
  const account = useQuery({ ...getGetCurrentAccountQueryOptions(), staleTime: 0 });
  // Kept here: once verified, the refreshed account says "on", but this visit ends with "done".
  const [done, setDone] = useState(false);

  if (done) {
    return <Finished title={t('setupTwoFactor.doneTitle')} body={t('setupTwoFactor.done')} focus />;
  }
  if (account.isPending) return <Spinner label={t('common.loading')} showLabel className="py-8" />;
  if (hasStatus(account.error, 401)) return <Navigate to="/login" search={{ redirect: '/setuptwofa' }} replace />;
  if (account.isError) {
    return (
      <div className="flex flex-col gap-4">
        <PageTitle>{t('setupTwoFactor.title')}</PageTitle>
        <FormAlert message={t('errors.generic')} />
        <Button size="lg" fullWidth onClick={() => void account.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (account.data.twoFactorEnabled) {
    return (
      <Finished title={t('setupTwoFactor.alreadyOnTitle')} body={t('setupTwoFactor.alreadyOn')} focus={false} />
    );
  }
  return <SetupFlow onDone={() => setDone(true)} />;
}

function Finished({ title, body, focus }: { title: string; body: string; focus: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-4">
      <PageTitle focusOnMount={focus}>{title}</PageTitle>
      <p role="status" className="text-slate-700">
        {body}
      </p>
      <Link to="/dashboard" className={textLinkClass}>
        {t('common.goToDashboard')}
      </Link>
    </div>
  );
}

function SetupFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const setup = useSetupTwoFactor();
  const started = useRef(false);

  // One setup per visit (StrictMode mounts twice; the ref survives that).
  const { mutate } = setup;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (hasStatus(setup.error, 401)) return <Navigate to="/login" search={{ redirect: '/setuptwofa' }} replace />;
  if (hasStatus(setup.error, 409)) {
    return <Finished title={t('setupTwoFactor.alreadyOnTitle')} body={t('setupTwoFactor.alreadyOn')} focus />;
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('setupTwoFactor.title')}</PageTitle>
        <p className="text-slate-700">{t('setupTwoFactor.intro')}</p>
      </div>
      {setup.isError ? (
        <div className="flex flex-col gap-4">
          <FormAlert message={t('setupTwoFactor.startFailed')} />
          <Button size="lg" fullWidth onClick={() => setup.mutate()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : setup.data ? (
        <SetupSteps
          setup={setup.data}
          onVerified={() => {
            onDone();
            void queryClient.invalidateQueries({ queryKey: getGetCurrentAccountQueryKey() });
          }}
        />
      ) : (
        <Spinner label={t('setupTwoFactor.preparing')} showLabel className="py-8" />
      )}
    </div>
  );
}

function QrCode({ uri }: { uri: string }) {
  const { t } = useTranslation('auth');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
      .then((svg) => {
        if (!cancelled) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => console.error('The QR code could not be drawn'));
    return () => {
      cancelled = true;
    };
  }, [uri]);
  return (
    // The QR code carries the key: kept out of session recordings like the key itself.
    <div {...notRecorded('flex size-48 items-center justify-center self-center rounded-md border border-slate-200 bg-white p-2')}>
      {src ? <img src={src} alt={t('setupTwoFactor.qrAlt')} className="size-full" /> : <span className="sr-only">{t('common.loading')}</span>}
    </div>
  );
}

function SetupSteps({ setup, onVerified }: { setup: TwoFactorSetup; onVerified: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm({ schema: twoFactorCodeSchema, initialValues: { code: '' }, blankAsMissing: false });
  const verify = useVerifyTwoFactor();
  const [formError, setFormError] = useState<AuthScreenMessage | null>(null);

  const onSubmit = form.handleSubmit(({ code }) => {
    setFormError(null);
    verify.mutate(
      { data: { code } },
      {
        onSuccess: onVerified,
        onError: (error) => {
          if (hasStatus(error, 400)) return form.setServerErrors({ code: ['auth:errors.invalidCode'] });
          setFormError('errors.generic');
        },
      },
    );
  });

  return (
    <ol className="flex list-decimal flex-col gap-5 pl-5 text-slate-800">
      <li className="flex flex-col gap-3">
        <p>{t('setupTwoFactor.scan')}</p>
        <QrCode uri={setup.otpauthUri} />
      </li>
      <li className="flex flex-col gap-2">
        <p>{t('setupTwoFactor.manual')}</p>
        <p {...notRecorded('rounded-md bg-slate-100 px-3 py-2 text-center')}>
          <span className="sr-only">{t('setupTwoFactor.manualLabel')}: </span>
          <code data-testid="two-factor-setup-key" className="font-mono text-lg tracking-wider break-all text-slate-900">
            {groupSecret(setup.secret)}
          </code>
        </p>
      </li>
      <li className="flex flex-col gap-3">
        <p>{t('setupTwoFactor.enterCode')}</p>
        <form noValidate onSubmit={onSubmit} aria-label={t('setupTwoFactor.title')} className="flex flex-col gap-4">
          <FormAlert message={formError && t(formError)} />
          <TextField
            label={t('common.code')}
            {...oneTimeCodeInputProps}
            {...form.text('code')}
          />
          <SubmitButton pending={verify.isPending}>{t('setupTwoFactor.submit')}</SubmitButton>
        </form>
      </li>
    </ol>
  );
}
