import { useTranslation } from 'react-i18next';
import { useActionPanels } from '@/components/records/ActionPanelHost';
import { Button } from '@/components/ui/Button';
import { IssuesList, type IssuesScope, type IssuesSearch } from './IssuesList';

type Props = {
  administrationId: string;
  search: IssuesSearch;
  onSearchChange: (next: IssuesSearch) => void;
  /** The list's fixed filter: this record's issues. */
  scope: IssuesScope;
  label: string;
  exportName: string;
};

/**
 * The issues tab of a customer, an invoice or a super debtor: that record's issues on the list kit,
 * and "New issue", which opens the record page's issue panel (`?action=issue`): the same form the
 * actions menu opens, about the record, beside the page and kept while the user moves between tabs.
 */
export function IssuesTab({ administrationId, search, onSearchChange, scope, label, exportName }: Props) {
  const { t } = useTranslation('issues');
  const panels = useActionPanels();
  return (
    <div className="flex flex-col gap-3">
      {panels?.allowed('issue') && (
        <div>
          <Button size="sm" onClick={(event) => panels.open('issue', event.currentTarget)}>
            {t('newIssue')}
          </Button>
        </div>
      )}
      <IssuesList administrationId={administrationId} search={search} onSearchChange={onSearchChange} scope={scope} label={label} exportName={exportName} />
    </div>
  );
}
