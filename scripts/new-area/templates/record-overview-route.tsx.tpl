import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { __Record__Overview } from '@/features/__kebab__/components/__Record__Overview';
import { use__Record__Record } from './route';

export const Route = createFileRoute('/_app__areaPath__/$__param__/')({
  // The record itself is loaded by the record's route, for every tab.
  ...recordTabRoute({ permission: tabPermission('__areaId__', 'overview'), namespaces: ['__kebab__'] }),
  component: __Record__OverviewRoute,
});

function __Record__OverviewRoute() {
  const { __param__ } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = use__Record__Record();
  return (
    <AreaRecordFrame area="__areaId__" id={__param__} tab="overview" label={record.name}>
      <__Record__Overview administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
