import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { InvoicesListPage, invoicesList, type InvoicesSearch } from '@/features/invoices/components/InvoicesListPage';
import { invoicesListConfig } from '@/features/invoices/model/invoices-list';
import { useOpenIssueAction } from '@/features/issues/components/open-issue-action';

export const Route = createFileRoute('/_app/invoices/')({
  ...listRoute({
    permission: AREAS.invoices.permission,
    namespaces: ['invoices', 'list', 'issues'],
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
  return <InvoicesListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} moreBulkActions={openIssue} />;
}
