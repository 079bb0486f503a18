import { getCustomer, getGetCustomerQueryKey } from '@/api/generated/endpoints/customers/customers';

/** Where a versioned save of a customer finds the server's version after a 412, and the query the page reads it from. */
export function customerVersion(administrationId: string, customerId: string) {
  return {
    administrationId,
    refetch: () => getCustomer(administrationId, customerId),
    queryKey: getGetCustomerQueryKey(administrationId, customerId),
  };
}
