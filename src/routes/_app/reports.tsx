import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/reports')({
  ...guard(AREAS.reports.permission),
  component: ReportsListRoute,
});

function ReportsListRoute() {
  return <AreaListScreen area="reports" />;
}
