import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { IssueOverview } from '@/features/issues/components/IssueOverview';
import { useIssueRecord } from './route';

export const Route = createFileRoute('/_app/issues/$issueId/')({
  // The record itself is loaded by the record's route, for every tab.
  ...recordTabRoute({ permission: tabPermission('issues', 'overview'), namespaces: ['issues'] }),
  component: IssueOverviewRoute,
});

function IssueOverviewRoute() {
  const { issueId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useIssueRecord();
  return (
    <AreaRecordFrame area="issues" id={issueId} tab="overview" label={record.number}>
      <IssueOverview administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
