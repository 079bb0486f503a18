/**
 * The fake backend inside the browser (service-worker builds): MSW's worker serving the same
 * handlers, with the database kept in localStorage. Imports nothing from Node.
 */
import { setupWorker } from 'msw/browser';
import { createMockBackend } from './backend';
import type { HandlerOptions } from './handlers/context';
import { createLocalStorageAdapter, DEFAULT_STORAGE_KEY } from './persistence/local-storage';
import { pickSeedOptions, type SeedOptions } from './seed/seed';

/** Seed sizes (`templates`, `scale`) apply to a fresh seed; stored data is kept. */
export interface BrowserMockOptions extends Omit<HandlerOptions, 'fallback' | 'networkErrorMode'>, SeedOptions {
  storageKey?: string;
}

let started: Promise<void> | undefined;

export function startBrowserMock(options: BrowserMockOptions = {}): Promise<void> {
  // One worker per page, however often the app's start-up calls this.
  started ??= (async () => {
    const { storageKey = DEFAULT_STORAGE_KEY, ...handlerOptions } = options;
    const backend = createMockBackend({
      ...handlerOptions,
      seed: pickSeedOptions(options),
      adapter: createLocalStorageAdapter(storageKey),
    });
    const worker = setupWorker(...backend.handlers);
    await worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
    await backend.store.ready;
  })();
  return started;
}
