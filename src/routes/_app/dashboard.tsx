import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { DashboardScreen } from '@/routes/-placeholders/DashboardScreen';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { permission: AREAS.dashboard.permission },
  component: DashboardScreen,
});
