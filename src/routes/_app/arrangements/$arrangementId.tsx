import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/arrangements/$arrangementId')({
  ...guard(AREAS.arrangements.permission),
  component: ArrangementsDetailRoute,
});

function ArrangementsDetailRoute() {
  const { arrangementId } = Route.useParams();
  return <AreaRecordFrame area="arrangements" id={arrangementId} />;
}
