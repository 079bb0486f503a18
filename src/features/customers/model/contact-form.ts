/**
 * A customer's contacts: the form of one contact and the server's rule of the primary flag, so
 * the screen offers only what the server accepts (openapi/tags/customers.yaml):
 * - a customer with contacts has exactly one primary contact; the first one is primary whatever
 *   is asked, and marking another one primary moves the flag there;
 * - the primary flag cannot be cleared on the primary contact (mark another one instead);
 * - the primary contact can be deleted only when it is the last one.
 */
import { z } from 'zod';
import type { Contact, ContactReceives, ContactWrite } from '@/api/generated/model';
import {
  createCustomerContactBodyEmailMax,
  createCustomerContactBodyFunctionMax,
  createCustomerContactBodyNameMax,
  createCustomerContactBodyPhoneMax,
} from '@/api/generated/zod/customers/customers.zod';
import type { FormValues } from '@/components/form/use-form';

export const CONTACT_RECEIVES = ['invoices', 'reminders', 'statements'] as const satisfies readonly ContactReceives[];

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const contactFormSchema = z.object({
  name: z.string().trim().min(1).max(createCustomerContactBodyNameMax),
  function: optionalText(createCustomerContactBodyFunctionMax),
  email: z.string().trim().pipe(z.email().max(createCustomerContactBodyEmailMax)).optional(),
  phone: optionalText(createCustomerContactBodyPhoneMax),
  primary: z.boolean().optional(),
  'receives.invoices': z.boolean().optional(),
  'receives.reminders': z.boolean().optional(),
  'receives.statements': z.boolean().optional(),
});

/** What the inputs hold (the form kit's view of the schema). */
export type ContactFormValues = FormValues<typeof contactFormSchema>;

export type ContactFormOutput = z.output<typeof contactFormSchema>;

/**
 * The inputs for a contact (null: a new one). A customer's first contact is primary whatever is
 * asked, so the form says so from the start.
 */
export function contactFormValuesOf(contact: Contact | null, isFirst: boolean): ContactFormValues {
  return {
    name: contact?.name ?? '',
    function: contact?.function ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    primary: contact ? contact.primary : isFirst,
    'receives.invoices': contact ? contact.receives.includes('invoices') : true,
    'receives.reminders': contact ? contact.receives.includes('reminders') : true,
    'receives.statements': contact ? contact.receives.includes('statements') : false,
  };
}

export function toContactWrite(output: ContactFormOutput): ContactWrite {
  return {
    name: output.name,
    function: output.function ?? null,
    email: output.email ?? null,
    phone: output.phone ?? null,
    primary: output.primary === true,
    receives: CONTACT_RECEIVES.filter((kind) => output[`receives.${kind}`] === true),
  };
}

/** The body that changes nothing of a contact but its primary flag (set). */
export function makePrimaryWrite(contact: Contact): ContactWrite {
  return { name: contact.name, function: contact.function, email: contact.email, phone: contact.phone, primary: true, receives: [...contact.receives] };
}

/**
 * Whether the primary box can be changed in the form: not for a customer's first contact (it is
 * primary anyway) and not on the primary contact (the flag moves by marking another one).
 */
export function primaryLocked(contact: Contact | null, contactCount: number): boolean {
  return contact ? contact.primary : contactCount === 0;
}

/** The primary contact can be deleted only when it is the last one. */
export function canDeleteContact(contact: Contact, contactCount: number): boolean {
  return !contact.primary || contactCount === 1;
}
