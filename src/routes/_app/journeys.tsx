import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/journeys')({
  staticData: { permission: AREAS.journeys.permission },
  component: JourneysListRoute,
});

function JourneysListRoute() {
  return <AreaListScreen area="journeys" />;
}
