import { createMockServer, SEED_TOKENS } from './node';

const BASE = 'http://api.test/v1.0';
let now = new Date('2026-11-22T10:00:00Z');

const mock = createMockServer({ now: () => now });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  now = new Date('2026-11-22T10:00:00Z');
  await mock.reset();
});
afterAll(() => mock.server.close());

const profile = (token?: string) =>
  fetch(`${BASE}/administrations/adm-nl-001/profile`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

function refresh(accessToken: string, refreshToken: string) {
  return fetch(`${BASE}/account/refresh`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ access_token: accessToken, refresh_token: refreshToken }),
  });
}

describe('current user', () => {
  it('falls back to Anna without an Authorization header', async () => {
    expect(await (await profile()).json()).toMatchObject({ id: 'usr-anna', name: 'Anna de Vries' });
  });

  it('resolves the user of a bearer token', async () => {
    expect(await (await profile(SEED_TOKENS.sanne.access)).json()).toMatchObject({ id: 'usr-sanne', hasAvatar: false });
  });

  it('answers 401 to unknown, malformed and expired tokens', async () => {
    expect((await profile('nope')).status).toBe(401);
    const basic = await fetch(`${BASE}/administrations`, { headers: { Authorization: 'Basic YTpi' } });
    expect(basic.status).toBe(401);
    const pair = await mock.issueTokens('usr-anna', { accessTtlMs: 60_000 });
    expect((await profile(pair.access_token)).status).toBe(200);
    now = new Date(now.getTime() + 61_000);
    const expired = await profile(pair.access_token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ detail: 'The access token has expired.' });
  });
});

describe('requireAuth', () => {
  const strict = createMockServer({ requireAuth: true });

  it('answers 401 without a token, and serves with one', async () => {
    mock.server.close();
    strict.server.listen({ onUnhandledRequest: 'error' });
    try {
      const anonymous = await fetch(`${BASE}/administrations`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('Content-Type')).toBe('application/problem+json');
      expect((await fetch(`${BASE}/administrations`, { headers: { Authorization: `Bearer ${SEED_TOKENS.anna.access}` } })).status).toBe(200);
    } finally {
      strict.server.close();
      mock.server.listen({ onUnhandledRequest: 'error' });
    }
  });
});

describe('refresh', () => {
  it('rotates the refresh token and revokes the old access token', async () => {
    const pair = await mock.issueTokens('usr-james');
    const response = await refresh(pair.access_token, pair.refresh_token);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { access_token: string; refresh_token: string } };
    expect(data.refresh_token).not.toBe(pair.refresh_token);

    const admins = await fetch(`${BASE}/administrations`, { headers: { Authorization: `Bearer ${data.access_token}` } });
    expect(((await admins.json()) as { items: { id: string }[] }).items.map((a) => a.id)).toEqual(['adm-gb-002']);
    expect((await profile(pair.access_token)).status).toBe(401);

    // The spent refresh token is not accepted a second time.
    const again = await refresh(pair.access_token, pair.refresh_token);
    expect(again.status).toBe(401);
    expect(again.headers.get('Content-Type')).toBe('application/problem+json');
  });

  it('accepts the seeded refresh tokens once', async () => {
    expect((await refresh(SEED_TOKENS.anna.access, SEED_TOKENS.anna.refresh)).status).toBe(200);
    expect((await refresh(SEED_TOKENS.anna.access, SEED_TOKENS.anna.refresh)).status).toBe(401);
  });

  it('does not accept an access token as refresh token', async () => {
    expect((await refresh('x', SEED_TOKENS.anna.access)).status).toBe(401);
  });
});
