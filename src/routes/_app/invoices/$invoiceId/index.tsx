import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/invoices/$invoiceId/')({
  ...guard(tabPermission('invoices', 'overview')),
  component: InvoicesOverviewRoute,
});

function InvoicesOverviewRoute() {
  const { invoiceId } = Route.useParams();
  return <AreaDetailScreen area="invoices" id={invoiceId} tab="overview" />;
}
