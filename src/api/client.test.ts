import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '@/lib/config';
import { getApiClient, setUnauthorizedHandler } from './client';
import { setAccessTokenSource } from './tokens';

const API = 'http://api.test/v1.0';
const seen: { path: string; auth: string | null; body: string }[] = [];
let valid = 'fresh';

const server = setupServer(
  http.all(`${API}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname.replace('/v1.0', '');
    const auth = request.headers.get('Authorization');
    seen.push({ path, auth, body: request.method === 'GET' ? '' : await request.text() });
    if (path === '/account/refresh') return HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
    if (auth !== `Bearer ${valid}`) return HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
    return HttpResponse.json({ items: [] });
  }),
);

let token: string | null = 'stale';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  valid = 'fresh';
  token = 'stale';
  localStorage.clear();
  setRuntimeConfig({
    apiRoot: API,
    auth: { authority: 'http://auth.test/realms/r', clientId: 'web' },
    mock: 'off',
    helpBaseUrl: 'https://docs.test',
  });
  setAccessTokenSource(() => token);
});
afterEach(() => {
  setUnauthorizedHandler(null);
  setAccessTokenSource(null);
});

describe('the 401 seam', () => {
  it('calls the handler once and retries once with the fresh token (the body is sent again)', async () => {
    const handler = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    setUnauthorizedHandler(handler);
    const { response } = await getApiClient().POST('/administrations/{administrationId}/templates', {
      params: { path: { administrationId: 'adm-1' } },
      body: { name: 'T', hml: '<p/>' },
    });
    expect(response.status).toBe(200);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(seen.map((s) => s.auth)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(seen[1]?.body).toBe(seen[0]?.body);
    expect(seen[1]?.body).toContain('"name":"T"');
  });

  it('answers the 401 when the handler cannot recover, without a retry', async () => {
    setUnauthorizedHandler(async () => false);
    const { response } = await getApiClient().GET('/administrations');
    expect(response.status).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it('a retry answered 401 is not retried again', async () => {
    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);
    const { response } = await getApiClient().GET('/administrations');
    expect(response.status).toBe(401);
    expect(seen).toHaveLength(2);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a 401 from the refresh call itself does not call the handler (it would wait for itself)', async () => {
    const handler = vi.fn(async () => true);
    setUnauthorizedHandler(handler);
    const { response } = await getApiClient().POST('/account/refresh', {
      body: { access_token: 'a', refresh_token: 'r' },
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
    expect(seen).toEqual([{ path: '/account/refresh', auth: null, body: 'access_token=a&refresh_token=r' }]);
  });
});
