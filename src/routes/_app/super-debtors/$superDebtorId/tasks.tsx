import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useSuperDebtorRecord } from './route';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/tasks')({
  ...recordTabRoute({ permission: tabPermission('superDebtors', 'tasks'), namespaces: ['invoices'] }),
  component: SuperDebtorsTasksRoute,
});

function SuperDebtorsTasksRoute() {
  const { superDebtorId } = Route.useParams();
  const record = useSuperDebtorRecord();
  return (
    <AreaRecordFrame area="superDebtors" id={superDebtorId} tab="tasks" search={Route.useSearch()} label={record.name}>
      <LaterAreaTab area="tasks" record={record.name} />
    </AreaRecordFrame>
  );
}
