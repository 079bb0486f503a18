import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListAdministrations } from '@/api/generated/endpoints/administrations/administrations';
import {
  getCustomerPortalSettings,
  getGetCustomerPortalSettingsQueryKey,
  getGetCustomerPortalSettingsSuspenseQueryOptions,
  updateCustomerPortalSettings,
} from '@/api/generated/endpoints/settings/settings';
import { useLetterBrand } from '@/api/administration-style';
import { useProtectedImage } from '@/api/protected-image';
import { CheckboxField, TextAreaField, TextField } from '@/components/form/fields';
import type { FormController } from '@/components/form/use-form';
import { customerPortalSchema, customerPortalValues, customerPortalWrite } from '../model/forms';
import { SettingsForm } from '@/components/form/SettingsForm';
import { SettingsFrame } from './SettingsFrame';

const ALLOWED = ['allowPayment', 'allowPaymentPlan', 'allowDispute', 'allowEmailUpdate'] as const;

export function CustomerPortalPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['settings', 'placeholders']);
  const administrationName = useListAdministrations().data?.items.find((administration) => administration.id === administrationId)?.name ?? '';
  const record = useSuspenseQuery(getGetCustomerPortalSettingsSuspenseQueryOptions(administrationId)).data;
  return (
    <SettingsFrame page="customerportal">
      <p className="mb-4 text-sm text-slate-700">{t('customerportal.intro')}</p>
      <SettingsForm
        administrationId={administrationId}
        label={t('placeholders:settings.pages.customerportal')}
        record={record}
        queryKey={getGetCustomerPortalSettingsQueryKey(administrationId)}
        keep={['settings', administrationId, 'customer-portal']}
        schema={customerPortalSchema}
        valuesOf={customerPortalValues}
        toWrite={customerPortalWrite}
        operationId="updateCustomerPortalSettings"
        send={(write, ifMatch) => updateCustomerPortalSettings(administrationId, write, ifMatch)}
        refetch={() => getCustomerPortalSettings(administrationId)}
        labelOf={(field) => t(`customerportal.${field as 'enabled'}`)}
        aside={(form) => <PortalPreview form={form} administrationId={administrationId} administrationName={administrationName} />}
      >
        {(form) => (
          <>
            <CheckboxField label={t('customerportal.enabled')} {...form.checkbox('enabled')} />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('customerportal.may')}</legend>
              {ALLOWED.map((name) => (
                <CheckboxField key={name} label={t(`customerportal.${name}`)} {...form.checkbox(name)} />
              ))}
            </fieldset>
            <TextAreaField label={t('customerportal.welcomeText')} {...form.text('welcomeText')} maxLength={500} rows={3} />
            <TextField label={t('customerportal.accentColour')} hint={t('customerportal.accentColourHint')} {...form.text('accentColour')} required maxLength={7} autoComplete="off" spellCheck={false} className="max-w-xs" />
          </>
        )}
      </SettingsForm>
    </SettingsFrame>
  );
}

type PortalForm = FormController<typeof customerPortalSchema>;

/**
 * What a debtor would see with the values as typed: the administration's logo and brand colour (its
 * style, set on the administration's style page) in the header, the accent colour on the actions,
 * the welcome and the actions allowed.
 */
function PortalPreview({ form, administrationId, administrationName }: { form: PortalForm; administrationId: string; administrationName: string }) {
  const { t } = useTranslation('settings');
  const { values } = form;
  const colour = /^#[0-9a-fA-F]{6}$/.test(values.accentColour ?? '') ? values.accentColour : '#334155';
  const brand = useLetterBrand(administrationId);
  const headerColour = brand.colour && /^#[0-9a-fA-F]{6}$/.test(brand.colour) ? brand.colour : colour;
  const actions = [
    values.allowPayment ? t('customerportal.previewPay') : null,
    values.allowPaymentPlan ? t('customerportal.previewPlan') : null,
    values.allowDispute ? t('customerportal.previewDispute') : null,
    values.allowEmailUpdate ? t('customerportal.previewEmail') : null,
  ].filter((action): action is string => action !== null);
  return (
    <figure aria-labelledby="portal-preview-caption" className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <figcaption id="portal-preview-caption" className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium text-slate-700">
        {t('customerportal.preview')}
      </figcaption>
      {values.enabled ? (
        <div className="flex flex-col gap-3 p-3 text-sm">
          <div className="flex items-center gap-2 rounded px-3 py-2 font-semibold text-white" style={{ backgroundColor: headerColour }}>
            {brand.logoImageId ? (
              <PortalLogo path={`/administrations/${administrationId}/images/${brand.logoImageId}`} alt={t('customerportal.previewLogo')} />
            ) : null}
            {administrationName}
          </div>
          {values.welcomeText ? <p className="text-slate-700">{values.welcomeText}</p> : null}
          <p className="font-medium text-slate-900">{t('customerportal.previewInvoices')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('customerportal.may')}>
            {actions.map((action) => (
              <li key={action} className="rounded px-2 py-1 text-white" style={{ backgroundColor: colour }}>
                {action}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="p-3 text-sm text-slate-600">{t('customerportal.previewOff')}</p>
      )}
    </figure>
  );
}

/** The administration's logo in the preview's header (the hook, not ProtectedImage: that one travels with the templates list). */
function PortalLogo({ path, alt }: { path: string; alt: string }) {
  const { src } = useProtectedImage(path, true);
  return src ? <img src={src} alt={alt} className="h-8 w-auto max-w-24 shrink-0 rounded bg-white object-contain p-0.5" /> : null;
}
