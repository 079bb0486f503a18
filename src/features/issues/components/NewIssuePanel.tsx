// Placeholder: replaced at merge by the issues area (its real "new issue" form, same props).
import type { ActionPanelProps } from '@/components/records/action-panel-types';

export default function NewIssuePanel(_props: ActionPanelProps) {
  return <p>New issue</p>;
}
