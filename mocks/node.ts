/**
 * The fake backend for vitest: MSW's Node interceptor over a fresh, memory-only, seeded database
 * per createMockServer() call. Nothing is stored; under a test run the seeds are built once and
 * read from a folder of the run's own by every test file (tests/setup/seed-cache.ts).
 *
 *   const mock = createMockServer();
 *   serveMockApi(mock); // tests/utils/mock-api.ts: listen, reset after each test, close
 */
import { setupServer, type SetupServer } from 'msw/node';
import { createMockBackend, type MockBackend } from './backend';
import type { Fault, FaultInput } from './faults';
import type { HandlerOptions } from './handlers/context';
import { pickSeedOptions, type SeedOptions } from './seed/seed';
import { seedFiles } from './seed-files';
import { shareSeeds } from './store';

// Under a test run, seeds are built once for all its test files (tests/setup/seed-cache.ts).
if (process.env.MOCK_SEED_CACHE_DIR) shareSeeds(seedFiles(process.env.MOCK_SEED_CACHE_DIR));

/** Handler options plus seed sizes: `templates` per administration (default 40), `scale` (default 1). */
export interface MockServerOptions extends Omit<HandlerOptions, 'fallback' | 'networkErrorMode'>, SeedOptions {}

export interface MockServer extends MockBackend {
  readonly server: SetupServer;
}

let current: MockServer | undefined;

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const backend = createMockBackend({ ...options, seed: pickSeedOptions(options) });
  const mock: MockServer = { ...backend, server: setupServer(...backend.handlers) };
  current = mock;
  return mock;
}

function latest(): MockServer {
  if (!current) throw new Error('Call createMockServer() before using the mock helpers');
  return current;
}

/** Re-seeds the latest mock server's database and clears its fault rules. */
export function resetMockDb(options?: SeedOptions, when?: 'always' | 'if-changed'): Promise<void> {
  return latest().reset(options, when);
}

export function injectFault(fault: FaultInput): Fault {
  return latest().injectFault(fault);
}

export function clearFaults(): void {
  latest().clearFaults();
}

export type { Fault, FaultInput } from './faults';
export { ALL_PERMISSIONS, SEED_IDS, SEED_TOKENS, SEED_REFERENCE_DATE } from './seed/fixtures';
export { INVITED_USER_ID, SEED_ACCOUNT_TOKENS, SEED_PASSWORD, SEED_TOTP_SECRETS } from './seed/accounts';
export { totpCode } from './accounts/totp';
export type { OutboxMessage } from './db/account-schemas';
