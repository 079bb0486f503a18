import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { CollectionCaseOverview } from '@/features/for-collection/components/CollectionCaseOverview';

/** One record; an unknown id (or another administration's) fails the loader with 404: the not-found page. */
export const Route = createFileRoute('/_app/for-collection/$forCollectionId')({
  ...recordRoute({ permission: AREAS.forCollection.permission, read: '/administrations/{administrationId}/for-collection/{forCollectionId}', namespaces: ['for-collection'] }),
  component: CollectionCaseRoute,
});

function CollectionCaseRoute() {
  const { forCollectionId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useSuspenseQuery(readQuery('/administrations/{administrationId}/for-collection/{forCollectionId}', { administrationId, forCollectionId })).data;
  return (
    <AreaRecordFrame area="forCollection" id={forCollectionId} label={`${record.reference} (${record.customer.name})`}>
      <CollectionCaseOverview administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
