import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { RecordTimelineSection } from '@/routes/-records/record-timeline';
// Deep import: the overview loads with this route.
import { InvoiceOverview } from '@/features/invoices/components/InvoiceOverview';
import { InvoiceJourneyForecast } from '@/features/journeys/components/InvoiceJourneyForecast';
import { useInvoiceRecord } from './route';

export const Route = createFileRoute('/_app/invoices/$invoiceId/')({
  // The invoice itself is loaded by the record's route, for every tab.
  ...recordTabRoute({ permission: tabPermission('invoices', 'overview'), namespaces: ['invoices', 'records', 'journeys'] }),
  component: InvoicesOverviewRoute,
});

function InvoicesOverviewRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const invoice = useInvoiceRecord();
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} search={Route.useSearch()} label={invoice.number}>
      <div className="flex flex-col gap-10">
        <InvoiceOverview administrationId={administrationId} invoice={invoice} />
        <InvoiceJourneyForecast administrationId={administrationId} invoiceId={invoiceId} />
        <RecordTimelineSection administrationId={administrationId} record={{ kind: 'invoice', id: invoiceId }} />
      </div>
    </AreaRecordFrame>
  );
}
