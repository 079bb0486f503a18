import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { DashboardScreen } from '@/features/dashboard/components/DashboardScreen';
import { recordTabRoute } from '@/navigation/route-data';

export const Route = createFileRoute('/_app/dashboard')({
  // Nothing to wait for but the words: each card reads its own figures and shows its own state.
  ...recordTabRoute({ permission: AREAS.dashboard.permission, namespaces: ['dashboard'] }),
  component: DashboardScreen,
});
