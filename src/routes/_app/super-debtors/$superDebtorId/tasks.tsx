import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useSuperDebtorRecord } from './route';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/tasks')({
  ...guard(tabPermission('superDebtors', 'tasks')),
  loader: () => loadNamespaces('invoices'),
  component: SuperDebtorsTasksRoute,
});

function SuperDebtorsTasksRoute() {
  const { superDebtorId } = Route.useParams();
  const record = useSuperDebtorRecord();
  return (
    <AreaDetailScreen area="superDebtors" id={superDebtorId} tab="tasks" search={Route.useSearch()} label={record.name}>
      <LaterAreaTab area="tasks" record={record.name} />
    </AreaDetailScreen>
  );
}
