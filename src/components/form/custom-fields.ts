/**
 * The administration's custom fields of a record (customers, invoices): one input per definition,
 * named by its path in the update body (`customFields.kostenplaats`) so a 422 lands on the input it
 * names; how each type is checked, and the body's `customFields` they become. One set of rules for
 * every record type that has custom fields.
 */
import { z } from 'zod';
import type { CustomFieldDefinitionListItemsItem, CustomFieldValue } from '@/api/generated/model';
import type { FormMessageKey } from '@/components/form/server-errors';
import { localDecimalText, readUserDecimal } from '@/lib/decimal-input';

export type CustomFieldDefinition = CustomFieldDefinitionListItemsItem;

export type CustomFieldName = `customFields.${string}`;

export const customFieldName = (key: string): CustomFieldName => `customFields.${key}`;

/**
 * The inputs' values of a record's custom fields (empty text for what it does not have); with the
 * user's language, a number shows its decimal sign (`1,25` in nl), so it reads back the same.
 */
export function customFieldInputValues(
  fields: readonly CustomFieldValue[],
  definitions: readonly CustomFieldDefinition[],
  language?: string,
): Record<CustomFieldName, string> {
  const values: Record<CustomFieldName, string> = {};
  for (const definition of definitions) {
    const value = fields.find((field) => field.key === definition.key)?.value ?? '';
    values[customFieldName(definition.key)] = definition.type === 'number' && language ? localDecimalText(value, language) : value;
  }
  return values;
}

export type CustomFieldRules = {
  /** The longest text the contract allows for one value. */
  maxLength: number;
  /** What a number field that holds no number says. */
  notANumber: FormMessageKey;
};

/** The check of one custom field, in the user's language (numbers typed as they write them). */
export function customFieldSchema(definition: CustomFieldDefinition, language: string, rules: CustomFieldRules): z.ZodType<string | undefined, string | undefined> {
  let field: z.ZodType<string, string>;
  switch (definition.type) {
    case 'number':
      // Typed in the user's language (`1250,50` in nl), sent as the server reads it (`1250.50`).
      field = z.string().transform((text, context) => {
        const decimal = readUserDecimal(text, language);
        if (decimal === null) {
          context.addIssue({ code: 'custom', message: rules.notANumber });
          return z.NEVER;
        }
        return decimal;
      });
      break;
    case 'date':
      field = z.string().trim().pipe(z.iso.date());
      break;
    case 'boolean':
      field = z.enum(['true', 'false']);
      break;
    case 'select':
      field = z.string().refine((value) => definition.options.includes(value), { error: 'validation.invalidEnum' });
      break;
    default:
      field = z.string().trim().max(rules.maxLength);
  }
  return definition.required ? field : field.optional();
}

/** The checks of every custom field, by input name, to spread into a form's shape. */
export function customFieldsShape(definitions: readonly CustomFieldDefinition[], language: string, rules: CustomFieldRules): Record<CustomFieldName, z.ZodType> {
  return Object.fromEntries(definitions.map((definition) => [customFieldName(definition.key), customFieldSchema(definition, language, rules)]));
}

/** The update body's `customFields`: every field the administration defines (null when empty), so what the form shows is what is saved. */
export function customFieldsUpdate(
  output: Partial<Record<CustomFieldName, string | undefined>>,
  definitions: readonly CustomFieldDefinition[],
): Record<string, string | null> {
  return Object.fromEntries(definitions.map((definition) => [definition.key, output[customFieldName(definition.key)] ?? null]));
}

/** Comma-separated tags as a list: trimmed, empty ones dropped, each once. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];
}
