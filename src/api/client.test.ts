import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setRuntimeConfig } from '@/lib/config';
import { ApiError, ContractError, NetworkError, RefusedRequestError } from './errors';
import { getActivation } from './generated/endpoints/account/account';
import { getProfile } from './generated/endpoints/administrations/administrations';
import { apiFetch, apiFetchBlob, getApiClient, setSessionEndedHandler, setUnauthorizedHandler } from './client';
import { callThrough } from './upload';
import { apiUpload } from './upload';
import { installUploadXhr } from '@tests/utils/upload-xhr';
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
  setSessionEndedHandler(null);
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

describe('a retry answered 401 again', () => {
  let refreshes = 0;
  /** What the session strategy does: spend the refresh token once (POST /account/refresh), then retry. */
  const refreshingHandler = vi.fn(async () => {
    refreshes += 1;
    await fetch(`${API}/account/refresh`, { method: 'POST', body: 'access_token=stale&refresh_token=r1' });
    token = 'fresh';
    return true;
  });

  beforeEach(() => {
    refreshes = 0;
    refreshingHandler.mockClear();
    valid = 'never'; // the server refuses even the refreshed token: the session is gone
  });

  it('signs out instead of spending another refresh token (first 401 → one refresh → retry 401 → signed out)', async () => {
    const signedOut = vi.fn();
    setUnauthorizedHandler(refreshingHandler);
    setSessionEndedHandler(signedOut);

    await expect(apiFetch('/administrations')).rejects.toMatchObject({ status: 401 });

    expect(refreshes).toBe(1);
    expect(seen.filter((s) => s.path === '/account/refresh')).toHaveLength(1);
    expect(seen.filter((s) => s.path === '/administrations').map((s) => s.auth)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('a typed call whose retry answers 401 ends the session too, after one refresh', async () => {
    const signedOut = vi.fn();
    setUnauthorizedHandler(refreshingHandler);
    setSessionEndedHandler(signedOut);
    const first = await getApiClient().GET('/administrations');
    expect(first.response.status).toBe(401);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(refreshingHandler).toHaveBeenCalledTimes(1);
  });

  it('a retry that succeeds does not sign out', async () => {
    valid = 'fresh';
    const signedOut = vi.fn();
    setUnauthorizedHandler(refreshingHandler);
    setSessionEndedHandler(signedOut);
    await expect(apiFetch('/administrations')).resolves.toBeDefined();
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('the caller still sees the 401 (the route shows its session-ended view)', async () => {
    setUnauthorizedHandler(refreshingHandler);
    setSessionEndedHandler(() => undefined);
    const error: unknown = await apiFetch('/administrations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });
});

describe('crafted path parameters', () => {
  // `/login/account-activation?token=../../administrations/adm-1/profile` hands this token to the
  // public activation call: the browser resolves the dot segments, and the request would reach
  // another API path — with the bearer token, since the resolved path is not a public call.
  const crafted = ['../../administrations/adm-1/profile', '..%2F..%2Fadministrations%2Fadm-1%2Fprofile', '..', '.', 'a/b', 'a?b=c', 'a#b', 'a b', 'ä', '%', 'x'.repeat(513)];

  it.each(crafted)('a public call with the token %j is refused before any request, and no bearer leaves', async (tokenValue) => {
    token = 'stale';
    const error: unknown = await getActivation(tokenValue).catch((e: unknown) => e);
    expect(seen).toEqual([]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it.each(['../adm-2', '..', 'adm 1', 'adm-1/../../account/me', 'a'.repeat(65)])(
    'an administration id %j is refused before any request',
    async (id) => {
      const error: unknown = await getProfile(id).catch((e: unknown) => e);
      expect(seen).toEqual([]);
      expect(error).toMatchObject({ status: 404 });
    },
  );

  it('dot segments in a path the wrapper is given are refused, encoded or not', async () => {
    for (const url of ['/account/activation/../../administrations/adm-1/profile', '/account/activation/%2e%2e/%2e%2e/administrations/adm-1/profile', '/administrations/adm-1/../adm-2/profile', '//evil.example/administrations', '/account/me#x']) {
      await expect(apiFetch(url)).rejects.toMatchObject({ status: 404 });
    }
    await expect(apiFetchBlob('/administrations/adm-1/images/../../adm-2/images/i1')).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual([]);
  });

  it('a typed call with a crafted path parameter is refused too', async () => {
    const error: unknown = await getApiClient()
      .GET('/administrations/{administrationId}/profile', { params: { path: { administrationId: '..' } } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
    expect(seen).toEqual([]);
  });

  it('ids in the query are held to the id rule', async () => {
    await expect(apiFetch('/placeholders?administrationId=..%2Fx')).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual([]);
  });

  it('valid parameters go through, encoded, to the path they name; public calls carry no bearer', async () => {
    valid = 'stale';
    await getActivation('act_7e2b9d4f1a6c3e85').catch(() => undefined);
    await getProfile('adm-nl-001').catch(() => undefined);
    expect(seen.map((s) => [s.path, s.auth])).toEqual([
      ['/account/activation/act_7e2b9d4f1a6c3e85', null],
      ['/administrations/adm-nl-001/profile', 'Bearer stale'],
    ]);
  });

  it('the public check reads the resolved URL: a typed call to a resolved private path carries the bearer only there', async () => {
    valid = 'stale';
    await getApiClient().GET('/account/me');
    await getApiClient().GET('/account/activation/{token}', { params: { path: { token: 'act_1' } } });
    expect(seen.map((s) => [s.path, s.auth])).toEqual([
      ['/account/me', 'Bearer stale'],
      ['/account/activation/act_1', null],
    ]);
  });
});

describe('an API at the root of its origin', () => {
  it('is reached, with the bearer token on private calls', async () => {
    const seenAtRoot: string[] = [];
    server.use(
      http.get('http://root-api.test/account/me', ({ request }) => {
        seenAtRoot.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
      }),
    );
    setRuntimeConfig({ apiRoot: 'http://root-api.test', auth: { authority: 'http://auth.test/realms/r', clientId: 'web' }, mock: 'off', helpBaseUrl: 'https://docs.test' });
    await getApiClient().GET('/account/me');
    expect(seenAtRoot).toEqual(['Bearer stale']);
  });
});

describe('protected binary answers', () => {
  const pdf = () =>
    server.use(
      http.get(`${API}/administrations/adm-1/invoices/inv-1/pdf`, () =>
        new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );

  it('hands on only the media type the caller can handle', async () => {
    token = 'fresh';
    pdf();
    const path = '/administrations/adm-1/invoices/inv-1/pdf';
    expect(await (await apiFetchBlob(path, undefined, 'application/pdf')).text()).toBe('%PDF-1.7');
    // An image caller (the default) does not get a PDF, whatever the server sends.
    await expect(apiFetchBlob(path)).rejects.toBeInstanceOf(ContractError);
  });
});

describe('uploads (apiUpload)', () => {
  const UPLOAD = '/administrations/adm-1/customers/cus-1/attachments';
  const stored = {
    id: 'att-1',
    fileName: 'afspraak.pdf',
    contentType: 'application/pdf',
    size: 9,
    uploadedAt: '2026-11-20T09:00:00Z',
    uploadedBy: { id: 'usr-anna', name: 'Anna de Vries' },
  };
  const uploads: { auth: string | null; fileName: string | undefined; text: string | undefined }[] = [];
  let answer: () => Response = () => HttpResponse.json(stored, { status: 201 });

  const form = () => {
    const data = new FormData();
    data.append('file', new File(['%PDF-1.7\n'], 'afspraak.pdf', { type: 'application/pdf' }));
    return data;
  };

  let xhr: ReturnType<typeof installUploadXhr>;

  afterEach(() => vi.unstubAllGlobals());
  beforeEach(() => {
    xhr = installUploadXhr();
    uploads.length = 0;
    answer = () => HttpResponse.json(stored, { status: 201 });
    server.use(
      http.post(`${API}${UPLOAD}`, async ({ request }) => {
        const auth = request.headers.get('Authorization');
        // The part is a File of Node's realm, not jsdom's: read by shape.
        const file = (await request.formData()).get('file') as unknown as File | null;
        uploads.push({ auth, fileName: file?.name, text: await file?.text() });
        if (auth !== `Bearer ${valid}`) return HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
        return answer();
      }),
    );
  });

  it('sends the file with the bearer token, reports progress and answers the checked attachment', async () => {
    token = 'fresh';
    const progress: { loaded: number; total: number }[] = [];
    const attachment = await apiUpload(UPLOAD, form(), { onProgress: (step) => progress.push(step) });
    expect(attachment).toEqual(stored);
    expect(uploads).toEqual([{ auth: 'Bearer fresh', fileName: 'afspraak.pdf', text: '%PDF-1.7\n' }]);
    expect(progress.at(-1)).toEqual({ loaded: 9, total: 9 });
  });

  it('reports the progress of the body as it goes out', async () => {
    token = 'fresh';
    xhr = installUploadXhr({ manual: true });
    const progress: { loaded: number; total: number }[] = [];
    const upload = apiUpload(UPLOAD, form(), { onProgress: (step) => progress.push(step) });
    const held = await xhr.next();
    expect(held.headers).toEqual({ Authorization: 'Bearer fresh' });
    held.progress(0.5);
    expect(progress).toEqual([
      { loaded: 0, total: 9 },
      { loaded: 5, total: 9 },
    ]);
    expect(uploads).toEqual([]);
    held.finish();
    expect(await upload).toEqual(stored);
    expect(progress.at(-1)).toEqual({ loaded: 9, total: 9 });
  });

  it('refuses a path the contract does not have, or a crafted id, before anything is sent', async () => {
    token = 'fresh';
    for (const path of [
      '/administrations/adm-1/customers/../cus-2/attachments',
      '/administrations/adm-1/customers/cus%2F1/attachments',
      '/administrations/adm-1/templates/t-1/attachments',
      '/administrations/adm-1/customers/cus-1/attachments?x=1',
    ]) {
      await expect(apiUpload(path, form())).rejects.toBeInstanceOf(RefusedRequestError);
    }
    expect(uploads).toEqual([]);
  });

  it('after a 401 asks the handler once and sends the file again with the fresh token', async () => {
    const handler = vi.fn(async () => {
      token = 'fresh';
      return true;
    });
    setUnauthorizedHandler(handler);
    const progress: number[] = [];
    expect(await apiUpload(UPLOAD, form(), { onProgress: ({ loaded }) => progress.push(loaded) })).toEqual(stored);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(uploads.map((u) => [u.auth, u.text])).toEqual([
      ['Bearer stale', '%PDF-1.7\n'],
      ['Bearer fresh', '%PDF-1.7\n'],
    ]);
  });

  it('ends the session when the retry is refused too, and answers the 401', async () => {
    valid = 'never';
    const handler = vi.fn(async () => true);
    const signedOut = vi.fn();
    setUnauthorizedHandler(handler);
    setSessionEndedHandler(signedOut);
    await expect(apiUpload(UPLOAD, form())).rejects.toMatchObject({ status: 401 });
    expect(uploads).toHaveLength(2);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the session cannot be recovered', async () => {
    setUnauthorizedHandler(async () => false);
    await expect(apiUpload(UPLOAD, form())).rejects.toMatchObject({ status: 401 });
    expect(uploads).toHaveLength(1);
  });

  it('hands on a refusal with its problem (413, 415)', async () => {
    token = 'fresh';
    answer = () =>
      HttpResponse.json({ title: 'Payload Too Large', status: 413, detail: 'scan.pdf is 12.4 MB; attachments may be at most 10 MB.' }, { status: 413, headers: { 'Content-Type': 'application/problem+json' } });
    const error: unknown = await apiUpload(UPLOAD, form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, problem: { detail: 'scan.pdf is 12.4 MB; attachments may be at most 10 MB.' } });
  });

  it('refuses an answer outside the contract', async () => {
    token = 'fresh';
    answer = () => HttpResponse.json({ ...stored, contentType: 'application/x-msdownload' }, { status: 201 });
    await expect(apiUpload(UPLOAD, form())).rejects.toBeInstanceOf(ContractError);
    answer = () => HttpResponse.json(stored, { status: 200 }); // not a documented success status
    await expect(apiUpload(UPLOAD, form())).rejects.toBeInstanceOf(ContractError);
  });

  it('a transport that fails is a network error of the operation', async () => {
    token = 'fresh';
    const error: unknown = await callThrough('POST', UPLOAD, () => Promise.reject(new TypeError('Failed to fetch'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ operation: 'uploadCustomerAttachment' });
  });

  it('is cancelled by its signal: before it starts, nothing is sent', async () => {
    token = 'fresh';
    const controller = new AbortController();
    controller.abort();
    await expect(apiUpload(UPLOAD, form(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads).toEqual([]);
  });

  it('is cancelled by its signal while under way; nothing is stored', async () => {
    token = 'fresh';
    xhr = installUploadXhr({ manual: true });
    const controller = new AbortController();
    const upload = apiUpload(UPLOAD, form(), { signal: controller.signal });
    (await xhr.next()).progress(0.3);
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads).toEqual([]);
  });
});
