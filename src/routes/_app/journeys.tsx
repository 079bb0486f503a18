import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/journeys')({
  staticData: { permission: AREAS.journeys.permission },
  component: JourneysListRoute,
});

function JourneysListRoute() {
  return <AreaListScreen area="journeys" />;
}
