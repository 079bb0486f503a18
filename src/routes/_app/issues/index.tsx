import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/issues/')({
  staticData: { permission: AREAS.issues.permission },
  component: IssuesListRoute,
});

function IssuesListRoute() {
  return <AreaListScreen area="issues" />;
}
