import { createFileRoute } from '@tanstack/react-router';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { RecordTimelineSection } from '@/routes/-records/record-timeline';
// Deep import: the overview loads with this route.
import { InvoiceOverview } from '@/features/invoices/components/InvoiceOverview';
import { InvoiceJourneyForecast } from '@/features/journeys/components/InvoiceJourneyForecast';
import { InvoiceCollectionCase } from '@/features/for-collection/components/InvoiceCollectionCase';
import { useInvoiceRecord } from './route';

export const Route = createFileRoute('/_app/invoices/$invoiceId/')({
  // The invoice itself is loaded by the record's route, for every tab.
  ...recordTabRoute({ permission: tabPermission('invoices', 'overview'), namespaces: ['invoices', 'records', 'journeys', 'for-collection'] }),
  component: InvoicesOverviewRoute,
});

function InvoicesOverviewRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const invoice = useInvoiceRecord();
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} search={Route.useSearch()} label={invoice.number}>
      <div className="flex flex-col gap-10">
        {/* An invoice for collection names the case that holds it (for who may read cases). */}
        {invoice.status === 'for-collection' ? <InvoiceCollectionCase administrationId={administrationId} invoiceId={invoiceId} /> : null}
        <InvoiceOverview administrationId={administrationId} invoice={invoice} />
        <InvoiceJourneyForecast administrationId={administrationId} invoiceId={invoiceId} />
        <RecordTimelineSection administrationId={administrationId} record={{ kind: 'invoice', id: invoiceId }} />
      </div>
    </AreaRecordFrame>
  );
}
