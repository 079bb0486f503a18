import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/super-debtors/')({
  ...guard(AREAS.superDebtors.permission),
  component: SuperDebtorsListRoute,
});

function SuperDebtorsListRoute() {
  return <AreaListScreen area="superDebtors" />;
}
