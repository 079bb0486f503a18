import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useIssueRecord } from './route';

/** The issue's tasks: tasks come with "The day's work"; until then the tab says so plainly. */
export const Route = createFileRoute('/_app/issues/$issueId/tasks')({
  ...recordTabRoute({ permission: tabPermission('issues', 'tasks'), namespaces: ['issues', 'invoices'] }),
  component: IssueTasksRoute,
});

function IssueTasksRoute() {
  const { issueId } = Route.useParams();
  const { t } = useTranslation('issues');
  const record = useIssueRecord();
  return (
    <AreaRecordFrame area="issues" id={issueId} tab="tasks" label={record.number}>
      <LaterAreaTab area="tasks" record={t('recordName', { number: record.number })} />
    </AreaRecordFrame>
  );
}
