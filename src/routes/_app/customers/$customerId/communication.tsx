import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { RecordCommunicationTab } from '@/routes/-records/record-communication';
import { recordCommunicationSearch, type RecordCommunicationSearch } from '@/features/communication/model/lists';
import { useCustomerRecord } from './route';

/** The customer's e-mails, letters and calls: the communication area's lists, fixed to this customer. */
export const Route = createFileRoute('/_app/customers/$customerId/communication')({
  validateSearch: recordCommunicationSearch('customer-id'),
  ...recordTabRoute({ permission: tabPermission('customers', 'communication'), namespaces: ['communication', 'list'] }),
  component: CustomersCommunicationRoute,
});

function CustomersCommunicationRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const customer = useCustomerRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { action, callId } = search;
  // What the page was opened for (the action) stays; the tab's keys are replaced.
  const onSearchChange = useCallback((next: RecordCommunicationSearch) => void navigate({ search: { action, ...next }, replace: true }), [navigate, action]);
  return (
    <AreaRecordFrame area="customers" id={customerId} tab="communication" search={{ action, callId }} label={customer.name}>
      <RecordCommunicationTab
        administrationId={administrationId}
        record={{ kind: 'customer', id: customerId, name: customer.name }}
        search={search}
        onSearchChange={onSearchChange}
        writeTo={{ customerId }}
      />
    </AreaRecordFrame>
  );
}
