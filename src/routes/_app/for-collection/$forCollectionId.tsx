import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaDetailScreen } from '@/features/shell/screens/AreaDetailScreen';

export const Route = createFileRoute('/_app/for-collection/$forCollectionId')({
  staticData: { permission: AREAS.forCollection.permission },
  component: ForCollectionDetailRoute,
});

function ForCollectionDetailRoute() {
  const { forCollectionId } = Route.useParams();
  return <AreaDetailScreen area="forCollection" id={forCollectionId} />;
}
