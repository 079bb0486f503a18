import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/tasks/$taskId')({
  ...guard(AREAS.tasks.permission),
  component: TasksDetailRoute,
});

function TasksDetailRoute() {
  const { taskId } = Route.useParams();
  return <AreaRecordFrame area="tasks" id={taskId} />;
}
