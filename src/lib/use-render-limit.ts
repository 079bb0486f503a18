import { type RefCallback, useCallback, useEffect, useState } from 'react';

/** How close to the viewport the end of what is rendered may come before more is rendered. */
const AHEAD_MARGIN = '1500px';

/**
 * How many items of a very long list to keep rendered: `step` at first, `step` more each time the
 * end of what is rendered comes within AHEAD_MARGIN of the viewport (the returned ref goes on an
 * element after the last rendered item). An ordinary list (up to `step` items) is rendered whole;
 * a thousand items are not all mounted unless the user scrolls through them, so replacing them (a
 * new search or sort) stays quick. A new `restartKey` starts over from `step`.
 */
export function useRenderLimit(step: number, restartKey?: unknown): [limit: number, endRef: RefCallback<Element>] {
  const [state, setState] = useState({ key: restartKey, limit: step });
  let { limit } = state;
  if (state.key !== restartKey) {
    limit = step;
    setState({ key: restartKey, limit });
  }
  const [end, setEnd] = useState<Element | null>(null);
  const endRef = useCallback<RefCallback<Element>>((element) => setEnd(element), []);
  useEffect(() => {
    if (!end || typeof IntersectionObserver === 'undefined') return;
    // Observed afresh for each limit: its first report says whether the end is still near after the
    // last growth, so growth goes on while it is.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState((current) => ({ ...current, limit: current.limit + step }));
      },
      { rootMargin: AHEAD_MARGIN },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, limit, step]);
  return [limit, endRef];
}
