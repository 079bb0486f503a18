/**
 * The modules a route's screen needs, asked for before the router imports the screen (what Vite's
 * preload lists would do; the build keeps those lists out of the route definitions, see
 * scripts/vite-route-preloads.ts). index.html preloads the manifest (route id to chunk files);
 * without it (development, tests) there is nothing to do: the modules load as they are imported.
 */
export const MANIFEST_LINK_ID = 'route-preloads';

/** As scripts/vite-route-preloads.ts writes it: chunk files, and per route id the indexes of its files. */
type Manifest = { files: readonly string[]; routes: Record<string, readonly number[]> };
const NONE: Manifest = { files: [], routes: {} };

let manifest: Promise<Manifest> | undefined;
const requested = new Set<string>();

function loadManifest(): Promise<Manifest> {
  const link = document.getElementById(MANIFEST_LINK_ID);
  if (!(link instanceof HTMLLinkElement)) return Promise.resolve(NONE);
  // The same request as the preload link's (`crossorigin="anonymous"`), so the browser reuses its answer.
  return fetch(link.href, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : NONE))
    .catch(() => NONE);
}

/** Adds a `modulepreload` link for each chunk the routes need that was not asked for yet. */
export function applyRoutePreloads(routeIds: readonly string[]): void {
  manifest ??= loadManifest();
  void manifest.then(({ files, routes }) => {
    for (const file of routeIds.flatMap((id) => (routes[id] ?? []).map((index) => files[index]))) {
      if (file === undefined || requested.has(file)) continue;
      requested.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // File names are relative to the app's base, like every asset the build writes.
      link.href = `${import.meta.env.BASE_URL}${file}`;
      document.head.append(link);
    }
  });
}

