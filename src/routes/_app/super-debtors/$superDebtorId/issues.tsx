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
import { useSuperDebtorRecord } from './route';

/** The issues of this record: the issues list of the kit with a fixed scope, its view in the URL, and "New issue". */
export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/issues')({
  ...listRoute({
    permission: tabPermission('superDebtors', 'issues'),
    namespaces: ['issues', 'list'],
    list: issuesListConfig,
    read: '/administrations/{administrationId}/issues',
    scope: { 'super-debtor': 'superDebtorId' },
  }),
  component: SuperDebtorsIssuesRoute,
});

function SuperDebtorsIssuesRoute() {
  const { superDebtorId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('issues');
  const record = useSuperDebtorRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { action, callId } = search;
  const onSearchChange = useCallback(
    // What the page was opened for (action, callId) stays; the list's keys are replaced.
    (next: IssuesSearch) => void navigate({ search: { action, callId, ...issuesList.compact(next) }, replace: true }),
    [navigate, action, callId],
  );
  return (
    <AreaRecordFrame area="superDebtors" id={superDebtorId} tab="issues" search={{ action, callId }} label={record.name}>
      <IssuesTab
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'super-debtor': superDebtorId }}
        label={t('scoped.superDebtor', { name: record.name })}
        exportName={`issues-${record.number}`}
      />
    </AreaRecordFrame>
  );
}
