import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
import { guard } from '@/navigation/route-guard';
import { useInvoiceRecord } from './route';

export const Route = createFileRoute('/_app/invoices/$invoiceId/arrangements')({
  ...guard(tabPermission('invoices', 'arrangements')),
  component: InvoicesArrangementsRoute,
});

function InvoicesArrangementsRoute() {
  const { invoiceId } = Route.useParams();
  return <AreaDetailScreen area="invoices" id={invoiceId} tab="arrangements" label={useInvoiceRecord().number} />;
}
