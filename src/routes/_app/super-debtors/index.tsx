import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/super-debtors/')({
  staticData: { permission: AREAS.superDebtors.permission },
  component: SuperDebtorsListRoute,
});

function SuperDebtorsListRoute() {
  return <AreaListScreen area="superDebtors" />;
}
