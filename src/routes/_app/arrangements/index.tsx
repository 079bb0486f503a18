import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/arrangements/')({
  staticData: { permission: AREAS.arrangements.permission },
  component: ArrangementsListRoute,
});

function ArrangementsListRoute() {
  return <AreaListScreen area="arrangements" />;
}
