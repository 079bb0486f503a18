import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/tasks/')({
  staticData: { permission: AREAS.tasks.permission },
  component: TasksListRoute,
});

function TasksListRoute() {
  return <AreaListScreen area="tasks" />;
}
