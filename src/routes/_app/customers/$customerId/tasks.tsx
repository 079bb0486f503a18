import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useCustomerRecord } from './route';

export const Route = createFileRoute('/_app/customers/$customerId/tasks')({
  ...recordTabRoute({ permission: tabPermission('customers', 'tasks'), namespaces: ['invoices'] }),
  component: CustomersTasksRoute,
});

function CustomersTasksRoute() {
  const { customerId } = Route.useParams();
  const record = useCustomerRecord();
  return (
    <AreaDetailScreen area="customers" id={customerId} tab="tasks" search={Route.useSearch()} label={record.name}>
      <LaterAreaTab area="tasks" record={record.name} />
    </AreaDetailScreen>
  );
}
