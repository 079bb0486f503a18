import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep imports: the route definition stays small; the list and the kit load with the route.
import { InvoicesList, invoicesList, type InvoicesSearch } from '@/features/invoices/components/InvoicesList';
import { invoicesListConfig } from '@/features/invoices/model/invoices-list';
import { useHandOverAction } from '@/features/for-collection/components/hand-over-action';
import { useSuperDebtorRecord } from './route';

/** The invoices of the group's member customers: the invoices list of the kit, fixed to the group, its view in the URL. */
export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/invoices')({
  ...listRoute({
    permission: tabPermission('superDebtors', 'invoices'),
    namespaces: ['invoices', 'list', 'for-collection'],
    list: invoicesListConfig,
    read: '/administrations/{administrationId}/invoices',
    scope: { 'super-debtor-id': 'superDebtorId' },
  }),
  component: SuperDebtorsInvoicesRoute,
});

function SuperDebtorsInvoicesRoute() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('invoices');
  const superDebtor = useSuperDebtorRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { action, callId } = search;
  // As on the invoices list: the members' overdue invoices handed over after a confirmation (a case per customer).
  const handOver = useHandOverAction(administrationId);
  const onSearchChange = useCallback(
    // What the page was opened for (action, callId) stays; the list's keys are replaced.
    (next: InvoicesSearch) => void navigate({ search: { action, callId, ...invoicesList.compact(next) }, replace: true }),
    [navigate, action, callId],
  );
  return (
    <AreaRecordFrame area="superDebtors" id={superDebtorId} tab="invoices" search={{ action, callId }} label={superDebtor.name}>
      <InvoicesList
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'super-debtor-id': superDebtorId }}
        label={t('scoped.superDebtor', { name: superDebtor.name })}
        exportName={`invoices-${superDebtor.number}`}
        moreBulkActions={handOver}
      />
    </AreaRecordFrame>
  );
}
