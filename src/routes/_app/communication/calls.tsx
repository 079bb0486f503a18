import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/communication/calls')({
  staticData: { permission: AREAS.calls.permission },
  component: CallsListRoute,
});

function CallsListRoute() {
  return <AreaListScreen area="calls" />;
}
