import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true and the browser has had an idle moment since; stays true. For
 * work that must not compete with what the user is waiting for (a decorative picture while the
 * page's own data and first paint are under way). Where there is no requestIdleCallback (Safari,
 * jsdom) the next task stands in for the idle moment.
 */
export function useIdleAfter(ready: boolean, timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || !ready) return;
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 0);
    return () => clearTimeout(timer);
  }, [idle, ready, timeoutMs]);
  return idle;
}
