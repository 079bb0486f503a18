import { useRouterState } from '@tanstack/react-router';
import { useIdleAfter } from '@/lib/use-idle';

/**
 * True once the router has loaded a page and the browser has been idle since; stays true. What the
 * frame can do without for a moment (its menus' code, the user's picture) waits for it, so the
 * page's own requests, code and first paint go first.
 */
export function usePageSettled(): boolean {
  const loaded = useRouterState({ select: (state) => state.status === 'idle' });
  return useIdleAfter(loaded);
}
