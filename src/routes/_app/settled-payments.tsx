import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/settled-payments')({
  ...guard(AREAS.settledPayments.permission),
  component: SettledPaymentsListRoute,
});

function SettledPaymentsListRoute() {
  return <AreaListScreen area="settledPayments" />;
}
