import { useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationAllowed } from '@/api/operation-permission';
import { usePermissions } from '@/api/permissions';
import type { ActionPanelProps } from '@/components/records/action-panel-types';
import { ActionPanelHost, type PanelContentProps } from '@/components/records/ActionPanelHost';
import { customerNotes } from '@/components/records/customer-notes';
import { invoiceNotes } from '@/components/records/invoice-notes';
import { isPanelType, type PanelType } from '@/components/records/open-panels';
import { superDebtorNotes } from '@/components/records/super-debtor-notes';
import { lazyNamed } from '@/components/ui/Deferred';
import { useActiveAdministrationId } from '@/lib/administration';
import { isAllowed, type Permission } from '@/lib/permissions';
import { AREAS } from '@/navigation/areas';
// The follow-up of an unanswered call is due the next day (as the server counts days).
import { addDays, todayIso } from '@/features/tasks/model/task-values';
import type { StartAction } from '@/navigation/search-params';

// Each panel's form loads when its panel first opens.
const NewIssuePanel = lazy(() => import('@/features/issues/components/NewIssuePanel'));
const NewArrangementPanel = lazy(() => import('@/features/arrangements/components/NewArrangementPanel'));
const LogCallPanel = lazy(() => import('@/features/tasks/components/LogCallPanel'));
const NewTaskPanel = lazy(() => import('@/features/tasks/components/NewTaskPanel'));
const NewCommentPanel = lazyNamed(() => import('@/components/records/CommentsPanel'), 'NewCommentPanel');

/** The records with an action panel, and the comments of each. */
const NOTES = { customers: customerNotes, invoices: invoiceNotes, superDebtors: superDebtorNotes } as const;
export type ActionRecordArea = keyof typeof NOTES;

/** What each panel lets the user do needs (the comment's is its operation's, see below). */
const PANEL_PERMISSIONS: Record<Exclude<PanelType, 'comment'>, Permission | null> = {
  issue: AREAS.issues.permission,
  arrangement: AREAS.arrangements.permission,
  call: AREAS.calls.permission,
  task: AREAS.tasks.permission,
};

type RecordActionPanelsProps = {
  area: ActionRecordArea;
  /** The record's id: the comment panel adds to its comments. */
  ownerId: string;
  /** What a new issue or arrangement is for. */
  scope: ActionPanelProps['scope'];
  /** The address's `action` (a message's opens no panel: the page says it, StartContext). */
  action: StartAction | undefined;
  /** "Write a message" from the actions menu: the composer for this customer (and invoice); none for a group. */
  message?: { customerId: string; invoiceId?: string };
  /** The record's tabs (the route's Outlet). */
  children: ReactNode;
};

/**
 * The action panel of a customer's, invoice's or super debtor's page, bound to the address: it
 * wraps the record's tabs (in the record's route), so an open panel stays while the user moves
 * between them. Opening one adds `action` to the address (a history entry: back closes it, and the
 * address can be shared); closing one takes `action` out by replacing the entry, so back does not
 * bring back a panel the user closed. The rest of the address (the tab, a list's view, `callId`)
 * stays.
 */
export function RecordActionPanels({ area, ownerId, scope, action, message, children }: RecordActionPanelsProps) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const administrationId = useActiveAdministrationId();
  const { permissions } = usePermissions();
  const notes = NOTES[area];
  const mayComment = useOperationAllowed(notes.operations.createComment);
  const allowed = (type: PanelType) => (type === 'comment' ? mayComment : isAllowed(permissions, PANEL_PERMISSIONS[type]));
  const shown = isPanelType(action) ? action : undefined;
  // What a logged call hands on: a dispute's invoices to the issue panel, a follow-up to the task panel.
  const [handOver, setHandOver] = useState<{ issue?: ActionPanelProps['scope']; task?: { customerId: string; invoiceId?: string } }>({});

  const setAction = (next: PanelType | undefined) =>
    void navigate({
      to: '.',
      search: ((previous: Record<string, unknown>) => ({ ...previous, action: next })) as never,
      // The same panel again (a new one replaces it) is no new place to go back to.
      replace: next === undefined || next === action,
    });

  const content = (type: PanelType, { onDone, onCancel }: PanelContentProps) => {
    switch (type) {
      case 'issue':
        return <NewIssuePanel scope={handOver.issue ?? scope} onDone={onDone} onCancel={onCancel} />;
      case 'arrangement':
        return <NewArrangementPanel scope={scope} onDone={onDone} onCancel={onCancel} />;
      case 'comment':
        return administrationId ? <NewCommentPanel api={notes} administrationId={administrationId} ownerId={ownerId} onDone={onDone} onCancel={onCancel} /> : null;
      case 'call':
        return (
          <LogCallPanel
            scope={scope}
            onDone={onDone}
            onCancel={onCancel}
            onDispute={({ customerId, invoiceIds }) => {
              setHandOver({ issue: { customerId, invoiceIds } });
              setAction('issue');
            }}
            onFollowUp={(followUp) => {
              setHandOver({ task: followUp });
              setAction('task');
            }}
          />
        );
      case 'task':
        return (
          <NewTaskPanel
            scope={scope}
            prefill={handOver.task ? { type: 'follow-up', title: t('actionPanel.followUpTitle'), dueDate: addDays(todayIso(), 1), ...handOver.task } : undefined}
            onDone={onDone}
            onCancel={onCancel}
          />
        );
    }
  };

  return (
    <ActionPanelHost
      action={shown}
      setAction={(next) => {
        setHandOver({});
        setAction(next);
      }}
      allowed={allowed}
      message={message}
      title={(type) => t(`actionPanel.title.${type}`)}
      content={content}
      labels={{ close: t('actionPanel.close'), loading: t('actionPanel.loading'), forbidden: (type) => t(`actionPanel.forbidden.${type}`) }}
    >
      {children}
    </ActionPanelHost>
  );
}
