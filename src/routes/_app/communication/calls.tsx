import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/communication/calls')({
  staticData: { permission: AREAS.calls.permission },
  component: CallsListRoute,
});

function CallsListRoute() {
  return <AreaListScreen area="calls" />;
}
