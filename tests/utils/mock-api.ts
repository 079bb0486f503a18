import { http } from 'msw';
import type { MockServer } from '@mocks/node';

/**
 * Serves a test file's mock backend: listening before its tests (an unhandled request fails the
 * test), handlers and data back to the seed after each test, closed after all of them. Data that
 * nothing wrote to is left as it is (the store hears every write, committed or not): re-seeding
 * after each of a file's thirty read-only tests cost more than the tests.
 */
export function serveMockApi(mock: MockServer): void {
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    mock.server.resetHandlers();
    await mock.reset(undefined, 'if-changed');
  });
  afterAll(() => mock.server.close());
}

/**
 * Holds the mock's answer to matching requests until the test calls the returned `release`, then
 * lets them go on to the mock's own handlers. For a test that looks at a busy state: a fixed delay
 * could be spent by a loaded machine before the first look. `matches` sees the whole URL (with its
 * query); handlers are reset after each test by serveMockApi.
 */
export function holdRequests(mock: MockServer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', matches: (url: string) => boolean): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  mock.server.use(
    http.all('*', ({ request }) => (request.method === method && matches(request.url) ? held.then(() => undefined) : undefined)),
  );
  return release;
}
