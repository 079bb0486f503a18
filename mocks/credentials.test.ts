import { verifyPassword } from './accounts/password-hash';
import { LOGIN_WINDOW_MS } from './accounts/throttle';
import {
  createMockServer,
  INVITED_USER_ID,
  SEED_ACCOUNT_TOKENS,
  SEED_IDS,
  SEED_PASSWORD,
  SEED_TOKENS,
  SEED_TOTP_SECRETS,
  totpCode,
  type OutboxMessage,
} from './node';

const BASE = 'http://api.test/v1.0';
const START = new Date('2026-11-22T10:00:00Z');
const NEW_PASSWORD = 'Harbour&Freight7';
let now = START;

const mock = createMockServer({ now: () => now, devTokens: true });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  now = START;
  await mock.reset();
});
afterAll(() => mock.server.close());

const anna = 'anna.devries@example.com';
const james = 'james.whitfield@example.com';

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
const login = (email: string, password: string) => post('/account/login', { email, password });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const me = (token: string) => fetch(`${BASE}/account/me`, { headers: bearer(token) });

async function outbox(to?: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${BASE}/__mock/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: OutboxMessage[] }).items;
}

function tokenOfLink(message: OutboxMessage | undefined): string {
  const link = new URL(message?.link ?? '');
  return link.searchParams.get('token') ?? '';
}

async function tokensOf(response: Response) {
  const body = (await response.json()) as { status: string; data: { access_token: string; refresh_token: string } };
  expect(body.status).toBe('authenticated');
  return body.data;
}

