import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { getGetInvoiceSuspenseQueryOptions } from '@/api/generated/endpoints/invoices/invoices';
import { withAccess } from '@/api/route-access';
import { tabPermission } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
// Deep import: the overview loads with this route.
import { InvoiceOverview } from '@/features/invoices/components/InvoiceOverview';

export const Route = createFileRoute('/_app/invoices/$invoiceId/')({
  ...guard(tabPermission('invoices', 'overview')),
  loader: ({ context: { queryClient, access, administrationId }, params }) =>
    Promise.all([
      loadNamespaces('invoices', 'records'),
      withAccess(access, queryClient.ensureQueryData(getGetInvoiceSuspenseQueryOptions(administrationId, params.invoiceId))),
    ]),
  component: InvoicesOverviewRoute,
});

function InvoicesOverviewRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { data: invoice } = useSuspenseQuery(getGetInvoiceSuspenseQueryOptions(administrationId, invoiceId));
  return (
    <AreaDetailScreen area="invoices" id={invoiceId} label={invoice.number}>
      <InvoiceOverview administrationId={administrationId} invoice={invoice} />
    </AreaDetailScreen>
  );
}
