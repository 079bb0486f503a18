import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/tasks/')({
  ...guard(AREAS.tasks.permission),
  component: TasksListRoute,
});

function TasksListRoute() {
  return <AreaListScreen area="tasks" />;
}
