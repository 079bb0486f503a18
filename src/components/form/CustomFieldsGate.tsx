import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';

type DefinitionsQuery<D> = { isPending: boolean; isError: boolean; data: { items: readonly D[] } | undefined; refetch: () => unknown };

type CustomFieldsGateProps<D> = {
  /** The administration's custom fields' definitions for the record's type. */
  definitions: DefinitionsQuery<D>;
  /** The form's words (its namespace): while loading, when they failed, and the two ways on. */
  words: { loading: string; failed: string; retry: string; cancel: string };
  onCancel: () => void;
  children: (definitions: readonly D[]) => ReactNode;
};

/**
 * An edit form whose fields include the administration's custom fields opens once their
 * definitions are in; until then it says so, and a failure offers to try again or to leave.
 */
export function CustomFieldsGate<D>({ definitions, words, onCancel, children }: CustomFieldsGateProps<D>) {
  if (definitions.isPending) return <p role="status">{words.loading}</p>;
  if (definitions.isError || !definitions.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{words.failed}</p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void definitions.refetch()}>
            {words.retry}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {words.cancel}
          </Button>
        </div>
      </div>
    );
  }
  return children(definitions.data.items);
}
