import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { contentSecurityPolicyPlugin } from './scripts/vite-csp-plugin.ts';
import { mockWorkerPlugin } from './scripts/vite-mock-worker.ts';
import { writeRouteAreas } from './scripts/route-areas.ts';
import { routePreloads } from './scripts/vite-route-preloads.ts';
import { runtimeConfigPlugin } from './scripts/vite-runtime-config.ts';
import { sourceMapsOutOfServedDir } from './scripts/vite-sourcemaps.ts';
import { zodWithoutDescriptions } from './scripts/vite-zod-descriptions.ts';

/**
 * Output file names: `[name]-[hash:7].js`, except a tag's answer schemas, named for what they are
 * (`answers-templates-….js`) so that in the request chain (`npm run bench`) and the network panel
 * they are not taken for the screen of the same name. Seven hash characters (42 bits, the fewest
 * the bundler accepts for this many chunks) tell a few hundred chunks' versions apart. The first
 * load carries every chunk's name (in its import and preload lists), and random characters are what
 * gzip cannot shrink: the default eight cost /templates 0.3 KB.
 */
function assetName(chunk: { name: string; moduleIds: readonly string[] }): string {
  const answers = chunk.moduleIds.some((id) => id.endsWith(`/src/api/generated/response-schemas/${chunk.name}.ts`));
  return answers ? 'assets/answers-[name]-[hash:7].js' : 'assets/[name]-[hash:7].js';
}

/**
 * The screens of areas not built yet (route screens that import src/routes/-placeholders, as the
 * module graph says): one chunk for all of them. Each would otherwise be a chunk of its own, and
 * the first load names every one of them (its import) although nobody opens most of them.
 */
const PLACEHOLDERS_DIR = /[\\/]src[\\/]routes[\\/]-placeholders[\\/]/;
// The administration settings' screens and forms go with their pages: a form several pages share
// (a name form, the give-a-role form) would otherwise be a chunk of its own, named in the first load.
const ADMINISTRATION_SETTINGS_DIR = /[\\/]src[\\/]features[\\/]administration-settings[\\/]components[\\/]/;
function placeholderScreens(): { plugin: Plugin; test: (id: string) => boolean } {
  const screens = new Set<string>();
  return {
    plugin: {
      name: 'receivables:placeholder-screens',
      apply: 'build',
      moduleParsed(info) {
        if (info.id.includes('?tsr-split=component') && info.importedIds.some((id) => PLACEHOLDERS_DIR.test(id))) screens.add(info.id);
      },
    },
    test: (id) => PLACEHOLDERS_DIR.test(id) || ADMINISTRATION_SETTINGS_DIR.test(id) || screens.has(id),
  };
}

/** What every area's route definitions are built with (see the `app` chunk below). */
const ROUTE_KIT = /[\\/]src[\\/](navigation[\\/](areas|route-data|route-guard)|lib[\\/]list[\\/](search|search-schema)|api[\\/]read-query)\.ts$/;

/** Whether a module is in the entry's static graph (what rolldown's `$initial` tag selects). */
const entryStatic = new Map<string, boolean>();
function loadedByEntry(id: string, context: ChunkingContext): boolean {
  const known = entryStatic.get(id);
  if (known !== undefined) return known;
  entryStatic.set(id, false); // an import cycle is no way in
  const info = context.getModuleInfo(id);
  const result = !!info && (info.isEntry || info.importers.some((importer) => loadedByEntry(importer, context)));
  entryStatic.set(id, result);
  return result;
}

/**
 * The route tree split by area (scripts/route-areas.ts), written again whenever the router plugin
 * rewrites its tree: once the configuration is resolved (the router plugin writes its tree then),
 * and when a route file is added or removed in development.
 */
function routeAreas(): Plugin {
  let root = process.cwd();
  return {
    name: 'receivables:route-areas',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      writeRouteAreas(root);
    },
    watchChange(id) {
      if (id.replaceAll('\\', '/').endsWith('/src/routeTree.gen.ts')) writeRouteAreas(root);
    },
  };
}

/**
 * ExcelJS's browser build (loaded only for an Excel export) is a browserify bundle whose module
 * loader asks `"function"==typeof require&&require` for a host `require`, which no browser has.
 * Left as is, the bundler answers it with its `require` shim, and that shim sits in the runtime
 * chunk every first load carries; the answer is spelled out here instead (`false`), as a browser
 * would give it.
 */
