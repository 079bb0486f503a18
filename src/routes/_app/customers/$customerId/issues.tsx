import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useCustomerRecord } from './route';

export const Route = createFileRoute('/_app/customers/$customerId/issues')({
  ...recordTabRoute({ permission: tabPermission('customers', 'issues'), namespaces: ['invoices'] }),
  component: CustomersIssuesRoute,
});

function CustomersIssuesRoute() {
  const { customerId } = Route.useParams();
  const { t } = useTranslation('invoices');
  const record = useCustomerRecord();
  return (
    <AreaRecordFrame area="customers" id={customerId} tab="issues" search={Route.useSearch()} label={record.name}>
      <LaterAreaTab
        area="issues"
        record={record.name}
        related={{ link: { to: '/customers/$customerId/invoices', params: { customerId }, search: { status: ['disputed'] } }, label: t('laterAreas.disputedInvoices') }}
      />
    </AreaRecordFrame>
  );
}
