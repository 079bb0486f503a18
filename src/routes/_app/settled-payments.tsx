import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/settled-payments')({
  staticData: { permission: AREAS.settledPayments.permission },
  component: SettledPaymentsListRoute,
});

function SettledPaymentsListRoute() {
  return <AreaListScreen area="settledPayments" />;
}
