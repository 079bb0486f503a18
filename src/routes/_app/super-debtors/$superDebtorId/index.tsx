import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { RecordTimelineSection } from '@/routes/-records/record-timeline';
// Deep import: the overview loads with this route.
import { SuperDebtorOverview } from '@/features/super-debtors/components/SuperDebtorOverview';
import { useSuperDebtorRecord } from './route';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/')({
  // The super debtor itself is loaded by the record's route, for every tab.
  ...recordTabRoute({ permission: tabPermission('superDebtors', 'overview'), namespaces: ['superDebtors', 'records'] }),
  component: SuperDebtorsOverviewRoute,
});

function SuperDebtorsOverviewRoute() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const superDebtor = useSuperDebtorRecord();
  return (
    <AreaRecordFrame area="superDebtors" id={superDebtorId} tab="overview" search={Route.useSearch()} label={superDebtor.name}>
      <div className="flex flex-col gap-10">
        <SuperDebtorOverview administrationId={administrationId} superDebtor={superDebtor} />
        <RecordTimelineSection administrationId={administrationId} record={{ kind: 'superDebtor', id: superDebtorId }} />
      </div>
    </AreaRecordFrame>
  );
}
