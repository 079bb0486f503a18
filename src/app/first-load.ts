import { loadResponseSchemas } from '@/api/client';
import { warmUpAnswers } from '@/api/warm-answers';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { loadAreaOf } from './route-areas';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts loading the page the app was opened on, before the first render: its route guards, its
 * loaders' requests and the code of its screens begin while the translations still load and React
 * has not rendered anything (the router takes the load in progress over once it renders).
 *
 * The code of the page's routes is asked for at once as well, not after the guards: the app
 * layout's guard may wait for a request (the administrations of a first visit), and the screens'
 * chunks need not wait with it.
 */
export function startFirstLoad(router: AppRouter): Promise<void> {
  // The page's area is in the tree before the router first matches (main.tsx started its routes'
  // chunk before the configuration); should it fail, the router's catch-all tries again and shows it.
  return loadAreaOf(router, router.latestLocation.pathname).then(
    () => loadFirstPage(router),
    () => loadFirstPage(router),
  );
}

function loadFirstPage(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  const namespaces = routes.flatMap((route) => route.options.staticData?.namespaces ?? []);
  for (const route of routes) {
    // A chunk that fails here fails again in the router's own load, which shows it.
    router.loadRouteChunk(route)?.catch(() => undefined);
    // The answer schemas of the page's read, which its loader would ask for only after the guards.
    const read = route.options.staticData?.read;
    if (read) warmUpAnswers(read);
  }
  // The words too, as soon as i18next has its language (their loaders run after the guards).
  const loadWords = () => void loadNamespaces(...namespaces).catch(() => undefined);
  if (i18n.isInitialized) loadWords();
  else i18n.on('initialized', loadWords);
  router.load().catch((error: unknown) => console.error('The page could not be loaded', error));
}

/**
 * Every signed-in page first asks for the user's administrations and profile: the contract's
 * schemas of their answers (with zod) load while the configuration does, so the first answers are
 * checked as soon as they arrive instead of waiting for that code. Signed out, the login page's
 * answers need zod too.
 */
export function warmUpFirstAnswers(): void {
  loadResponseSchemas({ tag: 'administrations' }).catch(() => undefined);
}

/**
 * A language's first Intl formatter costs some 25 ms in a fresh page (the browser loads the
 * locale's data then); later ones, whatever their options, next to nothing. Made while the first
 * page's data is on its way, the dates and amounts of the first screen do not wait for it: the
 * templates grid's first render paid it in the same task as the first card.
 */
export function warmUpLocaleData(language: string): void {
  whenIdle(() => {
    try {
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
      new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(0);
    } catch {
      // Not a language Intl knows: the screens' own formatting falls back, as it would anyway.
    }
  });
}

/** However slow the first page, what waits for it starts by then. */
const FIRST_PAGE_PATIENCE_MS = 3000;

/**
 * Resolves once the router has rendered its first page (or an error or sign-in page instead) and
 * the browser has been idle since, or after FIRST_PAGE_PATIENCE_MS at the latest. For work the
 * first page does not need (the session module, the consent banner): it does not compete with the
 * page's requests, code and first paint.
 */
export function afterFirstPage(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(timer);
      whenIdle(resolve);
    };
    const unsubscribe = router.subscribe('onRendered', finish);
    const timer = setTimeout(finish, FIRST_PAGE_PATIENCE_MS);
  });
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 1000 });
  else setTimeout(run, 0);
}
