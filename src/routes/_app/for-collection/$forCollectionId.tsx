import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/for-collection/$forCollectionId')({
  ...guard(AREAS.forCollection.permission),
  component: ForCollectionDetailRoute,
});

function ForCollectionDetailRoute() {
  const { forCollectionId } = Route.useParams();
  return <AreaRecordFrame area="forCollection" id={forCollectionId} />;
}
