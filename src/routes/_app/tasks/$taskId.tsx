import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { TaskOverview } from '@/features/tasks/components/TaskOverview';

/** One record; an unknown id (or another administration's) fails the loader with 404: the not-found page. */
export const Route = createFileRoute('/_app/tasks/$taskId')({
  ...recordRoute({ permission: AREAS.tasks.permission, read: '/administrations/{administrationId}/tasks/{taskId}', namespaces: ['tasks'] }),
  component: TaskRoute,
});

function TaskRoute() {
  const { taskId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useSuspenseQuery(readQuery('/administrations/{administrationId}/tasks/{taskId}', { administrationId, taskId })).data;
  return (
    <AreaRecordFrame area="tasks" id={taskId} label={record.title}>
      <TaskOverview administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
