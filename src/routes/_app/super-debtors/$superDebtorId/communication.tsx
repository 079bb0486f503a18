import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { RecordCommunicationTab } from '@/routes/-records/record-communication';
import { recordCommunicationSearch, type RecordCommunicationSearch } from '@/features/communication/model/lists';
import { useSuperDebtorRecord } from './route';

/** The e-mails, letters and calls of the group's member customers: the communication area's lists, fixed to the group. */
export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/communication')({
  validateSearch: recordCommunicationSearch('super-debtor-id'),
  ...recordTabRoute({ permission: tabPermission('superDebtors', 'communication'), namespaces: ['communication', 'list'] }),
  component: SuperDebtorsCommunicationRoute,
});

function SuperDebtorsCommunicationRoute() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const superDebtor = useSuperDebtorRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { action, callId } = search;
  // What the page was opened for (the action) stays; the tab's keys are replaced.
  const onSearchChange = useCallback((next: RecordCommunicationSearch) => void navigate({ search: { action, ...next }, replace: true }), [navigate, action]);
  return (
    <AreaRecordFrame area="superDebtors" id={superDebtorId} tab="communication" search={{ action, callId }} label={superDebtor.name}>
      <RecordCommunicationTab
        administrationId={administrationId}
        record={{ kind: 'superDebtor', id: superDebtorId, name: superDebtor.name }}
        search={search}
        onSearchChange={onSearchChange}
      />
    </AreaRecordFrame>
  );
}
