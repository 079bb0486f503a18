import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/features/shell/areas';
import { AreaDetailScreen } from '@/features/shell/screens/AreaDetailScreen';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/')({
  staticData: { permission: tabPermission('superDebtors', 'overview') },
  component: SuperDebtorsOverviewRoute,
});

function SuperDebtorsOverviewRoute() {
  const { superDebtorId } = Route.useParams();
  return <AreaDetailScreen area="superDebtors" id={superDebtorId} tab="overview" search={Route.useSearch()} />;
}
