import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChunkInfo, routeIdOf, routePreloadManifest, routePreloads } from './vite-route-preloads';

const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], isEntry = false): ChunkInfo => ({
  fileName,
  imports,
  moduleIds,
  facadeModuleId: moduleIds[0] ?? null,
  isEntry,
});

const route = (file: string) => resolve(`src/routes/${file}`);

const CHUNKS = [
  chunk('assets/main.js', ['assets/framework.js', 'assets/app.js'], ['/src/main.tsx'], true),
  chunk('assets/framework.js', []),
  chunk('assets/app.js', ['assets/framework.js'], [route('_app/customers/index.tsx')]),
  chunk('assets/customers.js', ['assets/app.js', 'assets/kit.js'], [route('_app/customers/index.tsx') + '?tsr-split=component']),
  chunk('assets/kit.js', ['assets/headless.js']),
  chunk('assets/headless.js', ['assets/framework.js']),
  // Screens of several routes in one chunk (the placeholder screens).
  chunk('assets/placeholders.js', ['assets/kit.js'], [route('_app/dashboard.tsx') + '?tsr-split=component', route('_app/reports.tsx') + '?tsr-split=component']),
];

const ROUTE_IDS: Record<string, string> = {
  [route('_app/customers/index.tsx')]: '/_app/customers/',
  [route('_app/dashboard.tsx')]: '/_app/dashboard',
  [route('_app/reports.tsx')]: '/_app/reports',
};

describe('routePreloadManifest', () => {
  const manifest = routePreloadManifest(CHUNKS, (file) => ROUTE_IDS[file]);
  const filesOf = (id: string) => (manifest.routes[id] ?? []).map((index) => manifest.files[index]);

  it('lists, per route, its screen chunk and everything that chunk imports, however deep', () => {
    expect(filesOf('/_app/customers/')).toEqual(['assets/customers.js', 'assets/headless.js', 'assets/kit.js']);
  });

  it('leaves out what the entry loads before any route', () => {
    expect(manifest.files).not.toContain('assets/app.js');
    expect(manifest.files).not.toContain('assets/framework.js');
    expect(manifest.files).not.toContain('assets/main.js');
  });

  it('gives each route of a shared chunk the whole chunk, and names each file once', () => {
    expect(filesOf('/_app/dashboard')).toEqual(['assets/headless.js', 'assets/kit.js', 'assets/placeholders.js']);
    expect(filesOf('/_app/reports')).toEqual(filesOf('/_app/dashboard'));
    expect(new Set(manifest.files).size).toBe(manifest.files.length);
  });
});

describe('routeIdOf', () => {
  it('reads the id a route file gives createFileRoute', () => {
    expect(routeIdOf("export const Route = createFileRoute('/_app/customers/$customerId')({")).toBe('/_app/customers/$customerId');
    expect(routeIdOf('export const Route = createRootRouteWithContext<X>()({')).toBeUndefined();
  });
});

describe('resolveDependencies', () => {
  it('gives a route screen no preload list, and another lazy chunk only what it imports that the importing chunk has not loaded', async () => {
    const { plugins, resolveDependencies } = routePreloads();
    const manifestPlugin = plugins[0]!;
    const bundle = Object.fromEntries(CHUNKS.map((info) => [info.fileName, { type: 'chunk', ...info }]));
    const emitted: { name?: string; source?: unknown }[] = [];
    const handler = (manifestPlugin.generateBundle as { handler: (...args: unknown[]) => void }).handler;
    handler.call({ emitFile: (file: { name?: string; source?: unknown }) => (emitted.push(file), 'ref'), getFileName: () => 'assets/route-preloads-x.json' }, {}, bundle);
    expect(emitted.map((file) => file.name)).toEqual(['route-preloads.json']);
    // The ids come from the route files themselves.
    expect(Object.keys((JSON.parse(String(emitted[0]!.source)) as { routes: object }).routes)).toEqual(['/_app/customers/', '/_app/dashboard', '/_app/reports']);
    expect(resolveDependencies('assets/customers.js', ['assets/customers.js', 'assets/kit.js', 'assets/headless.js'], { hostId: 'assets/app.js' })).toEqual([]);
    // Another lazy chunk preloads what it imports, not itself (`import()` fetches it at once) nor what the importer has.
    expect(resolveDependencies('assets/kit.js', ['assets/kit.js', 'assets/headless.js', 'assets/framework.js'], { hostId: 'assets/app.js' })).toEqual(['assets/headless.js']);
  });
});
