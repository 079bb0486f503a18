import type { ActionPanelProps } from '@/components/records/action-panel-types';
import type { TaskType } from '@/api/generated/model';
import { useActiveAdministrationId } from '@/lib/administration';
import { NewTaskForm } from './NewTaskForm';

export type NewTaskPanelProps = ActionPanelProps & {
  /** What the form starts from (a follow-up after an unanswered call). */
  prefill?: { type?: TaskType; title?: string; dueDate?: string; customerId?: string; invoiceId?: string };
};

/**
 * The "new task" form of the action panel (`?action=task` on a customer, invoice or super debtor):
 * the host owns the heading, Close, Escape and focus. Default export, so the host loads it on first use.
 */
export default function NewTaskPanel({ scope, prefill, onDone, onCancel }: NewTaskPanelProps) {
  const administrationId = useActiveAdministrationId();
  if (!administrationId) return null;
  const customerId = prefill?.customerId ?? scope.customerId;
  const invoiceId = prefill?.invoiceId ?? (scope.invoiceIds?.length === 1 ? scope.invoiceIds[0] : undefined);
  return (
    <NewTaskForm
      administrationId={administrationId}
      about={{ customerId, invoiceId, superDebtorId: customerId ? undefined : scope.superDebtorId }}
      prefill={prefill}
      onDone={({ id }) => onDone({ id })}
      onCancel={onCancel}
    />
  );
}
