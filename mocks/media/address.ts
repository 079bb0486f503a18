import { postalAddressLine } from '#lib/postal-address';
import type { CustomerRecord } from '../db/receivables-schemas';

/**
 * The one line a letter, a message or a PDF prints for a customer's address: in the customer's
 * country's order, the country named (in `language`) only when it is not the administration's.
 * Null when the customer has no postal address.
 */
export function customerAddressLine(customer: Pick<CustomerRecord, 'address'>, language: string, administrationCountry: string | undefined): string | null {
  return postalAddressLine(customer.address, language, administrationCountry) || null;
}
