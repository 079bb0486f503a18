import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useSuperDebtorRecord } from './route';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/communication')({
  ...guard(tabPermission('superDebtors', 'communication')),
  loader: () => loadNamespaces('invoices'),
  component: SuperDebtorsCommunicationRoute,
});

function SuperDebtorsCommunicationRoute() {
  const { superDebtorId } = Route.useParams();
  const record = useSuperDebtorRecord();
  return (
    <AreaDetailScreen area="superDebtors" id={superDebtorId} tab="communication" search={Route.useSearch()} label={record.name}>
      <LaterAreaTab area="communication" record={record.name} />
    </AreaDetailScreen>
  );
}
