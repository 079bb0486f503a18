import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/issues/')({
  staticData: { permission: AREAS.issues.permission },
  component: IssuesListRoute,
});

function IssuesListRoute() {
  return <AreaListScreen area="issues" />;
}
