import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/reports')({
  staticData: { permission: AREAS.reports.permission },
  component: ReportsListRoute,
});

function ReportsListRoute() {
  return <AreaListScreen area="reports" />;
}
