import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaDetailScreen } from '@/features/shell/screens/AreaDetailScreen';

export const Route = createFileRoute('/_app/tasks/$taskId')({
  staticData: { permission: AREAS.tasks.permission },
  component: TasksDetailRoute,
});

function TasksDetailRoute() {
  const { taskId } = Route.useParams();
  return <AreaDetailScreen area="tasks" id={taskId} />;
}
