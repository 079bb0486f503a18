import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { ArrangementOverview } from '@/features/arrangements/components/ArrangementOverview';

/** One record; an unknown id (or another administration's) fails the loader with 404: the not-found page. */
export const Route = createFileRoute('/_app/arrangements/$arrangementId')({
  ...recordRoute({ permission: AREAS.arrangements.permission, read: '/administrations/{administrationId}/arrangements/{arrangementId}', namespaces: ['arrangements'] }),
  component: ArrangementRoute,
});

function ArrangementRoute() {
  const { arrangementId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useSuspenseQuery(readQuery('/administrations/{administrationId}/arrangements/{arrangementId}', { administrationId, arrangementId })).data;
  return (
    <AreaRecordFrame area="arrangements" id={arrangementId} label={record.reference}>
      <ArrangementOverview administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
