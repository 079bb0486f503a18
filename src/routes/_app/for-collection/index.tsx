import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/for-collection/')({
  ...guard(AREAS.forCollection.permission),
  component: ForCollectionListRoute,
});

function ForCollectionListRoute() {
  return <AreaListScreen area="forCollection" />;
}
