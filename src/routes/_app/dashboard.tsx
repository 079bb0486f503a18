import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { DashboardScreen } from '@/routes/-placeholders/DashboardScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/dashboard')({
  ...guard(AREAS.dashboard.permission),
  component: DashboardScreen,
});
