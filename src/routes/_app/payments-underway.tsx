import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/payments-underway')({
  staticData: { permission: AREAS.paymentsUnderway.permission },
  component: PaymentsUnderwayListRoute,
});

function PaymentsUnderwayListRoute() {
  return <AreaListScreen area="paymentsUnderway" />;
}
