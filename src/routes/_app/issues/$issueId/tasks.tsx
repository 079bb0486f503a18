import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep imports: the route definition stays small; the list and the kit load with the route.
import { TasksTab } from '@/features/tasks/components/TasksTab';
import { tasksList, type TasksSearch } from '@/features/tasks/components/TasksList';
import { tasksListConfig } from '@/features/tasks/model/tasks-list';
import { useIssueRecord } from './route';

/** The tasks of this record: the tasks list of the kit with a fixed scope, its view in the URL, and "New task". */
export const Route = createFileRoute('/_app/issues/$issueId/tasks')({
  ...listRoute({
    permission: tabPermission('issues', 'tasks'),
    namespaces: ['tasks', 'list'],
    list: tasksListConfig,
    read: '/administrations/{administrationId}/tasks',
    scope: { 'issue': 'issueId' },
  }),
  component: IssueTasksRoute,
});

function IssueTasksRoute() {
  const { issueId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('tasks');
  const record = useIssueRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: TasksSearch) => void navigate({ search: tasksList.compact(next), replace: true }), [navigate]);
  return (
    <AreaRecordFrame area="issues" id={issueId} tab="tasks" label={record.number}>
      <TasksTab
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'issue': issueId }}
        about={{ customerId: record.customer.id, issueId }}
        label={t('scoped.issue', { number: record.number })}
        exportName={`tasks-${record.number}`}
      />
    </AreaRecordFrame>
  );
}
