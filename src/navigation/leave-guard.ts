/**
 * Asks the leave guards — the router's blockers (`useBlocker`: an editor with unsaved changes asks
 * whether to discard them) — whether the user may leave for `to`, without navigating. Signing out
 * leaves every page, but the session is gone before the router navigates; so it asks them first,
 * and a guard the user answers with "stay" keeps them signed in, their changes intact.
 */
import type { useRouter } from '@tanstack/react-router';

type AppRouter = ReturnType<typeof useRouter>;

export async function mayLeave(router: AppRouter, to: '/login'): Promise<boolean> {
  const { history } = router;
  const blockers = history._getBlockers();
  if (blockers.length === 0) return true;
  const next = router.buildLocation({ to });
  const nextLocation = { href: next.href, pathname: next.pathname, search: next.searchStr, hash: next.hash, state: history.location.state };
  for (const blocker of blockers) {
    // As the history does for a navigation: true means the guard keeps the user here.
    if (await blocker.blockerFn({ currentLocation: history.location, nextLocation, action: 'REPLACE' })) return false;
  }
  return true;
}
