import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionPanelProps } from '@/components/records/action-panel-types';
import { Button } from '@/components/ui/Button';
import { LazyDialog } from '@/components/ui/LazyDialog';
import { Spinner } from '@/components/ui/Spinner';
import { IssuesList, type IssuesScope, type IssuesSearch } from './IssuesList';

// The form loads when "New issue" is first chosen.
const NewIssuePanel = lazy(() => import('./NewIssuePanel'));

type Props = {
  administrationId: string;
  search: IssuesSearch;
  onSearchChange: (next: IssuesSearch) => void;
  /** The list's fixed filter: this record's issues. */
  scope: IssuesScope;
  /** What a new issue is about (the record of the tab). */
  newIssue: ActionPanelProps['scope'];
  /** The record as the dialog's title names it. */
  record: string;
  label: string;
  exportName: string;
};

/**
 * The issues tab of a customer, an invoice or a super debtor: that record's issues on the list kit,
 * and "New issue", which opens the new-issue form about the record.
 */
export function IssuesTab({ administrationId, search, onSearchChange, scope, newIssue, record, label, exportName }: Props) {
  const { t } = useTranslation('issues');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button size="sm" onClick={() => setOpen(true)}>
          {t('newIssue')}
        </Button>
      </div>
      <IssuesList administrationId={administrationId} search={search} onSearchChange={onSearchChange} scope={scope} label={label} exportName={exportName} />
      <LazyDialog open={open} onClose={() => setOpen(false)} title={t('newIssueFor', { record })} size="lg">
        {open ? (
          <Suspense fallback={<Spinner label={t('form.loading')} />}>
            <NewIssuePanel scope={newIssue} onDone={() => setOpen(false)} onCancel={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </LazyDialog>
    </div>
  );
}
