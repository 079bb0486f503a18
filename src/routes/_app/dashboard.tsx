import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { DashboardScreen } from '@/features/shell/screens/DashboardScreen';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { permission: AREAS.dashboard.permission },
  component: DashboardScreen,
});
