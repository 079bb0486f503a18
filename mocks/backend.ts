/**
 * One fake backend = store + fault rules + handlers. node.ts, browser.ts and server.ts each build
 * one with their own persistence and serve the same handlers.
 */
import type { RequestHandler } from 'msw';
import { FaultRegistry, type Fault, type FaultInput } from './faults';
import { issueTokenPair, type IssueOptions, type TokenPair } from './handlers/auth';
import { resolveHandlerOptions, type HandlerContext, type HandlerOptions } from './handlers/context';
import { createHandlers } from './handlers/index';
import type { SeedOptions } from './seed/seed';
import { MockStore, type MockStoreOptions } from './store';

export interface MockBackendOptions extends HandlerOptions, MockStoreOptions {}

export interface MockBackend {
  readonly store: MockStore;
  readonly faults: FaultRegistry;
  readonly handlers: RequestHandler[];
  readonly context: HandlerContext;
  /**
   * Re-seeds the data (optionally with another size) and clears all fault rules; `if-changed`
   * keeps data that is still exactly that seed (no write since), which spares a test suite a
   * re-seed after every test that only read.
   */
  reset(options?: SeedOptions, when?: 'always' | 'if-changed'): Promise<void>;
  injectFault(fault: FaultInput): Fault;
  clearFaults(): void;
  /** Issues a token pair for a user, as a sign-in would. */
  issueTokens(userId: string, options?: IssueOptions): Promise<TokenPair>;
}

export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const store = new MockStore(options);
  const faults = new FaultRegistry();
  const context: HandlerContext = { store, faults, options: resolveHandlerOptions(options) };
  return {
    store,
    faults,
    context,
    handlers: createHandlers(context),
    async reset(seed, when) {
      faults.clear();
      await store.reset(seed, when);
    },
    injectFault: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    async issueTokens(userId, issueOptions) {
      await store.ready;
      const pair = await issueTokenPair(context, userId, issueOptions);
      store.commit();
      return pair;
    },
  };
}
