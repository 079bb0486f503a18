import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/invoices/$invoiceId/attachments')({
  staticData: { permission: tabPermission('invoices', 'attachments') },
  component: InvoicesAttachmentsRoute,
});

function InvoicesAttachmentsRoute() {
  const { invoiceId } = Route.useParams();
  return <AreaDetailScreen area="invoices" id={invoiceId} tab="attachments" />;
}
