import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { TasksListPage, tasksList, type TasksSearch } from '@/features/tasks/components/TasksListPage';
import { tasksListConfig } from '@/features/tasks/model/tasks-list';

export const Route = createFileRoute('/_app/tasks/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: AREAS.tasks.permission, namespaces: ['tasks', 'list'], list: tasksListConfig, read: '/administrations/{administrationId}/tasks' }),
  component: TasksRoute,
});

function TasksRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: TasksSearch) => void navigate({ search: tasksList.compact(next), replace: true }),
    [navigate],
  );
  return <TasksListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
