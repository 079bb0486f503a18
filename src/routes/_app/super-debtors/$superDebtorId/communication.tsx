import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/communication')({
  staticData: { permission: tabPermission('superDebtors', 'communication') },
  component: SuperDebtorsCommunicationRoute,
});

function SuperDebtorsCommunicationRoute() {
  const { superDebtorId } = Route.useParams();
  return <AreaDetailScreen area="superDebtors" id={superDebtorId} tab="communication" search={Route.useSearch()} />;
}
