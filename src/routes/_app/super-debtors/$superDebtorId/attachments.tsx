import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { prefetchNotes, recordTabRoute } from '@/navigation/route-data';
// Deep imports: the panels and the super debtors' operations load with this tab.
import { RecordNotes } from '@/components/records/RecordNotes';
import { superDebtorNotes } from '@/components/records/super-debtor-notes';
import { useSuperDebtorRecord } from './route';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/attachments')({
  // The comments and attachments start loading with the tab; each panel shows its own state.
  ...recordTabRoute({ permission: tabPermission('superDebtors', 'attachments'), namespaces: ['records'], prefetch: prefetchNotes('super-debtors', 'superDebtorId') }),
  component: SuperDebtorsAttachmentsRoute,
});

function SuperDebtorsAttachmentsRoute() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return (
    <AreaRecordFrame area="superDebtors" id={superDebtorId} tab="attachments" search={Route.useSearch()} label={useSuperDebtorRecord().name}>
      <RecordNotes api={superDebtorNotes} administrationId={administrationId} ownerId={superDebtorId} />
    </AreaRecordFrame>
  );
}
