import { type MockServer, resetMockDb } from '@mocks/node';

/**
 * Serves a test file's mock backend: listening before its tests (an unhandled request fails the
 * test), handlers and data back to the seed after each test, closed after all of them.
 */
export function serveMockApi(mock: MockServer): void {
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    mock.server.resetHandlers();
    await resetMockDb();
  });
  afterAll(() => mock.server.close());
}
