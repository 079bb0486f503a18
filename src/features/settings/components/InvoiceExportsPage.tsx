import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetInvoiceExportSettingsQueryKey,
  getGetInvoiceExportSettingsSuspenseQueryOptions,
  getInvoiceExportSettings,
  updateInvoiceExportSettings,
} from '@/api/generated/endpoints/settings/settings';
import { CheckboxField, SelectField, TextField } from '@/components/form/fields';
import { FORMAT_NAMES, invoiceExportsSchema, invoiceExportsValues, invoiceExportsWrite } from '../model/forms';
import { SettingsForm } from '@/components/form/SettingsForm';
import { SettingsFrame } from './SettingsFrame';

export function InvoiceExportsPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['settings', 'placeholders']);
  const record = useSuspenseQuery(getGetInvoiceExportSettingsSuspenseQueryOptions(administrationId)).data;
  return (
    <SettingsFrame page="InvoiceExports">
      <p className="mb-4 text-sm text-slate-700">{t('InvoiceExports.intro')}</p>
      <SettingsForm
        administrationId={administrationId}
        label={t('placeholders:settings.pages.InvoiceExports')}
        record={record}
        queryKey={getGetInvoiceExportSettingsQueryKey(administrationId)}
        keep={['settings', administrationId, 'invoice-exports']}
        schema={invoiceExportsSchema}
        valuesOf={invoiceExportsValues}
        toWrite={invoiceExportsWrite}
        operationId="updateInvoiceExportSettings"
        send={(write, ifMatch) => updateInvoiceExportSettings(administrationId, write, ifMatch)}
        refetch={() => getInvoiceExportSettings(administrationId)}
        labelOf={(field) => t(`InvoiceExports.${field as 'enabled'}`)}
      >
        {(form) => (
          <>
            <CheckboxField label={t('InvoiceExports.enabled')} {...form.checkbox('enabled')} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SelectField label={t('InvoiceExports.format')} {...form.select('format')} required options={(['ubl', 'csv', 'pdf'] as const).map((value) => ({ value, label: FORMAT_NAMES[value] }))} />
              <SelectField label={t('InvoiceExports.schedule')} {...form.select('schedule')} required options={(['daily', 'weekly', 'monthly'] as const).map((value) => ({ value, label: t(`InvoiceExports.schedules.${value}`) }))} />
            </div>
            <TextField label={t('InvoiceExports.recipientEmail')} type="email" {...form.text('recipientEmail')} maxLength={254} autoComplete="email" />
            <CheckboxField label={t('InvoiceExports.includeCreditNotes')} {...form.checkbox('includeCreditNotes')} />
          </>
        )}
      </SettingsForm>
    </SettingsFrame>
  );
}
