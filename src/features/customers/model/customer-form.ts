/**
 * The customer edit form's rules, apart from the screen: what the inputs hold for a customer, how
 * they are checked, and the `updateCustomer` body they become.
 *
 * The form is flat: one input per field of the contract's CustomerUpdate, named by its path in
 * the body (`address.city`, `customFields.kvk`). A server error names the same path, so a 400 or
 * 422 lands on the input it is about without a mapping table; the conflict panel and the
 * re-apply of one's edits (@/lib/edit-conflict) compare the same flat values.
 */
import Big from 'big.js';
import { z } from 'zod';
import type {
  Customer,
  CustomerUpdate,
  CustomerUpdateKind,
  CustomerUpdateLanguage,
  CustomerUpdateTone,
  ProblemErrorsItem,
} from '@/api/generated/model';
import {
  updateCustomerBodyAddressCityMax,
  updateCustomerBodyAddressCountryRegExp,
  updateCustomerBodyAddressPostalCodeMax,
  updateCustomerBodyAddressStreetMax,
  updateCustomerBodyCreditLimitAmountRegExp,
  updateCustomerBodyCustomFieldsMaxOne,
  updateCustomerBodyEmailMax,
  updateCustomerBodyNameMax,
  updateCustomerBodyPaymentTermDaysMax,
  updateCustomerBodyPaymentTermDaysMin,
  updateCustomerBodyPhoneMax,
  updateCustomerBodyTagsItemMax,
  updateCustomerBodyTagsMax,
} from '@/api/generated/zod/customers/customers.zod';
import type { FormMessageKey } from '@/components/form/server-errors';
import {
  type CustomFieldDefinition,
  type CustomFieldName,
  customFieldInputValues,
  customFieldsShape,
  customFieldsUpdate,
  parseTags,
} from '@/components/form/custom-fields';
import { parseUserAmount } from '@/lib/money';

/** The contract's choices (CustomerUpdate), in the order the form offers them. */
export const CUSTOMER_KINDS = ['company', 'person'] as const satisfies readonly CustomerUpdateKind[];
export const CUSTOMER_LANGUAGES = ['nl', 'en', 'de', 'fr', 'it', 'es'] as const satisfies readonly CustomerUpdateLanguage[];
export const CUSTOMER_TONES = ['formal', 'informal'] as const satisfies readonly CustomerUpdateTone[];

/** The fields every customer has, in the order of the form. */
export const BASE_FIELDS = [
  'name',
  'kind',
  'email',
  'phone',
  'address.street',
  'address.postalCode',
  'address.city',
  'address.country',
  'language',
  'tone',
  'paymentTermDays',
  'creditLimit',
  'tags',
] as const;

export type BaseField = (typeof BASE_FIELDS)[number];

/**
 * What the inputs hold. Text as typed (the credit limit in the user's own notation, tags comma
 * separated), the payment term as a number, custom field values as text (`true`/`false` for yes/no).
 */
export type CustomerFormValues = {
  name: string | undefined;
  kind: CustomerUpdateKind | undefined;
  email: string | undefined;
  phone: string | undefined;
  'address.street': string | undefined;
  'address.postalCode': string | undefined;
  'address.city': string | undefined;
  'address.country': string | undefined;
  language: CustomerUpdateLanguage | undefined;
  tone: CustomerUpdateTone | undefined;
  paymentTermDays: number | undefined;
  creditLimit: string | undefined;
  tags: string | undefined;
} & { [field: CustomFieldName]: string | undefined };

/** What the check lets through: trimmed text, the amount as a plain decimal string, tags as a list. */
export type CustomerFormOutput = {
  name: string;
  kind: CustomerUpdateKind;
  email?: string | undefined;
  phone?: string | undefined;
  'address.street'?: string | undefined;
  'address.postalCode'?: string | undefined;
  'address.city'?: string | undefined;
  'address.country': string;
  language: CustomerUpdateLanguage;
  tone: CustomerUpdateTone;
  paymentTermDays: number;
  creditLimit?: string | undefined;
  tags?: string[] | undefined;
} & { [field: CustomFieldName]: string | undefined };

export type CustomerFormSchema = z.ZodType<CustomerFormOutput, CustomerFormValues>;

/** The credit limit as the body carries it: up to 4 decimals, shown with at least 2 (cents). */
function plainAmount(amount: string): string {
  const value = new Big(amount);
  const decimals = Math.max(0, -value.e + value.c.length - 1);
  return value.toFixed(Math.max(2, decimals));
}

const isOneOf = <T extends string>(choices: readonly T[], value: string): value is T => (choices as readonly string[]).includes(value);

/**
 * The inputs' values for a customer as it is (empty text for what it does not have); with the
 * user's language, a custom number shows its decimal sign (`1,25` in nl), so it reads back the same.
 */
export function formValuesOf(customer: Customer, definitions: readonly CustomFieldDefinition[], language?: string): CustomerFormValues {
  const values: CustomerFormValues = {
    name: customer.name,
    kind: customer.kind,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    'address.street': customer.address.street,
    'address.postalCode': customer.address.postalCode,
    'address.city': customer.address.city,
    'address.country': customer.address.country,
    // A language the form does not offer (an older record's) must be chosen again.
    language: isOneOf(CUSTOMER_LANGUAGES, customer.language) ? customer.language : undefined,
    tone: customer.tone,
    paymentTermDays: customer.paymentTermDays,
    creditLimit: customer.creditLimit ? plainAmount(customer.creditLimit.amount) : '',
    tags: customer.tags.join(', '),
  };
  return { ...values, ...customFieldInputValues(customer.customFields, definitions, language) };
}


