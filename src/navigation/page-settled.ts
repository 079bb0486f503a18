import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useIdleAfter } from '@/lib/use-idle';

/**
 * True once the router has loaded a page and the browser has been idle since; stays true. What the
 * frame can do without for a moment (its menus' code, the user's picture) waits for it, so the
 * page's own requests, code and first paint go first.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  // Once settled, the selection no longer follows the router: a later navigation (a list's next
  // page, a sort) does not render the frame's controls again twice, pending and loaded.
  const loaded = useRouterState({ select: (state) => settled || state.status === 'idle' });
  const idle = useIdleAfter(loaded);
  if (idle && !settled) setSettled(true);
  return idle;
}
