import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useCustomerRecord } from './route';

export const Route = createFileRoute('/_app/customers/$customerId/communication')({
  ...guard(tabPermission('customers', 'communication')),
  loader: () => loadNamespaces('invoices'),
  component: CustomersCommunicationRoute,
});

function CustomersCommunicationRoute() {
  const { customerId } = Route.useParams();
  const record = useCustomerRecord();
  return (
    <AreaDetailScreen area="customers" id={customerId} tab="communication" search={Route.useSearch()} label={record.name}>
      <LaterAreaTab area="communication" record={record.name} />
    </AreaDetailScreen>
  );
}
