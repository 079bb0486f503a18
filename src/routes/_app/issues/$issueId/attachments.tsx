import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { prefetchNotes, recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep imports: the panels and the issues' operations load with this tab.
import { issueNotes } from '@/components/records/issue-notes';
import { RecordNotes } from '@/components/records/RecordNotes';
import { useIssueRecord } from './route';

/** The issue's comments and attachments (the records kit), each panel with its own state. */
export const Route = createFileRoute('/_app/issues/$issueId/attachments')({
  ...recordTabRoute({ permission: tabPermission('issues', 'attachments'), namespaces: ['records'], prefetch: prefetchNotes('issues', 'issueId') }),
  component: IssueAttachmentsRoute,
});

function IssueAttachmentsRoute() {
  const { issueId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return (
    <AreaRecordFrame area="issues" id={issueId} tab="attachments" label={useIssueRecord().number}>
      <RecordNotes api={issueNotes} administrationId={administrationId} ownerId={issueId} />
    </AreaRecordFrame>
  );
}
