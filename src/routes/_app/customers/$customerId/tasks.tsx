import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/customers/$customerId/tasks')({
  staticData: { permission: tabPermission('customers', 'tasks') },
  component: CustomersTasksRoute,
});

function CustomersTasksRoute() {
  const { customerId } = Route.useParams();
  return <AreaDetailScreen area="customers" id={customerId} tab="tasks" search={Route.useSearch()} />;
}
