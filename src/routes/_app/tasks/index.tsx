import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/tasks/')({
  staticData: { permission: AREAS.tasks.permission },
  component: TasksListRoute,
});

function TasksListRoute() {
  return <AreaListScreen area="tasks" />;
}