function excelWithoutRequireShim(): Plugin {
  const HOST_REQUIRE = '"function"==typeof require&&require';
  return {
    name: 'receivables:exceljs-without-require-shim',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]exceljs[\\/]dist[\\/]exceljs(\.bare)?\.min\.js$/ },
      handler(code) {
        if (!code.includes(HOST_REQUIRE)) throw new Error('exceljs: the browser build no longer asks for a host require as expected; check the require shim of the first load');
        return { code: code.replaceAll(HOST_REQUIRE, '!1'), map: null };
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const preloads = routePreloads();
  const placeholders = placeholderScreens();
  return {
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    routeAreas(),
    react(),
    tailwindcss(),
    runtimeConfigPlugin(mode),
    mockWorkerPlugin(mode),
    contentSecurityPolicyPlugin(),
    ...preloads.plugins,
    placeholders.plugin,
    excelWithoutRequireShim(),
    zodWithoutDescriptions(),
    sourceMapsOutOfServedDir(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
      { find: '@tests', replacement: fileURLToPath(new URL('./tests', import.meta.url)) },
      // react-i18next imports the shim of useSyncExternalStore, which carries a stand-in for React 17
      // and older; React 19 has the hook itself, which the package's main entry re-exports (0.2 KB
      // of every first load).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    // For error reporting, never served: no sourceMappingURL comment, and the maps are moved out of
    // the deployed folder (scripts/vite-sourcemaps.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    manifest: true,
    // Browsers without <link rel="modulepreload"> (Safari before 17) still load every module, only
    // without the head start; the polyfill would be a chunk of its own now that there are two pages.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // scripts/check-size.ts holds the real budgets (gzip, per route). The one chunk over Vite's
    // 500 KB default is the in-browser mock backend with its seed data, in the service-worker build
    // only; the limit sits just above it so any other oversized chunk still warns.
    chunkSizeWarningLimit: mode === 'service-worker' ? 1100 : 500,
    rolldownOptions: {
      // The app, and the page hidden frames return to (src/silent-callback.ts).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        'silent-callback': fileURLToPath(new URL('./auth/silent-callback.html', import.meta.url)),
      },
      output: {
        chunkFileNames: assetName,
        codeSplitting: {
          groups: [
            // The libraries every screen runs on travel as one chunk: left to itself the bundler
            // cuts them into some twenty small shared chunks, each a request and a gzip window.
            {
              name: 'framework',
              // Not the router's navigation blocker: only the template editor uses it, and it travels with it.
              // Not the selector helpers only lazy screens use (XState's React hooks and Headless UI:
              // use-sync-external-store's with-selector; the store's `shallow`, for query results):
              // in this group they were 0.5 KB of every first load.
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router(?![\\/]dist[\\/]esm[\\/]useBlocker)|router-core|history|store(?![\\/]dist[\\/]shallow)|react-store|query-core|react-query)|i18next|react-i18next|i18next-browser-languagedetector|openapi-fetch|use-sync-external-store(?![\\/](with-selector|cjs[\\/]use-sync-external-store-with-selector)))[\\/]/,
            },
            // zod's core and mini API (the checks of config.json and of every answer) as one chunk.
            // No part of the entry: it loads beside config.json, the first answers' schemas import
            // it (src/lib/config.ts, src/app/first-load.ts). Left to the bundler it was three chunks
            // (its core, its schemas, the mini API). The rest of zod (the full API, its messages)
            // stays with the screens that use it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/](mini[\\/]|v4[\\/](mini[\\/]|core[\\/](?!(to-json-schema|json-schema-processors|memoizer)\.js)))/ },
            // The app's own modules that every page loads (the shell, the client, the route helpers)
            // as one chunk. Left alone, each module some lazy screen shares with them (a button, a
            // spinner, the permission rules) becomes a chunk of its own although the entry has
            // always loaded it first. Not the entry module itself (the manifest's entry must stay
            // the entry) and not the silent-callback page's own code. With Vite's preload helper,
            // which the entry and this chunk both call: a chunk of its own, it was 0.3 KB more of
            // every first load. With what every area's route definitions are made of (the
            // registry, the route helpers, the lists' search rules): not in the entry's static
            // graph since the areas' routes load with their area (src/app/route-areas.ts),
            // yet every page needs them; on their own they were five small chunks after it.
            {
              name: (id: string, context: ChunkingContext) =>
                (id.includes('/src/') && !id.endsWith('/src/main.tsx') && !id.includes('silent-callback') && (ROUTE_KIT.test(id) || loadedByEntry(id, context))) || id.includes('vite/preload-helper')
                  ? 'app'
                  : null,
              includeDependenciesRecursively: false,
            },
            { name: 'placeholder-screens', test: placeholders.test, includeDependenciesRecursively: false },
            // The /settings pages (and their forms) as one chunk: each page a chunk of its own, the
            // first load named nine of them (0.2 KB of every first load); together they are a few KB.
            {
              name: 'settings-screens',
              test: /[\\/]src[\\/](routes[\\/]_app[\\/]settings[\\/].*\?tsr-split=component|features[\\/]settings[\\/])/,
              includeDependenciesRecursively: false,
            },
            // Small helpers nearly every screen uses (titles, deferred parts, buttons, links, formats, search box,
            // permission hooks, protected images): one chunk instead of six tiny ones per screen.
            {
              name: 'screen-basics',
              test: /[\\/]src[\\/](components[\\/](ui[\\/](Deferred|Button|link)|Breadcrumbs|list[\\/]use-search-box)|lib[\\/](format|object-url)|api[\\/](permissions|protected-image|generated[\\/]operation-permissions))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
};
});
