import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';

export const Route = createFileRoute('/_app/invoices/$invoiceId/communication')({
  staticData: { permission: tabPermission('invoices', 'communication') },
  component: InvoicesCommunicationRoute,
});

function InvoicesCommunicationRoute() {
  const { invoiceId } = Route.useParams();
  return <AreaDetailScreen area="invoices" id={invoiceId} tab="communication" />;
}
