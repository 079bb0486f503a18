import { createFileRoute } from '@tanstack/react-router';
import { prefetchRecordNotes } from '@/api/read-query';
import { loadNamespaces } from '@/lib/i18n';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';
// Deep imports: the panels and the super debtors' operations load with this tab.
import { RecordNotes } from '@/components/records/RecordNotes';
import { superDebtorNotes } from '@/components/records/super-debtor-notes';
import { useSuperDebtorRecord } from './route';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/attachments')({
  ...guard(tabPermission('superDebtors', 'attachments')),
  // The lists start loading with the tab's code; each panel shows its own state.
  loader: ({ context: { queryClient, administrationId }, params: { superDebtorId } }) => {
    prefetchRecordNotes(queryClient, `/administrations/${administrationId}/super-debtors/${superDebtorId}`);
    return loadNamespaces('records');
  },
  component: SuperDebtorsAttachmentsRoute,
});

function SuperDebtorsAttachmentsRoute() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return (
    <AreaDetailScreen area="superDebtors" id={superDebtorId} tab="attachments" search={Route.useSearch()} label={useSuperDebtorRecord().name}>
      <RecordNotes api={superDebtorNotes} administrationId={administrationId} ownerId={superDebtorId} />
    </AreaDetailScreen>
  );
}
