import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  getCustomerCustomFieldSettings,
  getGetCustomerCustomFieldSettingsQueryKey,
  getGetCustomerCustomFieldSettingsSuspenseQueryOptions,
  getGetInvoiceCustomFieldSettingsQueryKey,
  getGetInvoiceCustomFieldSettingsSuspenseQueryOptions,
  getInvoiceCustomFieldSettings,
  updateCustomerCustomFieldSettings,
  updateInvoiceCustomFieldSettings,
} from '@/api/generated/endpoints/settings/settings';
import { CheckboxField, SelectField, TextField } from '@/components/form/fields';
import type { FormController } from '@/components/form/use-form';
import { CUSTOM_FIELD_SLOTS, CUSTOM_FIELD_TYPES, customFieldSlot, customFieldsSchema, customFieldsValues, customFieldsWrite } from '../model/forms';
import { SettingsForm } from '@/components/form/SettingsForm';

// The rows' fields are named at run time (`items.3.key`): the binders are typed for text and for flags.
type TextSlots = FormController<z.ZodObject<Record<string, z.ZodOptional<z.ZodString>>>>;
type FlagSlots = FormController<z.ZodObject<Record<string, z.ZodBoolean>>>;

const KINDS = {
  customer: {
    title: 'tailoredvariables.customerFields',
    read: getGetCustomerCustomFieldSettingsSuspenseQueryOptions,
    key: getGetCustomerCustomFieldSettingsQueryKey,
    get: getCustomerCustomFieldSettings,
    update: updateCustomerCustomFieldSettings,
    operationId: 'updateCustomerCustomFieldSettings',
  },
  invoice: {
    title: 'tailoredvariables.invoiceFields',
    read: getGetInvoiceCustomFieldSettingsSuspenseQueryOptions,
    key: getGetInvoiceCustomFieldSettingsQueryKey,
    get: getInvoiceCustomFieldSettings,
    update: updateInvoiceCustomFieldSettings,
    operationId: 'updateInvoiceCustomFieldSettings',
  },
} as const;

/** The custom fields of customers or invoices: key, label, type, required and a choice list's choices. */
export function CustomFieldsSettings({ administrationId, kind }: { administrationId: string; kind: keyof typeof KINDS }) {
  const { t } = useTranslation('settings');
  const spec = KINDS[kind];
  const record = useSuspenseQuery(spec.read(administrationId)).data;
  const title = t(spec.title);
  const labelOf = (field: string) => {
    const [, index, part] = /^items\.(\d+)\.(\w+)$/.exec(field) ?? [];
    const name = { key: 'fieldKey', label: 'fieldLabel', type: 'fieldType', required: 'fieldRequired', options: 'fieldOptions' }[part ?? 'key'] as 'fieldKey';
    return `${t('tailoredvariables.fieldNumber', { number: Number(index) + 1 })}: ${t(`tailoredvariables.${name}`)}`;
  };
  return (
    <section aria-labelledby={`custom-fields-${kind}`} className="mt-8 flex flex-col gap-3">
      <h3 id={`custom-fields-${kind}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <SettingsForm
        administrationId={administrationId}
        label={title}
        record={record}
        queryKey={spec.key(administrationId)}
        keep={['settings', administrationId, `${kind}-custom-fields`]}
        schema={customFieldsSchema}
        valuesOf={customFieldsValues}
        toWrite={customFieldsWrite}
        operationId={spec.operationId}
        send={(write, ifMatch) => spec.update(administrationId, write, ifMatch)}
        refetch={() => spec.get(administrationId)}
        labelOf={labelOf}
        submitLabel={t('tailoredvariables.saveFields')}
      >
        {(form) => {
          const slots = form as unknown as TextSlots;
          const flags = form as unknown as FlagSlots;
          let filled = 0;
          for (let index = 0; index < CUSTOM_FIELD_SLOTS; index++) {
            if (form.values[customFieldSlot(index, 'key')] || form.values[customFieldSlot(index, 'label')]) filled = index + 1;
          }
          const shown = Math.min(CUSTOM_FIELD_SLOTS, filled + 2);
          return Array.from({ length: shown }, (_, index) => (
            <fieldset key={index} className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_auto]">
              <legend className="px-1 text-sm font-medium text-slate-800">{t('tailoredvariables.fieldNumber', { number: index + 1 })}</legend>
              <TextField label={t('tailoredvariables.fieldLabel')} {...slots.text(customFieldSlot(index, 'label'))} maxLength={60} autoComplete="off" />
              <TextField label={t('tailoredvariables.fieldKey')} {...slots.text(customFieldSlot(index, 'key'))} maxLength={40} autoComplete="off" spellCheck={false} />
              <SelectField
                label={t('tailoredvariables.fieldType')}
                {...slots.select(customFieldSlot(index, 'type'))}
                options={CUSTOM_FIELD_TYPES.map((value) => ({ value, label: t(`tailoredvariables.fieldTypes.${value}`) }))}
              />
              <CheckboxField label={t('tailoredvariables.fieldRequired')} {...flags.checkbox(customFieldSlot(index, 'required'))} className="self-end pb-2" />
              {form.values[customFieldSlot(index, 'type')] === 'select' ? (
                <TextField label={t('tailoredvariables.fieldOptions')} hint={t('tailoredvariables.fieldOptionsHint')} {...slots.text(customFieldSlot(index, 'options'))} className="sm:col-span-2 lg:col-span-4" />
              ) : null}
            </fieldset>
          ));
        }}
      </SettingsForm>
    </section>
  );
}
