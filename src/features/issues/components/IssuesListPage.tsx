import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { IssuesList, type IssuesSearch } from './IssuesList';

export { issuesList, type IssuesSearch } from './IssuesList';

type Props = {
  administrationId: string;
  search: IssuesSearch;
  onSearchChange: (next: IssuesSearch) => void;
};

/** /issues: every issue of the administration, filtered, sorted and paged on the server (SPEC §2). */
export function IssuesListPage({ administrationId, search, onSearchChange }: Props) {
  const { t } = useTranslation(['issues', 'navigation']);
  return (
    <PageFrame title={t(AREAS.issues.titleKey)} breadcrumbs={areaCrumbs(t, 'issues')}>
      <IssuesList administrationId={administrationId} search={search} onSearchChange={onSearchChange} label={t(AREAS.issues.titleKey)} exportName="issues" />
    </PageFrame>
  );
}
