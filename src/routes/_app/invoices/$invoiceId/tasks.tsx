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
import { useInvoiceRecord } from './route';

/** The tasks of this record: the tasks list of the kit with a fixed scope, its view in the URL, and "New task". */
export const Route = createFileRoute('/_app/invoices/$invoiceId/tasks')({
  ...listRoute({
    permission: tabPermission('invoices', 'tasks'),
    namespaces: ['tasks', 'list'],
    list: tasksListConfig,
    read: '/administrations/{administrationId}/tasks',
    scope: { 'invoice': 'invoiceId' },
  }),
  component: InvoiceTasksRoute,
});

function InvoiceTasksRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('tasks');
  const record = useInvoiceRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { action } = search;
  const onSearchChange = useCallback(
    // What the page was opened for (action) stays; the list's keys are replaced.
    (next: TasksSearch) => void navigate({ search: { action, ...tasksList.compact(next) }, replace: true }),
    [navigate, action],
  );
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} tab="tasks" search={{ action }} label={record.number}>
      <TasksTab
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'invoice': invoiceId }}
        about={{ customerId: record.customer.id, invoiceId }}
        label={t('scoped.invoice', { number: record.number })}
        exportName={`tasks-${record.number}`}
      />
    </AreaRecordFrame>
  );
}
