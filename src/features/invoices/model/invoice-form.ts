/**
 * The invoice edit form's rules, apart from the screen: what the inputs hold for an invoice, how
 * they are checked, and the `updateInvoice` body they become (reference, due date, tags and the
 * administration's custom fields; amounts come from bookkeeping and are not edited here).
 *
 * Flat like the customer form: one input per field of InvoiceUpdate, named by its path in the body
 * (`customFields.kostenplaats`), so a 422 lands on the input it names without a mapping table.
 */
import { z } from 'zod';
import type { Invoice, InvoiceUpdate, ProblemErrorsItem } from '@/api/generated/model';
import {
  updateInvoiceBodyCustomFieldsMaxOne,
  updateInvoiceBodyReferenceMax,
  updateInvoiceBodyTagsItemMax,
  updateInvoiceBodyTagsMax,
} from '@/api/generated/zod/invoices/invoices.zod';
import type { FormMessageKey } from '@/components/form/server-errors';
import {
  type CustomFieldDefinition,
  type CustomFieldName,
  customFieldInputValues,
  customFieldsShape,
  customFieldsUpdate,
  parseTags,
} from '@/components/form/custom-fields';

export type InvoiceCustomFieldDefinition = CustomFieldDefinition;

/** What the inputs hold: text as typed (tags comma separated, custom values as text). */
export type InvoiceFormValues = {
  reference: string | undefined;
  dueDate: string | undefined;
  tags: string | undefined;
} & { [field: CustomFieldName]: string | undefined };

/** What the check lets through: trimmed text, tags as a list. */
export type InvoiceFormOutput = {
  reference?: string | undefined;
  dueDate: string;
  tags?: string[] | undefined;
} & { [field: CustomFieldName]: string | undefined };

export type InvoiceFormSchema = z.ZodType<InvoiceFormOutput, InvoiceFormValues>;

/** The inputs' values of an invoice as it is (empty text for what it does not have). */
export function invoiceFormValuesOf(invoice: Invoice, definitions: readonly InvoiceCustomFieldDefinition[], language?: string): InvoiceFormValues {
  const values: InvoiceFormValues = {
    reference: invoice.reference ?? '',
    dueDate: invoice.dueDate,
    tags: invoice.tags.join(', '),
  };
  return { ...values, ...customFieldInputValues(invoice.customFields, definitions, language) };
}


/**
 * The check of the form. The due date cannot be before the invoice's issue date (the server
 * refuses it too, 422 at `dueDate`).
 */
export function invoiceFormSchema(invoice: Pick<Invoice, 'issueDate'>, definitions: readonly InvoiceCustomFieldDefinition[], language: string): InvoiceFormSchema {
  const tags = z
    .string()
    .transform((text) => parseTags(text))
    .pipe(
      z
        .array(z.string().max(updateInvoiceBodyTagsItemMax, { error: 'invoices:edit.errors.tagLength' }))
        .max(updateInvoiceBodyTagsMax, { error: 'invoices:edit.errors.tagCount' }),
    )
    .optional();
  const shape: Record<string, z.ZodType> = {
    reference: z.string().trim().max(updateInvoiceBodyReferenceMax).optional(),
    // ISO dates compare as text.
    dueDate: z.iso.date().refine((date) => date >= invoice.issueDate, { error: 'invoices:edit.errors.dueBeforeIssue' }),
    tags,
  };
  Object.assign(shape, customFieldsShape(definitions, language, { maxLength: updateInvoiceBodyCustomFieldsMaxOne, notANumber: 'invoices:edit.errors.number' }));
  // The shape is built from the definitions at run time; its types are the ones declared above.
  return z.object(shape) as unknown as InvoiceFormSchema;
}

/** The `updateInvoice` body. Every custom field the administration defines is sent (null when empty). */
export function toInvoiceUpdate(output: InvoiceFormOutput, definitions: readonly InvoiceCustomFieldDefinition[]): InvoiceUpdate {
  return {
    reference: output.reference ?? null,
    dueDate: output.dueDate,
    tags: output.tags ?? [],
    customFields: customFieldsUpdate(output, definitions),
  };
}

/** A server field error in the user's words (the server's own text is English and not shown). */
export function invoiceServerMessageKey(item: ProblemErrorsItem): FormMessageKey | undefined {
  if (item.field === 'dueDate' && item.message.startsWith('Must not be before')) return 'invoices:edit.errors.dueBeforeIssue';
  if (item.message === 'Required') return 'validation.required';
  if (item.message === 'Invalid date') return 'validation.invalidDate';
  if (item.message.startsWith('Invalid enum value')) return 'validation.invalidEnum';
  if (item.message === 'Expected a number') return 'invoices:edit.errors.number';
  if (item.message === 'Unknown custom field') return 'invoices:edit.errors.unknownField';
  return undefined;
}

/** Whether two values of a field mean the same: text trimmed, tags as a set. */
export function sameInvoiceFieldValue(field: string, left: unknown, right: unknown): boolean {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
  const a = text(left);
  const b = text(right);
  if (field === 'tags') {
    const one = parseTags(a);
    const other = new Set(parseTags(b));
    return one.length === other.size && one.every((tag) => other.has(tag));
  }
  return a === b;
}
