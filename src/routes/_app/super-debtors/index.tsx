import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/super-debtors/')({
  staticData: { permission: AREAS.superDebtors.permission },
  component: SuperDebtorsListRoute,
});

function SuperDebtorsListRoute() {
  return <AreaListScreen area="superDebtors" />;
}
