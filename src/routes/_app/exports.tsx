import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/exports')({
  staticData: { permission: AREAS.exports.permission },
  component: ExportsListRoute,
});

function ExportsListRoute() {
  return <AreaListScreen area="exports" />;
}
