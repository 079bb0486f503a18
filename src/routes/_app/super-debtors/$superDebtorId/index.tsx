import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
// Deep import: the overview loads with this route.
import { SuperDebtorOverview } from '@/features/super-debtors/components/SuperDebtorOverview';
import { useSuperDebtorRecord } from './route';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/')({
  ...guard(tabPermission('superDebtors', 'overview')),
  // The super debtor itself is loaded by the record's route, for every tab.
  loader: () => loadNamespaces('superDebtors'),
  component: SuperDebtorsOverviewRoute,
});

function SuperDebtorsOverviewRoute() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const superDebtor = useSuperDebtorRecord();
  return (
    <AreaDetailScreen area="superDebtors" id={superDebtorId} tab="overview" search={Route.useSearch()} label={superDebtor.name}>
      <SuperDebtorOverview administrationId={administrationId} superDebtor={superDebtor} />
    </AreaDetailScreen>
  );
}
