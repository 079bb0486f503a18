import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getExportCollectionSettings,
  getGetExportCollectionSettingsQueryKey,
  getGetExportCollectionSettingsSuspenseQueryOptions,
  updateExportCollectionSettings,
} from '@/api/generated/endpoints/settings/settings';
import { CheckboxField, NumberField, SelectField, TextField } from '@/components/form/fields';
import { FORMAT_NAMES, exportCollectionSchema, exportCollectionValues, exportCollectionWrite } from '../model/forms';
import { SettingsForm } from '@/components/form/SettingsForm';
import { SettingsFrame } from './SettingsFrame';

export function ExportCollectionPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['settings', 'placeholders']);
  const record = useSuspenseQuery(getGetExportCollectionSettingsSuspenseQueryOptions(administrationId)).data;
  return (
    <SettingsFrame page="exportcollection">
      <p className="mb-4 text-sm text-slate-700">{t('exportcollection.intro')}</p>
      <SettingsForm
        administrationId={administrationId}
        label={t('placeholders:settings.pages.exportcollection')}
        record={record}
        queryKey={getGetExportCollectionSettingsQueryKey(administrationId)}
        keep={['settings', administrationId, 'export-collection']}
        schema={exportCollectionSchema}
        valuesOf={exportCollectionValues}
        toWrite={exportCollectionWrite}
        operationId="updateExportCollectionSettings"
        send={(write, ifMatch) => updateExportCollectionSettings(administrationId, write, ifMatch)}
        refetch={() => getExportCollectionSettings(administrationId)}
        labelOf={(field) => t(`exportcollection.${field as 'agencyName'}`)}
      >
        {(form) => (
          <>
            <TextField label={t('exportcollection.agencyName')} {...form.text('agencyName')} required maxLength={100} autoComplete="organization" />
            <TextField label={t('exportcollection.agencyEmail')} type="email" {...form.text('agencyEmail')} required maxLength={254} autoComplete="email" />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SelectField label={t('exportcollection.format')} {...form.select('format')} required options={(['csv', 'xlsx'] as const).map((value) => ({ value, label: FORMAT_NAMES[value] }))} />
              <SelectField label={t('exportcollection.schedule')} {...form.select('schedule')} required options={(['manual', 'weekly', 'monthly'] as const).map((value) => ({ value, label: t(`exportcollection.schedules.${value}`) }))} />
              <NumberField label={t('exportcollection.minimumDaysOverdue')} {...form.number('minimumDaysOverdue')} required />
              <NumberField label={t('exportcollection.minimumAmount')} {...form.number('minimumAmount')} required />
            </div>
            <CheckboxField label={t('exportcollection.includeDocuments')} {...form.checkbox('includeDocuments')} />
          </>
        )}
      </SettingsForm>
    </SettingsFrame>
  );
}
