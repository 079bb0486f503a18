import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { readQuery } from '@/api/read-query';
import { tabPermission } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { listQueryOf, listSearchSchema } from '@/lib/list/search-schema';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
// Deep imports: the route definition stays small; the list and the kit load with the route.
import { InvoicesList, invoicesList, type InvoicesSearch } from '@/features/invoices/components/InvoicesList';
import { invoicesListConfig } from '@/features/invoices/model/invoices-list';
import { useSuperDebtorRecord } from './route';

/** The invoices of the group's member customers: the invoices list of the kit, fixed to the group, its view in the URL. */
export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/invoices')({
  ...guard(tabPermission('superDebtors', 'invoices')),
  validateSearch: listSearchSchema(invoicesListConfig),
  loaderDeps: ({ search }) => ({ query: listQueryOf(invoicesListConfig, search) }),
  loader: ({ context: { queryClient, administrationId }, params, deps, cause }) => {
    const list = queryClient.ensureQueryData(
      readQuery('/administrations/{administrationId}/invoices', { administrationId }, { ...deps.query, 'super-debtor-id': params.superDebtorId }),
    );
    // Entering waits for the first rows and the words; a new sort, filter or page keeps the rows on
    // screen until its answer is there. A failure is the list's to show (with "Try again").
    list.catch(() => undefined);
    if (cause !== 'stay') return Promise.all([loadNamespaces('invoices', 'list'), list.catch(() => undefined)]);
  },
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
  const onSearchChange = useCallback(
    // What the page was opened for (action, callId) stays; the list's keys are replaced.
    (next: InvoicesSearch) => void navigate({ search: { action, callId, ...invoicesList.compact(next) }, replace: true }),
    [navigate, action, callId],
  );
  return (
    <AreaDetailScreen area="superDebtors" id={superDebtorId} tab="invoices" search={{ action, callId }} label={superDebtor.name}>
      <InvoicesList
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'super-debtor-id': superDebtorId }}
        label={t('scoped.superDebtor', { name: superDebtor.name })}
        exportName={`invoices-${superDebtor.number}`}
      />
    </AreaDetailScreen>
  );
}