/**
 * The check of the form, in the user's language (`language` reads the credit limit as they type
 * amounts: `15.000,50` in Dutch, `15,000.50` in English). Messages are the generic ones of SPEC §5
 * where one fits, else keys of the customers namespace.
 */
export function customerFormSchema(definitions: readonly CustomFieldDefinition[], language: string): CustomerFormSchema {
  const creditLimit = z
    .string()
    .transform((text, context) => {
      const amount = parseUserAmount(text, language);
      if (amount === null || !updateCustomerBodyCreditLimitAmountRegExp.test(amount)) {
        context.addIssue({ code: 'custom', message: 'customers:edit.errors.amount' });
        return z.NEVER;
      }
      // big.js, never a float: "-0.00" and "0" are the same limit, a negative one is refused.
      if (new Big(amount).lt(0)) {
        context.addIssue({ code: 'custom', message: 'customers:edit.errors.negative' });
        return z.NEVER;
      }
      return plainAmount(amount);
    })
    .optional();

  const tags = z
    .string()
    .transform((text) => parseTags(text))
    .pipe(
      z
        .array(z.string().max(updateCustomerBodyTagsItemMax, { error: 'customers:edit.errors.tagLength' }))
        .max(updateCustomerBodyTagsMax, { error: 'customers:edit.errors.tagCount' }),
    )
    .optional();

  const shape: Record<string, z.ZodType> = {
    name: z.string().trim().min(1).max(updateCustomerBodyNameMax),
    kind: z.enum(CUSTOMER_KINDS),
    email: z.string().trim().pipe(z.email().max(updateCustomerBodyEmailMax)).optional(),
    phone: z.string().trim().max(updateCustomerBodyPhoneMax).optional(),
    'address.street': z.string().trim().max(updateCustomerBodyAddressStreetMax).optional(),
    'address.postalCode': z.string().trim().max(updateCustomerBodyAddressPostalCodeMax).optional(),
    'address.city': z.string().trim().max(updateCustomerBodyAddressCityMax).optional(),
    'address.country': z.string().trim().toUpperCase().regex(updateCustomerBodyAddressCountryRegExp, { error: 'customers:edit.errors.country' }),
    language: z.enum(CUSTOMER_LANGUAGES),
    tone: z.enum(CUSTOMER_TONES),
    paymentTermDays: z.number().int().min(updateCustomerBodyPaymentTermDaysMin).max(updateCustomerBodyPaymentTermDaysMax),
    creditLimit,
    tags,
  };
  Object.assign(shape, customFieldsShape(definitions, language, { maxLength: updateCustomerBodyCustomFieldsMaxOne, notANumber: 'customers:edit.errors.number' }));
  // The shape is built from the definitions at run time; its types are the ones declared above.
  return z.object(shape) as unknown as CustomerFormSchema;
}

/**
 * The `updateCustomer` body. Every custom field the administration defines is sent (null when
 * empty), so what the form shows is what is saved.
 */
export function toCustomerUpdate(output: CustomerFormOutput, definitions: readonly CustomFieldDefinition[], currency: string): CustomerUpdate {
  return {
    name: output.name,
    kind: output.kind,
    email: output.email ?? null,
    phone: output.phone ?? null,
    address: {
      street: output['address.street'] ?? '',
      postalCode: output['address.postalCode'] ?? '',
      city: output['address.city'] ?? '',
      country: output['address.country'],
    },
    language: output.language,
    tone: output.tone,
    paymentTermDays: output.paymentTermDays,
    creditLimit: output.creditLimit === undefined ? null : { amount: output.creditLimit, currency },
    tags: output.tags ?? [],
    customFields: customFieldsUpdate(output, definitions),
  };
}

/**
 * A server field error in the user's words. The server's own text is English and not shown; the
 * rules it names are said as the form says them.
 */
export function serverMessageKey(item: ProblemErrorsItem): FormMessageKey | undefined {
  if (item.field === 'creditLimit.currency') return 'customers:edit.errors.currency';
  if (item.field.startsWith('creditLimit') && item.message.startsWith('Number must be greater than or equal to')) return 'customers:edit.errors.negative';
  if (item.message === 'Required') return 'validation.required';
  if (item.message === 'Invalid date') return 'validation.invalidDate';
  if (item.message === 'Invalid email') return 'validation.invalidEmail';
  if (item.message.startsWith('Invalid enum value')) return 'validation.invalidEnum';
  if (item.message === 'Expected a number') return 'customers:edit.errors.number';
  if (item.message === 'Unknown custom field') return 'customers:edit.errors.unknownField';
  return undefined;
}

/**
 * Whether two values of a field mean the same: text trimmed, tags as a set, the credit limit as a
 * number (`15000` and `15.000,00` in Dutch are one limit), the country in any case.
 */
export function sameFieldValue(field: string, left: unknown, right: unknown, language: string): boolean {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());
  const a = text(left);
  const b = text(right);
  if (field === 'tags') {
    const one = parseTags(a);
    const other = new Set(parseTags(b));
    return one.length === other.size && one.every((tag) => other.has(tag));
  }
  if (field === 'creditLimit') {
    const one = a === '' ? null : parseUserAmount(a, language);
    const other = b === '' ? null : parseUserAmount(b, language);
    if (one !== null && other !== null) return new Big(one).eq(other);
    return a === b;
  }
  if (field === 'address.country') return a.toUpperCase() === b.toUpperCase();
  return a === b;
}
