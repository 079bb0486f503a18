import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { debtorSearchSchema } from '@/navigation/search-params';
import { recordRoute } from '@/navigation/route-data';
import { RecordActionPanels } from '@/routes/-records/RecordActionPanels';

/**
 * The record's tabs share the search params (what the page was opened for stays while switching
 * tabs) and the record: every tab is titled with the super debtor's name, and a super debtor that
 * does not exist is "not found" on every tab.
 */
export const Route = createFileRoute('/_app/super-debtors/$superDebtorId')({
  validateSearch: debtorSearchSchema,
  ...recordRoute({ permission: AREAS.superDebtors.permission, read: '/administrations/{administrationId}/super-debtors/{superDebtorId}', namespaces: ['records'] }),
  component: SuperDebtorRecord,
});

/** Every tab of the super debtor, with the action panel beside them (it stays while the user moves between tabs). */
function SuperDebtorRecord() {
  const { superDebtorId } = Route.useParams();
  const { action } = Route.useSearch();
  return (
    <RecordActionPanels area="superDebtors" ownerId={superDebtorId} scope={{ superDebtorId }} action={action}>
      <Outlet />
    </RecordActionPanels>
  );
}

/** The super debtor of the open page (loaded by the route above). */
export function useSuperDebtorRecord() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return useSuspenseQuery(readQuery('/administrations/{administrationId}/super-debtors/{superDebtorId}', { administrationId, superDebtorId })).data;
}
