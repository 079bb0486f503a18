import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
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
    <AreaRecordFrame area="customers" id={customerId} tab="tasks" search={Route.useSearch()} label={record.name}>
      <LaterAreaTab area="tasks" record={record.name} />
    </AreaRecordFrame>
  );
}
