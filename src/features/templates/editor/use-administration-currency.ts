import { useListAdministrations } from '@/api/generated/endpoints/administrations/administrations';

/**
 * The administration's currency, which a template's preview writes its amounts in (as the message
 * is sent). The shell holds the administrations before any page shows; the euro only stands in
 * while they are not there.
 */
export function useAdministrationCurrency(administrationId: string): string {
  return useListAdministrations().data?.items.find((administration) => administration.id === administrationId)?.currency ?? 'EUR';
}
