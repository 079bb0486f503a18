import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/payments-underway')({
  ...guard(AREAS.paymentsUnderway.permission),
  component: PaymentsUnderwayListRoute,
});

function PaymentsUnderwayListRoute() {
  return <AreaListScreen area="paymentsUnderway" />;
}
