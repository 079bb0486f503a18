import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { DashboardScreen } from '@/features/dashboard/components/DashboardScreen';
import { recordTabRoute } from '@/navigation/route-data';

export const Route = createFileRoute('/_app/dashboard')({
  // The page waits for nothing but the words; its figures are asked for as it is entered (with
  // the code that asks, not in the first load), and each card shows its own state.
  ...recordTabRoute({
    permission: AREAS.dashboard.permission,
    namespaces: ['dashboard'],
    prefetch: ({ context }) => void import('@/features/dashboard/api/prefetch-dashboard').then(({ prefetchDashboard }) => prefetchDashboard(context)),
  }),
  component: DashboardScreen,
});
