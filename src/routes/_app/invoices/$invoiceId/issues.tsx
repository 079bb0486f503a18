import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useInvoiceRecord } from './route';

export const Route = createFileRoute('/_app/invoices/$invoiceId/issues')({
  ...recordTabRoute({ permission: tabPermission('invoices', 'issues'), namespaces: ['invoices'] }),
  component: InvoicesIssuesRoute,
});

function InvoicesIssuesRoute() {
  const { invoiceId } = Route.useParams();
  const { t } = useTranslation('invoices');
  const record = useInvoiceRecord();
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} search={Route.useSearch()} tab="issues" label={record.number}>
      <LaterAreaTab area="issues" record={t('laterAreas.invoiceRecord', { number: record.number })} />
    </AreaRecordFrame>
  );
}
