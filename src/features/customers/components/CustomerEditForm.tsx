import { type FormEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCustomer, useListCustomerCustomFields } from '@/api/generated/endpoints/customers/customers';
import type { Customer, CustomerUpdate } from '@/api/generated/model';
import { useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import type { CustomFieldDefinition } from '@/components/form/custom-fields';
import { CustomFieldsFieldset } from '@/components/form/CustomFieldsFieldset';
import { CustomFieldsGate } from '@/components/form/CustomFieldsGate';
import { NumberField, SelectField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { emailInputProps, phoneInputProps } from '@/components/form/input-props';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import {
  CUSTOMER_KINDS,
  CUSTOMER_LANGUAGES,
  CUSTOMER_TONES,
  customerFormSchema,
  formValuesOf,
  sameFieldValue,
  serverMessageKey,
  toCustomerUpdate,
} from '../model/customer-form';
import { customerVersion } from './customer-version';
import { useFieldPresentation } from './field-presentation';

/** Where the form keeps a user's unsaved edits of a customer (the form kit's `keep`). */
export const customerEditKeep = (administrationId: string, customerId: string) => ['customer', administrationId, customerId];

/** How editing ended: saved, left without saving, or the user's edits dropped for the latest version. */
export type EditOutcome = 'saved' | 'cancelled' | 'discarded';

type Props = {
  administrationId: string;
  /** The customer as shown when the user chose to edit: the version their edits are against. */
  customer: Customer;
  onClose: (outcome: EditOutcome) => void;
};

/**
 * The customer's details in a form (inline, in place of the details they change). The custom
 * fields the administration defines are part of it, so it opens once their definitions are in.
 */
export function CustomerEditForm({ administrationId, customer, onClose }: Props) {
  const { t } = useTranslation('customers');
  const definitions = useListCustomerCustomFields(administrationId);
  return (
    <CustomFieldsGate
      definitions={definitions}
      words={{ loading: t('edit.loading'), failed: t('edit.loadFailed'), retry: t('edit.retry'), cancel: t('edit.cancel') }}
      onCancel={() => onClose('cancelled')}
    >
      {(items) => <EditForm administrationId={administrationId} customer={customer} definitions={items} onClose={onClose} />}
    </CustomFieldsGate>
  );
}

function EditForm({ administrationId, customer, definitions, onClose }: Props & { definitions: readonly CustomFieldDefinition[] }) {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.language;
  const ids = useId();

  const schema = useMemo(() => customerFormSchema(definitions, language), [definitions, language]);
  const form = useForm({ schema, initialValues: formValuesOf(customer, definitions, language), keep: customerEditKeep(administrationId, customer.id) });
  const same = (field: string, left: unknown, right: unknown) => sameFieldValue(field, left, right, language);
  // A limit is in the administration's currency (the server refuses others); the balance shows which.
  const currency = customer.creditLimit?.currency ?? customer.balance.outstanding.currency;
  const present = useFieldPresentation(definitions, currency);

  const save = useVersionedSave({
    operationId: 'updateCustomer',
    send: (data: CustomerUpdate, ifMatch) => updateCustomer(administrationId, customer.id, data, ifMatch),
    ...customerVersion(administrationId, customer.id),
  });
  // On a 412 the page behind the form shows the record as it is now; the form keeps my edits.
  const conflict = useEditConflict({ form, record: customer, valuesOf: (version: Customer) => formValuesOf(version, definitions, language), same });
  const { saveButtonRef } = conflict;

  // The first field takes focus when the form opens (once: the form's helpers change every render).
  const openedFocus = useRef(false);
  useEffect(() => {
    if (openedFocus.current) return;
    openedFocus.current = true;
    form.focus('name');
  });

  const submit = form.handleSubmit(
    (output) =>
      conflict.save(
        (etag) => save.save(toCustomerUpdate(output, definitions, currency), etag),
        () => onClose('saved'),
      ),
    { serverMessage: serverMessageKey },
  );

  const fieldProps = (field: keyof typeof present.labels) => ({ label: present.labels[field] });

  return (
    <form noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} aria-labelledby={`${ids}-title`} className="flex flex-col gap-5">
      <h4 id={`${ids}-title`} className="sr-only">
        {t('edit.title')}
      </h4>
      {conflict.panel ? (
        <ConflictPanel
          {...conflict.panel}
          title={t('edit.conflict.title')}
          intro={t('edit.conflict.intro')}
          introOutside={t('edit.conflict.introOutside')}
          labelOf={present.labelOf}
          display={present.display}
          onDiscard={() => {
            form.kept.forget();
            onClose('discarded');
          }}
        />
      ) : null}
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <FormNotice message={conflict.notice} />

      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-950">{t('edit.sections.contact')}</legend>
        <TextField {...fieldProps('name')} {...form.text('name')} required autoComplete="organization" maxLength={200} />
        <SelectField
          {...fieldProps('kind')}
          {...form.select('kind')}
          required
          options={CUSTOMER_KINDS.map((kind) => ({ value: kind, label: t(`edit.kinds.${kind}`) }))}
        />
        <TextField {...fieldProps('email')} {...emailInputProps} {...form.text('email')} maxLength={254} />
        <TextField {...fieldProps('phone')} {...phoneInputProps} {...form.text('phone')} maxLength={40} />
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-950">{t('edit.sections.address')}</legend>
        <TextField {...fieldProps('address.street')} {...form.text('address.street')} autoComplete="street-address" maxLength={200} className="sm:col-span-2" />
        <TextField {...fieldProps('address.postalCode')} {...form.text('address.postalCode')} autoComplete="postal-code" maxLength={20} />
        <TextField {...fieldProps('address.city')} {...form.text('address.city')} autoComplete="address-level2" maxLength={100} />
        <TextField
          {...fieldProps('address.country')}
          {...form.text('address.country')}
          hint={t('edit.hints.country')}
          required
          autoComplete="country"
          maxLength={2}
          spellCheck={false}
          autoCapitalize="characters"
        />
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-950">{t('edit.sections.terms')}</legend>
        <SelectField
          {...fieldProps('language')}
          {...form.select('language')}
          required
          options={CUSTOMER_LANGUAGES.map((code) => ({ value: code, label: present.languageName(code) }))}
        />
        <SelectField
          {...fieldProps('tone')}
          {...form.select('tone')}
          required
          options={CUSTOMER_TONES.map((tone) => ({ value: tone, label: t(`edit.tones.${tone}`) }))}
        />
        <NumberField {...fieldProps('paymentTermDays')} {...form.number('paymentTermDays')} required inputMode="numeric" />
        <TextField
          {...fieldProps('creditLimit')}
          {...form.text('creditLimit')}
          hint={t('edit.hints.creditLimit', { example: present.amountExample })}
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField {...fieldProps('tags')} {...form.text('tags')} hint={t('edit.hints.tags')} autoComplete="off" className="sm:col-span-2" />
      </fieldset>

      <CustomFieldsFieldset definitions={definitions} form={form} legend={t('edit.sections.customFields')} />

      <div className="flex flex-wrap gap-2">
        <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
          {t('edit.save')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            form.kept.forget();
            onClose('cancelled');
          }}
          disabled={form.submitting}
        >
          {t('edit.cancel')}
        </Button>
      </div>
    </form>
  );
}
