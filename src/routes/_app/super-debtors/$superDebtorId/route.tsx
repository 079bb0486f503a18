import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { debtorSearchSchema } from '@/navigation/search-params';
import { guard } from '@/navigation/route-guard';

/**
 * The record's tabs share the search params (what the page was opened for stays while switching
 * tabs) and the record: every tab is titled with the super debtor's name, and a super debtor that
 * does not exist is "not found" on every tab.
 */
export const Route = createFileRoute('/_app/super-debtors/$superDebtorId')({
  validateSearch: debtorSearchSchema,
  ...guard(AREAS.superDebtors.permission),
  loader: ({ context: { queryClient, access, administrationId }, params }) =>
    withAccess(
      access,
      queryClient.ensureQueryData(readQuery('/administrations/{administrationId}/super-debtors/{superDebtorId}', { administrationId, superDebtorId: params.superDebtorId })),
    ),
});

/** The super debtor of the open page (loaded by the route above). */
export function useSuperDebtorRecord() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return useSuspenseQuery(readQuery('/administrations/{administrationId}/super-debtors/{superDebtorId}', { administrationId, superDebtorId })).data;
}
