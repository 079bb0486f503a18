import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep imports: the route definition stays small; the list and the kit load with the route.
import { arrangementsList, type ArrangementsSearch } from '@/features/arrangements/components/ArrangementsList';
import { ArrangementsTab } from '@/features/arrangements/components/ArrangementsTab';
import { arrangementsListConfig } from '@/features/arrangements/model/arrangements-list';
import { useInvoiceRecord } from './route';

/** The arrangements covering this invoice, with "New arrangement" for it (and its customer's other open invoices). */
export const Route = createFileRoute('/_app/invoices/$invoiceId/arrangements')({
  ...listRoute({
    permission: tabPermission('invoices', 'arrangements'),
    namespaces: ['arrangements', 'list'],
    list: arrangementsListConfig,
    read: '/administrations/{administrationId}/arrangements',
    scope: { 'invoice-id': 'invoiceId' },
  }),
  component: InvoicesArrangementsRoute,
});

function InvoicesArrangementsRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('arrangements');
  const invoice = useInvoiceRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: ArrangementsSearch) => void navigate({ search: arrangementsList.compact(next), replace: true }), [navigate]);
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} search={search} tab="arrangements" label={invoice.number}>
      <ArrangementsTab
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'invoice-id': invoiceId }}
        label={t('scoped.invoice', { number: invoice.number })}
        exportName={`arrangements-${invoice.number}`}
      />
    </AreaRecordFrame>
  );
}
