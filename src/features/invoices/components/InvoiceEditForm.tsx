import { type FormEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetInvoiceQueryKey, getInvoice, updateInvoice, useListInvoiceCustomFields } from '@/api/generated/endpoints/invoices/invoices';
import type { Invoice, InvoiceUpdate } from '@/api/generated/model';
import { useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { customFieldName } from '@/components/form/custom-fields';
import { CustomFieldsFieldset } from '@/components/form/CustomFieldsFieldset';
import { CustomFieldsGate } from '@/components/form/CustomFieldsGate';
import { DateField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import {
  type InvoiceCustomFieldDefinition,
  invoiceFormSchema,
  invoiceFormValuesOf,
  invoiceServerMessageKey,
  sameInvoiceFieldValue,
  toInvoiceUpdate,
} from '../model/invoice-form';

/** Where the form keeps a user's unsaved edits of an invoice (the form kit's `keep`). */
export const invoiceEditKeep = (administrationId: string, invoiceId: string) => ['invoice', administrationId, invoiceId];

/** How editing ended: saved, left without saving, or the user's edits dropped for the latest version. */
export type InvoiceEditOutcome = 'saved' | 'cancelled' | 'discarded';

type Props = {
  administrationId: string;
  /** The invoice as shown when the user chose to edit: the version their edits are against. */
  invoice: Invoice;
  onClose: (outcome: InvoiceEditOutcome) => void;
};

/**
 * What `updateInvoice` lets a user change (reference, due date, tags and the administration's
 * custom fields), in place of the details they change. Opens once the custom fields' definitions are in.
 */
export function InvoiceEditForm({ administrationId, invoice, onClose }: Props) {
  const { t } = useTranslation('invoices');
  const definitions = useListInvoiceCustomFields(administrationId);
  return (
    <CustomFieldsGate
      definitions={definitions}
      words={{ loading: t('edit.loading'), failed: t('edit.loadFailed'), retry: t('edit.retry'), cancel: t('edit.cancel') }}
      onCancel={() => onClose('cancelled')}
    >
      {(items) => <EditForm administrationId={administrationId} invoice={invoice} definitions={items} onClose={onClose} />}
    </CustomFieldsGate>
  );
}

function EditForm({ administrationId, invoice, definitions, onClose }: Props & { definitions: readonly InvoiceCustomFieldDefinition[] }) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.language;
  const ids = useId();

  const schema = useMemo(() => invoiceFormSchema(invoice, definitions, language), [invoice, definitions, language]);
  const form = useForm({ schema, initialValues: invoiceFormValuesOf(invoice, definitions, language), keep: invoiceEditKeep(administrationId, invoice.id) });

  const save = useVersionedSave({
    operationId: 'updateInvoice',
    send: (data: InvoiceUpdate, ifMatch) => updateInvoice(administrationId, invoice.id, data, ifMatch),
    administrationId,
    refetch: () => getInvoice(administrationId, invoice.id),
    queryKey: getGetInvoiceQueryKey(administrationId, invoice.id),
  });
  // On a 412 the page behind the form shows the invoice as it is now; the form keeps my edits.
  const conflict = useEditConflict({
    form,
    record: invoice,
    valuesOf: (version: Invoice) => invoiceFormValuesOf(version, definitions, language),
    same: sameInvoiceFieldValue,
  });
  const { saveButtonRef } = conflict;

  // The first field takes focus when the form opens (once: the form's helpers change every render).
  const openedFocus = useRef(false);
  useEffect(() => {
    if (openedFocus.current) return;
    openedFocus.current = true;
    form.focus('reference');
  });

  const submit = form.handleSubmit(
    (output) =>
      conflict.save(
        (etag) => save.save(toInvoiceUpdate(output, definitions), etag),
        () => onClose('saved'),
      ),
    { serverMessage: invoiceServerMessageKey },
  );

  const base = { reference: t('edit.fields.reference'), dueDate: t('edit.fields.dueDate'), tags: t('edit.fields.tags') };
  const labels: Record<string, string> = {
    ...base,
    ...Object.fromEntries(definitions.map((definition) => [customFieldName(definition.key), definition.label])),
  };
  const booleanFields = new Set(definitions.filter((definition) => definition.type === 'boolean').map((definition) => customFieldName(definition.key)));
  const labelOf = (field: string) => labels[field] ?? field;
  /** A value as the user reads it in the conflict panel; "(empty)" for none. */
  const display = (field: string, value: unknown): string => {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '') return t('form.conflict.empty', { ns: 'translation' });
    if (field === 'dueDate' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text, language);
    if (booleanFields.has(field as `customFields.${string}`)) return text === 'true' ? t('form.yes', { ns: 'translation' }) : text === 'false' ? t('form.no', { ns: 'translation' }) : text;
    return text;
  };

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
          labelOf={labelOf}
          display={display}
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
        <legend className="mb-2 font-semibold text-slate-950">{t('edit.sections.invoice')}</legend>
        <TextField label={base.reference} {...form.text('reference')} maxLength={100} autoComplete="off" />
        <DateField
          label={base.dueDate}
          {...form.date('dueDate')}
          required
          min={invoice.issueDate}
          hint={t('edit.hints.dueDate', { date: formatDate(invoice.issueDate, language) })}
        />
        <TextField label={base.tags} {...form.text('tags')} hint={t('edit.hints.tags')} autoComplete="off" className="sm:col-span-2" />
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
