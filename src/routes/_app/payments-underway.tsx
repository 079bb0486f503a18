import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/payments-underway')({
  staticData: { permission: AREAS.paymentsUnderway.permission },
  component: PaymentsUnderwayListRoute,
});

function PaymentsUnderwayListRoute() {
  return <AreaListScreen area="paymentsUnderway" />;
}
