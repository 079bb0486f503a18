import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/issues/')({
  ...guard(AREAS.issues.permission),
  component: IssuesListRoute,
});

function IssuesListRoute() {
  return <AreaListScreen area="issues" />;
}
