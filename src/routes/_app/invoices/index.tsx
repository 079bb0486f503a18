import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { InvoicesListPage, invoicesList, type InvoicesSearch } from '@/features/invoices/components/InvoicesListPage';
import { invoicesListConfig } from '@/features/invoices/model/invoices-list';
import { useOpenIssueAction } from '@/features/issues/components/open-issue-action';
import { useHandOverAction } from '@/features/for-collection/components/hand-over-action';

export const Route = createFileRoute('/_app/invoices/')({
  ...listRoute({
    permission: AREAS.invoices.permission,
    namespaces: ['invoices', 'list', 'issues', 'for-collection'],
    list: invoicesListConfig,
    read: '/administrations/{administrationId}/invoices',
  }),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: InvoicesSearch) => void navigate({ search: invoicesList.compact(next), replace: true }),
    [navigate],
  );
  // "Open an issue" about the selected invoices: a dialog with the new-issue form, on this page.
  const openIssue = useOpenIssueAction(administrationId);
  // "Hand over to collection": a confirmation with the reason, then one collection case per customer.
  const handOver = useHandOverAction(administrationId);
  const moreBulkActions = useMemo(() => [...openIssue, ...handOver], [openIssue, handOver]);
  return <InvoicesListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} moreBulkActions={moreBulkActions} />;
}
