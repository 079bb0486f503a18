// Placeholder: replaced at merge by the arrangements area (its real "new arrangement" form, same props).
import type { ActionPanelProps } from '@/components/records/action-panel-types';

export default function NewArrangementPanel(_props: ActionPanelProps) {
  return <p>New arrangement</p>;
}