describe('seeded accounts', () => {
  it('store PBKDF2 hashes of the documented password, one salt per user', async () => {
    const credentials = mock.store.db.credentials.all();
    const active = credentials.filter((c) => c.passwordHash);
    expect(active.map((c) => c.userId).sort()).toEqual(Object.values(SEED_IDS.users).sort());
    for (const credential of active) {
      expect(credential.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
      expect(await verifyPassword(SEED_PASSWORD, credential.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('receivables!2026', credential.passwordHash ?? '')).toBe(false);
    }
    expect(new Set(active.map((c) => c.passwordHash?.split('$')[2])).size).toBe(active.length);
    expect(credentials.find((c) => c.userId === INVITED_USER_ID)?.passwordHash).toBeNull();
  });
});

describe('POST /account/login', () => {
  it('signs in with the right password, issuing tokens the other handlers and refresh accept', async () => {
    const response = await login(anna.toUpperCase(), SEED_PASSWORD);
    expect(response.status).toBe(200);
    const tokens = await tokensOf(response);
    expect(await (await me(tokens.access_token)).json()).toEqual({
      id: 'usr-anna',
      name: 'Anna de Vries',
      email: anna,
      language: 'nl',
      // None chosen on /account yet: the browser's language stands.
      interfaceLanguage: null,
      twoFactorEnabled: false,
      // The account's version, for If-Match on a change of it (/account).
      etag: '"v1"',
    });
    const refreshed = await fetch(`${BASE}/account/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: tokens.access_token, refresh_token: tokens.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown address', async () => {
    const wrong = await login(anna, 'Receivables!2025');
    const unknown = await login('nobody@example.com', SEED_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a).toMatchObject({ type: 'https://docs.receivables.example/problems/invalid-credentials', status: 401 });
  });

  it('refuses an invited account that is not activated yet', async () => {
    expect((await login('lotte.jansen@example.com', SEED_PASSWORD)).status).toBe(401);
  });

  it('answers 400 to a malformed body', async () => {
    const response = await post('/account/login', { email: 'not-an-address', password: '' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('throttles after 5 failures per address within 15 minutes, even the right password, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(anna, `wrong-${i}`)).status).toBe(401);
      now = new Date(now.getTime() + 60_000);
    }
    const throttled = await login(anna, SEED_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Content-Type')).toBe('application/problem+json');
    // The first failure (at START) leaves the window 15 minutes after it.
    expect(Number(throttled.headers.get('Retry-After'))).toBe((LOGIN_WINDOW_MS - 5 * 60_000) / 1000);
    expect(await throttled.json()).toMatchObject({ status: 429, type: 'https://docs.receivables.example/problems/too-many-attempts' });
    // Other addresses are not affected; unknown addresses are throttled the same way.
    expect((await login('sanne.bakker@example.com', SEED_PASSWORD)).status).toBe(200);

    now = new Date(START.getTime() + LOGIN_WINDOW_MS + 1);
    expect((await login(anna, SEED_PASSWORD)).status).toBe(200);
    // Success clears the count.
    for (let i = 0; i < 4; i++) expect((await login(anna, 'wrong')).status).toBe(401);
    expect((await login(anna, SEED_PASSWORD)).status).toBe(200);
  });

  it('throttles unknown addresses too', async () => {
    for (let i = 0; i < 5; i++) expect((await login('ghost@example.com', 'x')).status).toBe(401);
    expect((await login('ghost@example.com', 'x')).status).toBe(429);
  });
});

describe('POST /account/login/two-factor', () => {
  async function challenge(): Promise<string> {
    const response = await login(james, SEED_PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; challengeToken: string; methods: string[] };
    expect(body).toMatchObject({ status: 'two-factor-required', methods: ['totp'] });
    return body.challengeToken;
  }
  const complete = (challengeToken: string, code: string) => post('/account/login/two-factor', { challengeToken, code });

  it('asks James for a second factor and signs him in with a code from his seeded secret', async () => {
    const challengeToken = await challenge();
    const response = await complete(challengeToken, totpCode(SEED_TOTP_SECRETS.james, now.getTime()));
    expect(response.status).toBe(200);
    const tokens = await tokensOf(response);
    expect(await (await me(tokens.access_token)).json()).toMatchObject({ id: 'usr-james', twoFactorEnabled: true });
    // The challenge is single use.
    expect((await complete(challengeToken, totpCode(SEED_TOTP_SECRETS.james, now.getTime()))).status).toBe(401);
  });

  it('accepts one step of clock drift, not two', async () => {
    const previous = totpCode(SEED_TOTP_SECRETS.james, now.getTime() - 30_000);
    const twoBack = totpCode(SEED_TOTP_SECRETS.james, now.getTime() - 60_000);
    const challengeToken = await challenge();
    expect((await complete(challengeToken, twoBack)).status).toBe(401);
    expect((await complete(challengeToken, previous)).status).toBe(200);
  });

  it('keeps the challenge after a wrong code and accepts each code once', async () => {
    const challengeToken = await challenge();
    const wrong = await complete(challengeToken, '000000');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ type: 'https://docs.receivables.example/problems/invalid-two-factor-code' });
    const code = totpCode(SEED_TOTP_SECRETS.james, now.getTime());
    expect((await complete(challengeToken, code)).status).toBe(200);
    // The same code cannot sign in again (replay), even with a fresh challenge.
    const replay = await complete(await challenge(), code);
    expect(replay.status).toBe(401);
    now = new Date(now.getTime() + 30_000);
    expect((await complete(await challenge(), totpCode(SEED_TOTP_SECRETS.james, now.getTime()))).status).toBe(200);
  });

  it('expires the challenge after 5 minutes', async () => {
    const challengeToken = await challenge();
    now = new Date(now.getTime() + 5 * 60_000 + 1);
    const expired = await complete(challengeToken, totpCode(SEED_TOTP_SECRETS.james, now.getTime()));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ type: 'https://docs.receivables.example/problems/two-factor-challenge-expired' });
  });

  it('counts wrong codes towards the throttle and then revokes the challenge', async () => {
    const challengeToken = await challenge();
    for (let i = 0; i < 5; i++) expect((await complete(challengeToken, '000000')).status).toBe(401);
    expect((await complete(challengeToken, totpCode(SEED_TOTP_SECRETS.james, now.getTime()))).status).toBe(429);
    expect((await login(james, SEED_PASSWORD)).status).toBe(429);
    now = new Date(now.getTime() + LOGIN_WINDOW_MS + 1);
    const afterwards = await complete(challengeToken, totpCode(SEED_TOTP_SECRETS.james, now.getTime()));
    expect(await afterwards.json()).toMatchObject({ type: 'https://docs.receivables.example/problems/two-factor-challenge-expired' });
  });

  it('answers 400 to a code that is not 6 digits', async () => {
    expect((await complete(await challenge(), '12345')).status).toBe(400);
  });
});

describe('forgotten password', () => {
  it('always answers 202, and mails a reset link only to an existing active account', async () => {
    for (const email of [anna, 'nobody@example.com', 'lotte.jansen@example.com']) {
      const response = await post('/account/forgot-password', { email }, { Origin: 'http://app.test' });
      expect(response.status).toBe(202);
      expect(await response.text()).toBe('');
    }
    const messages = await outbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'password-reset', to: anna, subject: 'Reset your Receivables password' });
    const link = new URL(messages[0]?.link ?? '');
    expect(link.origin + link.pathname).toBe('http://app.test/reset-pass');
    expect(messages[0]?.text).toContain(messages[0]?.link);
  });

  it('resets the password with the link once, ending sessions and lifting the throttle', async () => {
    for (let i = 0; i < 5; i++) await login(anna, 'wrong');
    await post('/account/forgot-password', { email: anna });
    const token = tokenOfLink((await outbox(anna))[0]);

    const weak = await post('/account/reset-password', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters' },
      { field: 'password', message: 'Password must contain at least one uppercase letter' },
      { field: 'password', message: 'Password must contain at least one number' },
      { field: 'password', message: 'Password must contain at least one special character' },
    ]);

    expect((await post('/account/reset-password', { token, password: NEW_PASSWORD })).status).toBe(204);
    expect((await me(SEED_TOKENS.anna.access)).status).toBe(401);
    expect((await login(anna, SEED_PASSWORD)).status).toBe(401);
    expect((await login(anna, NEW_PASSWORD)).status).toBe(200);
    expect((await outbox(anna)).map((m) => m.kind)).toEqual(['password-changed', 'password-reset']);

    const again = await post('/account/reset-password', { token, password: NEW_PASSWORD });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ errors: [{ field: 'token' }] });
  });

  it('refuses an expired reset link and invalidates older links when a new one is sent', async () => {
    expect((await post('/account/reset-password', { token: SEED_ACCOUNT_TOKENS.expiredReset, password: NEW_PASSWORD })).status).toBe(400);
    await post('/account/forgot-password', { email: anna });
    const first = tokenOfLink((await outbox(anna))[0]);
    await post('/account/forgot-password', { email: anna });
    const second = tokenOfLink((await outbox(anna))[0]);
    expect(first).not.toBe(second);
    expect((await post('/account/reset-password', { token: first, password: NEW_PASSWORD })).status).toBe(400);
    now = new Date(now.getTime() + 60 * 60_000 + 1);
    expect((await post('/account/reset-password', { token: second, password: NEW_PASSWORD })).status).toBe(400);
  });
});

describe('account activation', () => {
  it('greets the invited user, sets the first password once, then the account signs in', async () => {
    const info = await fetch(`${BASE}/account/activation/${SEED_ACCOUNT_TOKENS.activation}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({ email: 'lotte.jansen@example.com', name: 'Lotte Jansen' });

    const weak = await post('/account/activate', { token: SEED_ACCOUNT_TOKENS.activation, password: 'alllowercase1!' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ errors: [{ field: 'password', message: 'Password must contain at least one uppercase letter' }] });

    expect((await post('/account/activate', { token: SEED_ACCOUNT_TOKENS.activation, password: NEW_PASSWORD })).status).toBe(204);
    const tokens = await tokensOf(await login('lotte.jansen@example.com', NEW_PASSWORD));
    expect(await (await me(tokens.access_token)).json()).toMatchObject({ id: INVITED_USER_ID, name: 'Lotte Jansen' });

    expect((await fetch(`${BASE}/account/activation/${SEED_ACCOUNT_TOKENS.activation}`)).status).toBe(404);
    expect((await post('/account/activate', { token: SEED_ACCOUNT_TOKENS.activation, password: NEW_PASSWORD })).status).toBe(404);
  });

  it('answers 404 for unknown and expired links', async () => {
    expect((await fetch(`${BASE}/account/activation/nope`)).status).toBe(404);
    expect((await fetch(`${BASE}/account/activation/${SEED_ACCOUNT_TOKENS.expiredActivation}`)).status).toBe(404);
    expect((await post('/account/activate', { token: SEED_ACCOUNT_TOKENS.expiredActivation, password: NEW_PASSWORD })).status).toBe(404);
  });
});

describe('POST /account/signup', () => {
  const olivia = { name: 'Olivia Hart', email: 'Olivia.Hart@example.com', company: 'Hart Logistics Ltd', password: NEW_PASSWORD };

  it('creates an account that signs in at once, and mails a welcome', async () => {
    const response = await post('/account/signup', olivia);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const tokens = await tokensOf(await login('olivia.hart@example.com', NEW_PASSWORD));
    expect(await (await me(tokens.access_token)).json()).toEqual({
      id,
      name: 'Olivia Hart',
      email: 'olivia.hart@example.com',
      language: 'en',
      interfaceLanguage: null,
      twoFactorEnabled: false,
      etag: '"v1"',
    });
    // No administration until someone invites the account.
    expect(await (await fetch(`${BASE}/administrations`, { headers: bearer(tokens.access_token) })).json()).toEqual({ items: [] });
    expect((await outbox('olivia.hart@example.com'))[0]).toMatchObject({ kind: 'account-created' });
  });

  it('answers 409 for an address that has an account, and 400 for a weak password', async () => {
    const taken = await post('/account/signup', { ...olivia, email: anna.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ errors: [{ field: 'email' }] });
    const weak = await post('/account/signup', { ...olivia, password: 'Password1' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ errors: [{ field: 'password', message: 'Password must contain at least one special character' }] });
  });
});

describe('two-factor setup', () => {
  const sanne = bearer(SEED_TOKENS.sanne.access);

  it('turns two-factor authentication on after a code from the new secret, then sign-in asks for it', async () => {
    const setup = await fetch(`${BASE}/account/two-factor/setup`, { method: 'POST', headers: sanne });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri } = (await setup.json()) as { secret: string; otpauthUri: string };
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Receivables:sanne\.bakker%40example\.com\?/);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);

    const wrong = await post('/account/two-factor/verify', { code: '000000' }, sanne);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: [{ field: 'code' }] });
    expect(await (await me(SEED_TOKENS.sanne.access)).json()).toMatchObject({ twoFactorEnabled: false });

    expect((await post('/account/two-factor/verify', { code: totpCode(secret, now.getTime()) }, sanne)).status).toBe(204);
    expect(await (await me(SEED_TOKENS.sanne.access)).json()).toMatchObject({ twoFactorEnabled: true });
    expect((await outbox('sanne.bakker@example.com'))[0]).toMatchObject({ kind: 'two-factor-enabled' });

    const next = await login('sanne.bakker@example.com', SEED_PASSWORD);
    expect(await next.json()).toMatchObject({ status: 'two-factor-required' });
  });

  it('replaces an unverified setup, and answers 409 when already on or nothing is pending', async () => {
    expect((await post('/account/two-factor/verify', { code: '123456' }, sanne)).status).toBe(409);
    const first = (await (await fetch(`${BASE}/account/two-factor/setup`, { method: 'POST', headers: sanne })).json()) as { secret: string };
    const second = (await (await fetch(`${BASE}/account/two-factor/setup`, { method: 'POST', headers: sanne })).json()) as { secret: string };
    expect(second.secret).not.toBe(first.secret);
    expect((await post('/account/two-factor/verify', { code: totpCode(first.secret, now.getTime()) }, sanne)).status).toBe(400);

    const jamesToken = bearer(SEED_TOKENS.james.access);
    expect((await fetch(`${BASE}/account/two-factor/setup`, { method: 'POST', headers: jamesToken })).status).toBe(409);
    expect((await post('/account/two-factor/verify', { code: '123456' }, jamesToken)).status).toBe(409);
  });

  it('requires a valid bearer token', async () => {
    expect((await me('nope')).status).toBe(401);
    expect((await fetch(`${BASE}/account/two-factor/setup`, { method: 'POST', headers: bearer('nope') })).status).toBe(401);
  });
});

describe('GET/DELETE /__mock/outbox', () => {
  it('lists sent e-mails newest first, filters by recipient, and empties', async () => {
    await post('/account/forgot-password', { email: anna });
    await post('/account/forgot-password', { email: 'sanne.bakker@example.com' });
    expect((await outbox()).map((m) => m.to)).toEqual(['sanne.bakker@example.com', anna]);
    expect((await outbox('ANNA.devries@example.com')).map((m) => m.to)).toEqual([anna]);
    expect((await fetch(`${BASE}/__mock/outbox`, { method: 'DELETE' })).status).toBe(204);
    expect(await outbox()).toEqual([]);
  });

  it('is emptied by a reset of the mock', async () => {
    await post('/account/forgot-password', { email: anna });
    await mock.reset();
    expect(await outbox()).toEqual([]);
  });
});
