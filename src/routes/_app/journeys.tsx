import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/journeys')({
  ...guard(AREAS.journeys.permission),
  component: JourneysListRoute,
});

function JourneysListRoute() {
  return <AreaListScreen area="journeys" />;
}
