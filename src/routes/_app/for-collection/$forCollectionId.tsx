import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/for-collection/$forCollectionId')({
  ...guard(AREAS.forCollection.permission),
  component: ForCollectionDetailRoute,
});

function ForCollectionDetailRoute() {
  const { forCollectionId } = Route.useParams();
  return <AreaDetailScreen area="forCollection" id={forCollectionId} />;
}
