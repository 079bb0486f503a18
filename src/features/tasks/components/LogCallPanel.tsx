import type { ActionPanelProps } from '@/components/records/action-panel-types';
import { useActiveAdministrationId } from '@/lib/administration';
import { LogCallForm, type LogCallFormProps } from './LogCallForm';

export type LogCallPanelProps = Omit<ActionPanelProps, 'onDone'> & Pick<LogCallFormProps, 'onDispute' | 'onFollowUp'> & { onDone: () => void };

/**
 * The call panel (`?action=call` on a customer, invoice or super debtor): the host owns the
 * heading, Close, Escape and focus; what follows a dispute or an unanswered call is the page's
 * (it opens the issue or task panel). Default export, so the host loads it on first use.
 */
export default function LogCallPanel({ scope, onDone, onCancel, onDispute, onFollowUp }: LogCallPanelProps) {
  const administrationId = useActiveAdministrationId();
  if (!administrationId) return null;
  return (
    <LogCallForm
      administrationId={administrationId}
      customerId={scope.customerId}
      superDebtorId={scope.superDebtorId}
      invoiceIds={scope.invoiceIds}
      onDone={onDone}
      onCancel={onCancel}
      onDispute={onDispute}
      onFollowUp={onFollowUp}
    />
  );
}
