import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/settled-payments')({
  staticData: { permission: AREAS.settledPayments.permission },
  component: SettledPaymentsListRoute,
});

function SettledPaymentsListRoute() {
  return <AreaListScreen area="settledPayments" />;
}
