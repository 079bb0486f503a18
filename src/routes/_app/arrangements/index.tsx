import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/arrangements/')({
  staticData: { permission: AREAS.arrangements.permission },
  component: ArrangementsListRoute,
});

function ArrangementsListRoute() {
  return <AreaListScreen area="arrangements" />;
}
