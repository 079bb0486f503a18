import { useEffect, useState } from 'react';
import { createSearchController, type SearchError } from '@/lib/list/search';

export type SearchBox = {
  /** What the box shows (local state: typing re-renders only the box). */
  text: string;
  /** The minimum-length error, once typing pauses. */
  error: SearchError;
  /** Feed the box's change events. */
  onChange: (text: string) => void;
};

/**
 * The search rule (300 ms debounce, 3 characters, clearing at once) bound to a text box whose
 * applied term lives elsewhere (the URL). When the applied term changes from outside (back button,
 * a link, "Clear filters") the box shows it. The templates list and the list kit use this one hook.
 */
export function useSearchBox(applied: string | undefined, onApply: (term: string) => void): SearchBox {
  const [text, setText] = useState(applied ?? '');
  const [error, setError] = useState<SearchError>(null);

  const [controller] = useState(() => createSearchController({ initialApplied: applied ?? '', onError: setError }));
  useEffect(() => controller.setOnApply(onApply), [controller, onApply]);
  useEffect(() => () => controller.dispose(), [controller]);

  const [seenApplied, setSeenApplied] = useState(applied);
  if (seenApplied !== applied) {
    setSeenApplied(applied);
    if ((applied ?? '') !== controller.applied()) {
      setText(applied ?? '');
      setError(null);
    }
  }
  useEffect(() => {
    if ((applied ?? '') !== controller.applied()) controller.reset(applied ?? '');
  }, [applied, controller]);

  return {
    text,
    error,
    onChange: (next) => {
      setText(next);
      controller.input(next);
    },
  };
}
