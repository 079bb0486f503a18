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
import { useCustomerRecord } from './route';

/** The issues of this record: the issues list of the kit with a fixed scope, its view in the URL, and "New issue". */
export const Route = createFileRoute('/_app/customers/$customerId/issues')({
  ...listRoute({
    permission: tabPermission('customers', 'issues'),
    namespaces: ['issues', 'list'],
    list: issuesListConfig,
    read: '/administrations/{administrationId}/issues',
    scope: { 'customer': 'customerId' },
  }),
  component: CustomersIssuesRoute,
});

function CustomersIssuesRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('issues');
  const record = useCustomerRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { action, callId } = search;
  const onSearchChange = useCallback(
    // What the page was opened for (action, callId) stays; the list's keys are replaced.
    (next: IssuesSearch) => void navigate({ search: { action, callId, ...issuesList.compact(next) }, replace: true }),
    [navigate, action, callId],
  );
  return (
    <AreaRecordFrame area="customers" id={customerId} tab="issues" search={{ action, callId }} label={record.name}>
      <IssuesTab
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'customer': customerId }}
        label={t('scoped.customer', { name: record.name })}
        exportName={`issues-${record.number}`}
      />
    </AreaRecordFrame>
  );
}
