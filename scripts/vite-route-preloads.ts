/**
 * What each lazy import preloads, decided once the bundle is complete:
 *
 * - An import of a chunk the importing chunk already imports statically (directly or through
 *   others) lists nothing to preload: it has been loaded by the time the import runs.
 * - A route's screen (`?tsr-split` chunks of TanStack Router's code splitting) lists nothing in
 *   the JavaScript either. Its list would sit in the route definitions, which every page loads
 *   first, and grow with every area: 1.7 KB of the first load of /templates were chunk names
 *   and index lists of screens the page never opens. The lists go to `route-preloads-<hash>.json`
 *   (route id to the chunks its screens need beyond the first load) instead, which index.html
 *   preloads as data; `src/app/route-preloads.ts` adds them as `modulepreload` links when a
 *   route is about to load, or is preloaded on intent, so no screen loads its modules one level
 *   after another.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** What the plugin reads of an output chunk. */
export type ChunkInfo = { fileName: string; imports: readonly string[]; moduleIds: readonly string[]; facadeModuleId: string | null; isEntry: boolean };

/** The id of the route a route file defines: `createFileRoute('/_app/customers/')`. */
export function routeIdOf(source: string): string | undefined {
  return /createFileRoute\(\s*['"`]([^'"`]+)['"`]\s*\)/.exec(source)?.[1];
}

const splitFileOf = (moduleId: string) => (moduleId.includes('?tsr-split') ? moduleId.split('?')[0] : undefined);

/** Chunks that hold a route's split-off parts (a screen, its pending or error view). */
export function routeFilesOf(chunk: ChunkInfo): string[] {
  const ids = [chunk.facadeModuleId ?? '', ...chunk.moduleIds];
  return [...new Set(ids.map(splitFileOf).filter((file): file is string => file !== undefined))];
}

/** Each chunk's static closure (itself excluded), memoised. */
function closures(chunks: readonly ChunkInfo[]) {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const memo = new Map<string, Set<string>>();
  return (fileName: string): Set<string> => {
    let closure = memo.get(fileName);
    if (closure) return closure;
    closure = new Set();
    memo.set(fileName, closure);
    const pending = [...(imports.get(fileName) ?? [])];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (closure.has(next)) continue;
      closure.add(next);
      pending.push(...(imports.get(next) ?? []));
    }
    return closure;
  };
}

/**
 * What a route's split parts need beyond what the app's entry loads statically (always there
 * first): `files` as the bundle names them (`assets/…`), and for each route id the indexes of its
 * files (most screens share most of theirs).
 */
export type RoutePreloadManifest = { files: string[]; routes: Record<string, number[]> };

export function routePreloadManifest(chunks: readonly ChunkInfo[], readRouteId: (file: string) => string | undefined): RoutePreloadManifest {
  const closureOf = closures(chunks);
  const initial = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    initial.add(entry.fileName);
    closureOf(entry.fileName).forEach((file) => initial.add(file));
  }
  const byRoute = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    for (const file of routeFilesOf(chunk)) {
      const routeId = readRouteId(file);
      if (routeId === undefined) continue;
      const needed = byRoute.get(routeId) ?? new Set<string>();
      for (const name of [chunk.fileName, ...closureOf(chunk.fileName)]) if (!initial.has(name)) needed.add(name);
      byRoute.set(routeId, needed);
    }
  }
  const files = [...new Set([...byRoute.values()].flatMap((needed) => [...needed]))].sort();
  const index = new Map(files.map((file, position) => [file, position]));
  const routes = [...byRoute].sort(([a], [b]) => a.localeCompare(b)).map(([id, needed]) => [id, [...needed].map((file) => index.get(file)!).sort((a, b) => a - b)]);
  return { files, routes: Object.fromEntries(routes) };
}

/**
 * An area's route definitions (`src/route-tree/<area>.gen.ts`, src/app/route-areas.ts):
 * their imports list nothing either; what they import statically (the list's declaration, which
 * its screen shares) loads when they run. The first page's area starts before the configuration
 * is read, and the others load in idle moments (./warm-areas), so that level is rarely waited for;
 * the lists of every area were bytes of every first load.
 */
const isAreaRoutes = (chunk: ChunkInfo) => /[\\/]src[\\/]route-tree[\\/](?!core\.)[^\\/]+\.gen\.ts$/.test(chunk.facadeModuleId ?? '');

/** The `<link>` index.html gets for the manifest; `src/app/route-preloads.ts` finds it by its id. */
export const MANIFEST_LINK_ID = 'route-preloads';
export const manifestLink = (href: string) => `<link rel="preload" id="${MANIFEST_LINK_ID}" href="${href}" as="fetch" crossorigin="anonymous">`;

export function routePreloads(): {
  plugins: Plugin[];
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let closureOf: (fileName: string) => Set<string> = () => new Set();
  const routeChunks = new Set<string>();
  let manifestFile: string | undefined;
  let base = '/';
  const routeIds = new Map<string, string | undefined>();
  const readRouteId = (file: string) => {
    if (!routeIds.has(file)) routeIds.set(file, routeIdOf(readFileSync(file, 'utf8')));
    return routeIds.get(file);
  };
  const manifestPlugin: Plugin = {
    name: 'receivables:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Before Vite writes the preload lists (its own generateBundle), with the final file names.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks: ChunkInfo[] = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [{ fileName: output.fileName, imports: output.imports, moduleIds: output.moduleIds, facadeModuleId: output.facadeModuleId, isEntry: output.isEntry }] : [],
        );
        closureOf = closures(chunks);
        routeChunks.clear();
        manifestFile = undefined;
        for (const chunk of chunks) if (routeFilesOf(chunk).length > 0 || isAreaRoutes(chunk)) routeChunks.add(chunk.fileName);
        // Only the app's build has routes (not a build of the silent-callback page or the mock worker alone).
        if (routeChunks.size === 0) return;
        const source = JSON.stringify(routePreloadManifest(chunks, readRouteId));
        manifestFile = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preloads.json', source }));
      },
    },
  };
  // After Vite wrote index.html: the manifest's link goes into its head.
  const linkPlugin: Plugin = {
    name: 'receivables:route-preloads-link',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!manifestFile || html?.type !== 'asset' || typeof html.source !== 'string') return;
      html.source = html.source.replace('</head>', `  ${manifestLink(`${base}${manifestFile}`)}\n  </head>`);
    },
  };
  return {
    plugins: [manifestPlugin, linkPlugin],
    resolveDependencies: (file, deps, { hostId }) => {
      if (routeChunks.has(file)) return [];
      const loaded = closureOf(hostId);
      // Not the imported chunk itself: `import()` fetches it at once anyway (Vite's helper waits
      // for a preloaded stylesheet only, never for a script), and each name listed twice was bytes
      // of the first load.
      return deps.filter((dep) => dep !== file && !loaded.has(dep));
    },
  };
}
