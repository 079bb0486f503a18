import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/communication/calls')({
  ...guard(AREAS.calls.permission),
  component: CallsListRoute,
});

function CallsListRoute() {
  return <AreaListScreen area="calls" />;
}
