import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getCounterAccountSettings,
  getGetCounterAccountSettingsQueryKey,
  getGetCounterAccountSettingsSuspenseQueryOptions,
  updateCounterAccountSettings,
} from '@/api/generated/endpoints/settings/settings';
import { TextField } from '@/components/form/fields';
import { counterAccountSchema, counterAccountValues, counterAccountWrite } from '../model/forms';
import { SettingsForm } from '@/components/form/SettingsForm';
import { SettingsFrame } from './SettingsFrame';

export function CounterAccountPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['settings', 'placeholders']);
  const record = useSuspenseQuery(getGetCounterAccountSettingsSuspenseQueryOptions(administrationId)).data;
  return (
    <SettingsFrame page="counteraccount">
      <p className="mb-4 text-sm text-slate-700">{t('counteraccount.intro')}</p>
      <SettingsForm
        administrationId={administrationId}
        label={t('placeholders:settings.pages.counteraccount')}
        record={record}
        queryKey={getGetCounterAccountSettingsQueryKey(administrationId)}
        keep={['settings', administrationId, 'counter-account']}
        schema={counterAccountSchema}
        valuesOf={counterAccountValues}
        toWrite={counterAccountWrite}
        operationId="updateCounterAccountSettings"
        send={(write, ifMatch) => updateCounterAccountSettings(administrationId, write, ifMatch)}
        refetch={() => getCounterAccountSettings(administrationId)}
        labelOf={(field) => t(`counteraccount.${field as 'iban'}`)}
      >
        {(form) => (
          <>
            <TextField label={t('counteraccount.accountHolder')} {...form.text('accountHolder')} required maxLength={70} autoComplete="organization" />
            <TextField label={t('counteraccount.iban')} hint={t('counteraccount.ibanHint')} {...form.text('iban')} required maxLength={42} autoComplete="off" spellCheck={false} className="max-w-md" />
            <TextField label={t('counteraccount.bic')} hint={t('counteraccount.bicHint')} {...form.text('bic')} required maxLength={11} autoComplete="off" spellCheck={false} className="max-w-xs" />
            <TextField label={t('counteraccount.bankName')} {...form.text('bankName')} maxLength={70} autoComplete="off" />
          </>
        )}
      </SettingsForm>
    </SettingsFrame>
  );
}
