import type { ActionPanelProps } from '@/components/records/action-panel-types';
import { useActiveAdministrationId } from '@/lib/administration';
import { NewIssueForm } from './NewIssueForm';

/**
 * The "new issue" form of the action panel (`?action=issue` on a customer, invoice or super
 * debtor): the panel host owns the heading, Close, Escape and focus; this form owns its fields and
 * its own Submit and Cancel. Default export, so the host loads it on first use.
 */
export default function NewIssuePanel({ scope, onDone, onCancel }: ActionPanelProps) {
  const administrationId = useActiveAdministrationId();
  if (!administrationId) return null;
  return (
    <NewIssueForm
      administrationId={administrationId}
      customerId={scope.customerId}
      invoiceIds={scope.invoiceIds}
      superDebtorId={scope.superDebtorId}
      onDone={({ id }) => onDone({ id })}
      onCancel={onCancel}
    />
  );
}
