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

  // Fresh sessions: earlier scenarios revoke seeded tokens (sign-out, password reset).
  let annaToken = '';
  let jamesToken = '';
  beforeEach(async () => {
    annaToken = (await mock.issueTokens('usr-anna')).access_token;
    jamesToken = (await mock.issueTokens('usr-james')).access_token;
  });
  const anna = (init: RequestInit = {}) => bearer(annaToken, init);
  const james = () => bearer(jamesToken);
  const withIfMatch = (etag: string, init: RequestInit): RequestInit => ({ ...init, headers: { ...(init.headers as Record<string, string>), 'If-Match': etag } });

  it('changes the own name against its version: stale 412 with the account now, none 428, blank 400', async () => {
    const me = await call('GET', '/account/me', anna());
    const { etag } = me.body as { etag: string };
    expect(me.response.headers.get('ETag')).toBe(etag);
    expect((await call('PATCH', '/account/me', anna(json({ name: 'Anna van den Berg' })))).status).toBe(428);
    expect((await call('PATCH', '/account/me', anna(withIfMatch(etag, json({ name: '   ' }))))).status).toBe(400);
    const saved = await call('PATCH', '/account/me', anna(withIfMatch(etag, json({ name: ' Anna van den Berg ' }))));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Anna van den Berg' });
    expect((saved.body as { etag: string }).etag).not.toBe(etag);
    const stale = await call('PATCH', '/account/me', anna(withIfMatch(etag, json({ name: 'Anna de Vries' }))));
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ current: { name: 'Anna van den Berg' } });
    // Every administration's profile shows the new name.
    const profile = await call('GET', '/administrations/adm-gb-002/profile', anna());
    expect(profile.body).toMatchObject({ name: 'Anna van den Berg' });
  });

  it('keeps the interface language on the user; only the seven of the app', async () => {
    const before = (await call('GET', '/account/me', anna())).body as { etag: string };
    const set = await call('PUT', '/account/me/language', anna(json({ language: 'fr' })));
    expect(set.status).toBe(200);
    // The interface language is the user's choice; the language the administration recorded stays.
    expect(set.body).toMatchObject({ interfaceLanguage: 'fr', language: 'nl', etag: before.etag });
    expect((await call('GET', '/account/me', anna())).body).toMatchObject({ interfaceLanguage: 'fr' });
    expect((await call('PUT', '/account/me/language', anna(json({ language: 'pt' })))).status).toBe(400);
  });

  it('changes the password: current one required, the policy of SPEC §5 enforced, the new one signs in', async () => {
    const sanneToken = (await mock.issueTokens('usr-sanne')).access_token;
    const sanne = (init: RequestInit = {}) => bearer(sanneToken, init);
    const strong = 'Harbour&Freight7';
    const wrong = await call('POST', '/account/password', sanne(json({ currentPassword: 'not it', newPassword: strong })));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [{ field: 'currentPassword' }] });
    const weak = await call('POST', '/account/password', sanne(json({ currentPassword: SEED_PASSWORD, newPassword: 'weakweak' })));
    expect(weak.status).toBe(400);
    expect((weak.body as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'newPassword', message: 'Password must contain at least one uppercase letter' },
      { field: 'newPassword', message: 'Password must contain at least one number' },
      { field: 'newPassword', message: 'Password must contain at least one special character' },
    ]);
    expect((await call('POST', '/account/password', sanne(json({ currentPassword: SEED_PASSWORD, newPassword: strong })))).status).toBe(204);
    expect((await call('POST', '/account/login', json({ email: 'sanne.bakker@example.com', password: SEED_PASSWORD }))).status).toBe(401);
    expect((await call('POST', '/account/login', json({ email: 'sanne.bakker@example.com', password: strong }))).status).toBe(200);
    expect(mock.store.db.outbox.findFirst((q) => q.where({ kind: 'password-changed' }))).toBeTruthy();
    // Throttled like sign-in.
    for (let i = 0; i < 5; i++) await call('POST', '/account/password', sanne(json({ currentPassword: 'not it', newPassword: strong })));
    expect((await call('POST', '/account/password', sanne(json({ currentPassword: strong, newPassword: 'Other&Pass9' })))).status).toBe(429);
  });

  it('turns two-factor off with a code or the password; wrong ones refused, off twice 409', async () => {
    const pieterToken = (await mock.issueTokens('usr-pieter')).access_token;
    const pieter = (init: RequestInit = {}) => bearer(pieterToken, init);
    const turnOn = async () => {
      const { secret } = (await call('POST', '/account/two-factor/setup', pieter())).body as { secret: string };
      expect((await call('POST', '/account/two-factor/verify', pieter(json({ code: totpCode(secret) })))).status).toBe(204);
      return secret;
    };
    expect((await call('POST', '/account/two-factor/disable', pieter(json({ password: SEED_PASSWORD })))).status).toBe(409);
    await turnOn();
    expect((await call('POST', '/account/two-factor/disable', pieter(json({})))).status).toBe(400);
    expect((await call('POST', '/account/two-factor/disable', pieter(json({ password: 'nope' })))).status).toBe(400);
    expect((await call('POST', '/account/two-factor/disable', pieter(json({ password: SEED_PASSWORD })))).status).toBe(204);
    expect((await call('GET', '/account/me', pieter())).body).toMatchObject({ twoFactorEnabled: false });
    expect(mock.store.db.outbox.findFirst((q) => q.where({ kind: 'two-factor-disabled' }))).toBeTruthy();
    const secret = await turnOn();
    expect((await call('POST', '/account/two-factor/disable', pieter(json({ code: '000000' })))).status).toBe(400);
    // The code of the next period: the one just used to turn it on is spent.
    expect((await call('POST', '/account/two-factor/disable', pieter(json({ code: totpCode(secret, Date.now() + 30_000) })))).status).toBe(204);
    await turnOn();
    for (let i = 0; i < 5; i++) await call('POST', '/account/two-factor/disable', pieter(json({ password: 'nope' })));
    expect((await call('POST', '/account/two-factor/disable', pieter(json({ password: SEED_PASSWORD })))).status).toBe(429);
  });

  it('refuses a password change to an account without a password (single sign-on only)', async () => {
    mock.store.db.credentials.deleteMany((q) => q.where({ userId: 'usr-pieter' }));
    const pieter = bearer((await mock.issueTokens('usr-pieter')).access_token, json({ currentPassword: 'x', newPassword: 'Harbour&Freight7' }));
    expect((await call('POST', '/account/password', pieter)).status).toBe(409);
  });

  it('signs out everywhere: every refresh and access token of the user is revoked, others keep theirs', async () => {
    const { access_token, refresh_token } = await mock.issueTokens('usr-anna');
    const other = { access_token, refresh_token };
    expect((await call('POST', '/account/sign-out-everywhere', anna())).status).toBe(204);
    expect((await call('GET', '/account/me', anna())).status).toBe(401);
    expect((await call('GET', '/account/me', bearer(other.access_token))).status).toBe(401);
    expect((await call('POST', '/account/refresh', form(other))).status).toBe(401);
    expect((await call('GET', '/account/me', james())).status).toBe(200);
  });
});
