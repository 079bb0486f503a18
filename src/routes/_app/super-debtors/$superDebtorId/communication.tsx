import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/communication')({
  ...guard(tabPermission('superDebtors', 'communication')),
  component: SuperDebtorsCommunicationRoute,
});

function SuperDebtorsCommunicationRoute() {
  const { superDebtorId } = Route.useParams();
  return <AreaDetailScreen area="superDebtors" id={superDebtorId} tab="communication" search={Route.useSearch()} />;
}
