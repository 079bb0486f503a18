import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useCustomerRecord } from './route';

export const Route = createFileRoute('/_app/customers/$customerId/arrangements')({
  ...recordTabRoute({ permission: tabPermission('customers', 'arrangements'), namespaces: ['invoices'] }),
  component: CustomersArrangementsRoute,
});

function CustomersArrangementsRoute() {
  const { customerId } = Route.useParams();
  const { t } = useTranslation('invoices');
  const record = useCustomerRecord();
  return (
    <AreaRecordFrame area="customers" id={customerId} tab="arrangements" search={Route.useSearch()} label={record.name}>
      <LaterAreaTab
        area="arrangements"
        record={record.name}
        related={{ link: { to: '/customers/$customerId/invoices', params: { customerId }, search: { status: ['in-arrangement'] } }, label: t('laterAreas.arrangedInvoices') }}
      />
    </AreaRecordFrame>
  );
}
