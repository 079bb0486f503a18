import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetIntegrationSettingsQueryKey,
  getGetIntegrationSettingsSuspenseQueryOptions,
  getIntegrationSettings,
  updateIntegrationSettings,
} from '@/api/generated/endpoints/settings/settings';
import { CheckboxField, SelectField, TextField } from '@/components/form/fields';
import { integrationsSchema, integrationsValues, integrationsWrite, PAYMENT_PROVIDERS, PRODUCT_NAMES } from '../model/forms';
import { SettingsForm } from '@/components/form/SettingsForm';
import { SettingsFrame } from './SettingsFrame';

export function IntegrationsPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['settings', 'placeholders']);
  const record = useSuspenseQuery(getGetIntegrationSettingsSuspenseQueryOptions(administrationId)).data;
  return (
    <SettingsFrame page="Integrations">
      <p className="mb-4 text-sm text-slate-700">{t('Integrations.intro')}</p>
      <SettingsForm
        administrationId={administrationId}
        label={t('placeholders:settings.pages.Integrations')}
        record={record}
        queryKey={getGetIntegrationSettingsQueryKey(administrationId)}
        keep={['settings', administrationId, 'integrations']}
        schema={integrationsSchema}
        valuesOf={integrationsValues}
        toWrite={integrationsWrite}
        operationId="updateIntegrationSettings"
        send={(write, ifMatch) => updateIntegrationSettings(administrationId, write, ifMatch)}
        refetch={() => getIntegrationSettings(administrationId)}
        labelOf={(field) => t(`Integrations.${field as 'paymentProvider'}`)}
      >
        {(form) => (
          <>
            <SelectField
              label={t('Integrations.paymentProvider')}
              {...form.select('paymentProvider')}
              placeholder={t('Integrations.none')}
              options={PAYMENT_PROVIDERS.map((value) => ({ value, label: PRODUCT_NAMES[value] }))}
              className="max-w-sm"
            />
            <CheckboxField label={t('Integrations.paymentLinks')} {...form.checkbox('paymentLinks')} />
            <CheckboxField label={t('Integrations.creditReports')} {...form.checkbox('creditReports')} />
            <TextField label={t('Integrations.webhookUrl')} hint={t('Integrations.webhookUrlHint')} type="url" {...form.text('webhookUrl')} maxLength={500} autoComplete="off" />
          </>
        )}
      </SettingsForm>
    </SettingsFrame>
  );
}
