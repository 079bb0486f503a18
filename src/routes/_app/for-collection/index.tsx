import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/for-collection/')({
  staticData: { permission: AREAS.forCollection.permission },
  component: ForCollectionListRoute,
});

function ForCollectionListRoute() {
  return <AreaListScreen area="forCollection" />;
}
