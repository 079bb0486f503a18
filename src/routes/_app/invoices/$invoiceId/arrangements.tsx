import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useInvoiceRecord } from './route';

export const Route = createFileRoute('/_app/invoices/$invoiceId/arrangements')({
  ...recordTabRoute({ permission: tabPermission('invoices', 'arrangements'), namespaces: ['invoices'] }),
  component: InvoicesArrangementsRoute,
});

function InvoicesArrangementsRoute() {
  const { invoiceId } = Route.useParams();
  const { t } = useTranslation('invoices');
  const record = useInvoiceRecord();
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} search={Route.useSearch()} tab="arrangements" label={record.number}>
      <LaterAreaTab area="arrangements" record={t('laterAreas.invoiceRecord', { number: record.number })} />
    </AreaRecordFrame>
  );
}
