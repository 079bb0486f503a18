import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep imports: the route definition stays small; the list and the kit load with the route.
import { InvoicesList, invoicesList, type InvoicesSearch } from '@/features/invoices/components/InvoicesList';
import { invoicesListConfig } from '@/features/invoices/model/invoices-list';
import { useOpenIssueAction } from '@/features/issues/components/open-issue-action';
import { useHandOverAction } from '@/features/for-collection/components/hand-over-action';
import { useCustomerRecord } from './route';

/** The customer's invoices: the invoices list of the kit, fixed to this customer, its view in the URL. */
export const Route = createFileRoute('/_app/customers/$customerId/invoices')({
  ...listRoute({
    permission: tabPermission('customers', 'invoices'),
    namespaces: ['invoices', 'list', 'issues', 'for-collection'],
    list: invoicesListConfig,
    read: '/administrations/{administrationId}/invoices',
    scope: { 'customer-id': 'customerId' },
  }),
  component: CustomersInvoicesRoute,
});

function CustomersInvoicesRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('invoices');
  const customer = useCustomerRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { action, callId } = search;
  const openIssue = useOpenIssueAction(administrationId, customerId);
  // As on the invoices list: the customer's overdue invoices handed over after a confirmation.
  const handOver = useHandOverAction(administrationId);
  const moreBulkActions = useMemo(() => [...openIssue, ...handOver], [openIssue, handOver]);
  const onSearchChange = useCallback(
    // What the page was opened for (action, callId) stays; the list's keys are replaced.
    (next: InvoicesSearch) => void navigate({ search: { action, callId, ...invoicesList.compact(next) }, replace: true }),
    [navigate, action, callId],
  );
  return (
    <AreaRecordFrame area="customers" id={customerId} tab="invoices" search={{ action, callId }} label={customer.name}>
      <InvoicesList
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'customer-id': customerId }}
        label={t('scoped.customer', { name: customer.name })}
        exportName={`invoices-${customer.number}`}
        moreBulkActions={moreBulkActions}
      />
    </AreaRecordFrame>
  );
}
