import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { __Record__Overview } from '@/features/__kebab__/components/__Record__Overview';

/** One record; an unknown id (or another administration's) fails the loader with 404: the not-found page. */
export const Route = createFileRoute('/_app__areaPath__/$__param__')({
  ...recordRoute({ permission: AREAS.__areaId__.permission, read: '/administrations/{administrationId}/__kebab__/{__param__}', namespaces: ['__kebab__'] }),
  component: __Record__Route,
});

function __Record__Route() {
  const { __param__ } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useSuspenseQuery(readQuery('/administrations/{administrationId}/__kebab__/{__param__}', { administrationId, __param__ })).data;
  return (
    <AreaRecordFrame area="__areaId__" id={__param__} label={record.name}>
      <__Record__Overview administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
