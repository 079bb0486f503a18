import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/for-collection/')({
  staticData: { permission: AREAS.forCollection.permission },
  component: ForCollectionListRoute,
});

function ForCollectionListRoute() {
  return <AreaListScreen area="forCollection" />;
}
