import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/shell/DashboardPage';

export const Route = createFileRoute('/_app/dashboard')({
  component: DashboardPage,
});
