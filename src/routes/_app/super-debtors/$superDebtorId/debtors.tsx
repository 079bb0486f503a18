import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { tabPermission } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { membersList, type MembersSearch, SuperDebtorMembers } from '@/features/super-debtors/components/SuperDebtorMembers';
import { membersListConfig } from '@/features/super-debtors/model/members-list';
import { useSuperDebtorRecord } from './route';

/** The group's member customers (SPEC §2 sub-route "debtors"), a list of the kit with its state in the URL. */
export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/debtors')({
  ...listRoute({
    permission: tabPermission('superDebtors', 'debtors'),
    namespaces: ['superDebtors', 'list'],
    list: membersListConfig,
    read: '/administrations/{administrationId}/super-debtors/{superDebtorId}/members',
  }),
  component: SuperDebtorsDebtorsRoute,
});

function SuperDebtorsDebtorsRoute() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const superDebtor = useSuperDebtorRecord();
  const { action, callId } = search;
  const onSearchChange = useCallback(
    // What the page was opened for (action, callId) stays; the list's keys are replaced.
    (next: MembersSearch) => void navigate({ search: { action, callId, ...membersList.compact(next) }, replace: true }),
    [navigate, action, callId],
  );
  return (
    <AreaRecordFrame area="superDebtors" id={superDebtorId} tab="debtors" search={{ action, callId }} label={superDebtor.name}>
      <SuperDebtorMembers administrationId={administrationId} superDebtor={superDebtor} search={search} onSearchChange={onSearchChange} />
    </AreaRecordFrame>
  );
}
