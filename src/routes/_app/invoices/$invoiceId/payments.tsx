import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep imports: the route definition stays small; the list and the kit load with the route.
import { settledPaymentsList, SettledPaymentsList, type SettledPaymentsSearch } from '@/features/settled-payments/components/SettledPaymentsList';
import { settledPaymentsListConfig } from '@/features/settled-payments/model/settled-payments-list';
import { useInvoiceRecord } from './route';

/** The payments matched to this invoice, with the part of each that went to it (the server's matching). */
export const Route = createFileRoute('/_app/invoices/$invoiceId/payments')({
  ...listRoute({
    permission: tabPermission('invoices', 'payments'),
    namespaces: ['settled-payments', 'list'],
    list: settledPaymentsListConfig,
    read: '/administrations/{administrationId}/settled-payments',
    scope: { 'invoice-id': 'invoiceId' },
  }),
  component: InvoicePaymentsRoute,
});

function InvoicePaymentsRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('settled-payments');
  const invoice = useInvoiceRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: SettledPaymentsSearch) => void navigate({ search: settledPaymentsList.compact(next), replace: true }), [navigate]);
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} search={search} tab="payments" label={invoice.number}>
      <SettledPaymentsList
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'invoice-id': invoiceId }}
        label={t('scoped.invoice', { number: invoice.number })}
        exportName={`payments-${invoice.number}`}
      />
    </AreaRecordFrame>
  );
}
