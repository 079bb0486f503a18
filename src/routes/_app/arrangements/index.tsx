import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/arrangements/')({
  ...guard(AREAS.arrangements.permission),
  component: ArrangementsListRoute,
});

function ArrangementsListRoute() {
  return <AreaListScreen area="arrangements" />;
}
