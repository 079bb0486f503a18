import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/exports')({
  staticData: { permission: AREAS.exports.permission },
  component: ExportsListRoute,
});

function ExportsListRoute() {
  return <AreaListScreen area="exports" />;
}
