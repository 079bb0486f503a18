import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/tasks/$taskId')({
  ...guard(AREAS.tasks.permission),
  component: TasksDetailRoute,
});

function TasksDetailRoute() {
  const { taskId } = Route.useParams();
  return <AreaDetailScreen area="tasks" id={taskId} />;
}
