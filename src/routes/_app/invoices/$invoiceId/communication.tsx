import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/invoices/$invoiceId/communication')({
  ...guard(tabPermission('invoices', 'communication')),
  component: InvoicesCommunicationRoute,
});

function InvoicesCommunicationRoute() {
  const { invoiceId } = Route.useParams();
  return <AreaDetailScreen area="invoices" id={invoiceId} tab="communication" />;
}
