import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/reports')({
  staticData: { permission: AREAS.reports.permission },
  component: ReportsListRoute,
});

function ReportsListRoute() {
  return <AreaListScreen area="reports" />;
}
