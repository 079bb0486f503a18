import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep imports: the route definition stays small; the list and the kit load with the route.
import { IssuesTab } from '@/features/issues/components/IssuesTab';
import { issuesList, type IssuesSearch } from '@/features/issues/components/IssuesList';
import { issuesListConfig } from '@/features/issues/model/issues-list';
import { useInvoiceRecord } from './route';

/** The issues of this record: the issues list of the kit with a fixed scope, its view in the URL, and "New issue". */
export const Route = createFileRoute('/_app/invoices/$invoiceId/issues')({
  ...listRoute({
    permission: tabPermission('invoices', 'issues'),
    namespaces: ['issues', 'list'],
    list: issuesListConfig,
    read: '/administrations/{administrationId}/issues',
    scope: { 'invoice': 'invoiceId' },
  }),
  component: InvoicesIssuesRoute,
});

function InvoicesIssuesRoute() {
  const { invoiceId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('issues');
  const record = useInvoiceRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: IssuesSearch) => void navigate({ search: issuesList.compact(next), replace: true }), [navigate]);
  return (
    <AreaRecordFrame area="invoices" id={invoiceId} search={search} tab="issues" label={record.number}>
      <IssuesTab
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'invoice': invoiceId }}
        label={t('scoped.invoice', { number: record.number })}
        exportName={`issues-${record.number}`}
      />
    </AreaRecordFrame>
  );
}
