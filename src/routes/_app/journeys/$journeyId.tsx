import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { JourneyOverview } from '@/features/journeys/components/JourneyOverview';

/** One record; an unknown id (or another administration's) fails the loader with 404: the not-found page. */
export const Route = createFileRoute('/_app/journeys/$journeyId')({
  ...recordRoute({ permission: AREAS.journeys.permission, read: '/administrations/{administrationId}/journeys/{journeyId}', namespaces: ['journeys'] }),
  component: JourneyRoute,
});

function JourneyRoute() {
  const { journeyId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useSuspenseQuery(readQuery('/administrations/{administrationId}/journeys/{journeyId}', { administrationId, journeyId })).data;
  return (
    <AreaRecordFrame area="journeys" id={journeyId} label={record.name}>
      <JourneyOverview administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
