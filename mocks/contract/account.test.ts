import { SEED_ACCOUNT_TOKENS, SEED_PASSWORD, SEED_TOKENS, SEED_TOTP_SECRETS, totpCode } from '../node';
import { bearer, contractSuite, form, json } from './harness';

contractSuite('account', ({ call, mock }) => {
  it('refreshes tokens, and refuses bad forms and unknown refresh tokens', async () => {
    expect((await call('POST', '/account/refresh', form({ access_token: SEED_TOKENS.anna.access, refresh_token: SEED_TOKENS.anna.refresh }))).status).toBe(200);
    expect((await call('POST', '/account/refresh', form({ access_token: 'x' }))).status).toBe(400);
    expect((await call('POST', '/account/refresh', form({ access_token: 'a', refresh_token: 'nope' }))).status).toBe(401);
  });

  it('signs out: the refresh and access tokens are revoked; any token is answered 204', async () => {
    const pair = { access_token: SEED_TOKENS.james.access, refresh_token: SEED_TOKENS.james.refresh };
    expect((await call('GET', '/account/me', bearer(pair.access_token))).status).toBe(200);
    expect((await call('POST', '/account/logout', form(pair))).status).toBe(204);
    expect((await call('POST', '/account/refresh', form(pair))).status).toBe(401);
    expect((await call('GET', '/account/me', bearer(pair.access_token))).status).toBe(401);
    expect((await call('POST', '/account/logout', form({ refresh_token: 'unknown' }))).status).toBe(204);
    expect((await call('POST', '/account/logout', form({}))).status).toBe(400);
  });

  it('signs in with a second factor, refuses bad input and credentials, and throttles', async () => {
    expect((await call('POST', '/account/login', json({ email: 'sanne.bakker@example.com', password: SEED_PASSWORD }))).status).toBe(200);
    const challenged = await call('POST', '/account/login', json({ email: 'james.whitfield@example.com', password: SEED_PASSWORD }));
    const { challengeToken } = challenged.body as { challengeToken: string };
    expect((await call('POST', '/account/login/two-factor', json({ challengeToken, code: '000000' }))).status).toBe(401);
    expect((await call('POST', '/account/login/two-factor', json({ challengeToken, code: 'abc' }))).status).toBe(400);
    expect((await call('POST', '/account/login/two-factor', json({ challengeToken, code: totpCode(SEED_TOTP_SECRETS.james) }))).status).toBe(200);
    expect((await call('POST', '/account/login', json({ email: 'nope', password: 'x' }))).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/account/login', json({ email: 'throttled@example.com', password: 'x' }))).status).toBe(401);
    }
    expect((await call('POST', '/account/login', json({ email: 'throttled@example.com', password: 'x' }))).status).toBe(429);
    const throttledChallenge = await call('POST', '/account/login', json({ email: 'james.whitfield@example.com', password: SEED_PASSWORD }));
    const second = (throttledChallenge.body as { challengeToken: string }).challengeToken;
    for (let i = 0; i < 5; i++) await call('POST', '/account/login/two-factor', json({ challengeToken: second, code: '000000' }));
    expect((await call('POST', '/account/login/two-factor', json({ challengeToken: second, code: '000000' }))).status).toBe(429);
  });

  it('resets a forgotten password', async () => {
    const strong = 'Harbour&Freight7';
    expect((await call('POST', '/account/forgot-password', json({ email: 'anna.devries@example.com' }))).status).toBe(202);
    expect((await call('POST', '/account/forgot-password', json({ email: 'not an address' }))).status).toBe(400);
    const mail = mock.store.db.outbox.findFirst((q) => q.where({ kind: 'password-reset' }));
    const resetToken = new URL(mail?.link ?? '').searchParams.get('token') ?? '';
    expect((await call('POST', '/account/reset-password', json({ token: resetToken, password: 'weak' }))).status).toBe(400);
    expect((await call('POST', '/account/reset-password', json({ token: resetToken, password: strong }))).status).toBe(204);
  });

  it('activates an invited account once, and signs up new ones', async () => {
    const strong = 'Harbour&Freight7';
    expect((await call('GET', `/account/activation/${SEED_ACCOUNT_TOKENS.activation}`)).status).toBe(200);
    expect((await call('GET', `/account/activation/${SEED_ACCOUNT_TOKENS.expiredActivation}`)).status).toBe(404);
    expect((await call('POST', '/account/activate', json({ token: SEED_ACCOUNT_TOKENS.activation, password: 'weak' }))).status).toBe(400);
    expect((await call('POST', '/account/activate', json({ token: SEED_ACCOUNT_TOKENS.activation, password: strong }))).status).toBe(204);
    expect((await call('POST', '/account/activate', json({ token: SEED_ACCOUNT_TOKENS.activation, password: strong }))).status).toBe(404);

    const signup = { name: 'Olivia Hart', email: 'olivia.hart@example.com', company: 'Hart Logistics Ltd', password: strong };
    expect((await call('POST', '/account/signup', json(signup))).status).toBe(201);
    expect((await call('POST', '/account/signup', json(signup))).status).toBe(409);
    expect((await call('POST', '/account/signup', json({ ...signup, password: 'weak' }))).status).toBe(400);
  });

  it('shows the signed-in account and sets up two-factor authentication once', async () => {
    const sanne = (init: RequestInit = {}) => bearer(SEED_TOKENS.sanne.access, init);
    expect((await call('GET', '/account/me', sanne())).status).toBe(200);
    expect((await call('POST', '/account/two-factor/verify', sanne(json({ code: '123456' })))).status).toBe(409);
    const setup = await call('POST', '/account/two-factor/setup', sanne());
    expect(setup.status).toBe(200);
    const { secret } = setup.body as { secret: string };
    expect((await call('POST', '/account/two-factor/verify', sanne(json({ code: 'abcdef' })))).status).toBe(400);
    expect((await call('POST', '/account/two-factor/verify', sanne(json({ code: totpCode(secret) })))).status).toBe(204);
    expect((await call('POST', '/account/two-factor/setup', sanne())).status).toBe(409);
  });
});
