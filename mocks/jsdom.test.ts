/**
 * UI tests run in jsdom: the Node mock server must work there too (default environment here).
 */
import { createMockServer, injectFault, resetMockDb } from './node';

const mock = createMockServer({ templates: 5 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => mock.server.close());

describe('mock server under jsdom', () => {
  it('serves the seeded data and faults', async () => {
    expect(typeof window).toBe('object');
    const response = await fetch('http://localhost:3000/v1.0/administrations/adm-nl-001/templates');
    expect(((await response.json()) as { items: unknown[] }).items).toHaveLength(5);
    injectFault({ path: '/templates', status: 500, times: 1 });
    expect((await fetch('http://localhost:3000/v1.0/administrations/adm-nl-001/templates')).status).toBe(500);
  });

  it('serves images as blobs', async () => {
    const response = await fetch('http://localhost:3000/v1.0/administrations/adm-nl-001/users/usr-anna/avatar');
    const blob = await response.blob();
    expect(blob.type).toBe('image/svg+xml');
    expect(blob.size).toBeGreaterThan(100);
  });
});
