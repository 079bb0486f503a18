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
import { useSuperDebtorRecord } from './route';

/** The tasks of this record: the tasks list of the kit with a fixed scope, its view in the URL, and "New task". */
export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/tasks')({
  ...listRoute({
    permission: tabPermission('superDebtors', 'tasks'),
    namespaces: ['tasks', 'list'],
    list: tasksListConfig,
    read: '/administrations/{administrationId}/tasks',
    scope: { 'super-debtor': 'superDebtorId' },
  }),
  component: SuperDebtorTasksRoute,
});

function SuperDebtorTasksRoute() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('tasks');
  const record = useSuperDebtorRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { action, callId } = search;
  const onSearchChange = useCallback(
    // What the page was opened for (action, callId) stays; the list's keys are replaced.
    (next: TasksSearch) => void navigate({ search: { action, callId, ...tasksList.compact(next) }, replace: true }),
    [navigate, action, callId],
  );
  return (
    <AreaRecordFrame area="superDebtors" id={superDebtorId} tab="tasks" search={{ action, callId }} label={record.name}>
      <TasksTab
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'super-debtor': superDebtorId }}
        about={{ superDebtorId }}
        label={t('scoped.superDebtor', { name: record.name })}
        exportName={`tasks-${record.number}`}
      />
    </AreaRecordFrame>
  );
}
