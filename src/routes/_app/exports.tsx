import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/exports')({
  ...guard(AREAS.exports.permission),
  component: ExportsListRoute,
});

function ExportsListRoute() {
  return <AreaListScreen area="exports" />;
}
