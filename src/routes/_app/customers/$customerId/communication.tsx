import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/customers/$customerId/communication')({
  staticData: { permission: tabPermission('customers', 'communication') },
  component: CustomersCommunicationRoute,
});

function CustomersCommunicationRoute() {
  const { customerId } = Route.useParams();
  return <AreaDetailScreen area="customers" id={customerId} tab="communication" search={Route.useSearch()} />;
}
