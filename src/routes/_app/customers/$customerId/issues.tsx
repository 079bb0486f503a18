import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/customers/$customerId/issues')({
  staticData: { permission: tabPermission('customers', 'issues') },
  component: CustomersIssuesRoute,
});

function CustomersIssuesRoute() {
  const { customerId } = Route.useParams();
  return <AreaDetailScreen area="customers" id={customerId} tab="issues" search={Route.useSearch()} />;
}
