import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/debtors')({
  ...guard(tabPermission('superDebtors', 'debtors')),
  component: SuperDebtorsDebtorsRoute,
});

function SuperDebtorsDebtorsRoute() {
  const { superDebtorId } = Route.useParams();
  return <AreaDetailScreen area="superDebtors" id={superDebtorId} tab="debtors" search={Route.useSearch()} />;
}
