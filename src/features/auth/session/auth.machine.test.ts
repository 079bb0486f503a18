import { UserManager } from 'oidc-client-ts';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SIGNED_OUT_MARKER_KEY } from '@/api/session-signals';
import { createAuthActors } from './auth.actors';
import { AUTH_STORAGE_KEYS, type AuthActors, authMachine, hasSession, readStoredSession } from './auth.machine';
import { createUserManagerSettings } from './user-manager-settings';
import { deferred, makeUser, QUIET_TEST_SETTINGS, storeUser, TEST_RUNTIME_CONFIG, TEST_USER_STORE_KEY, revocable } from './test-helpers';

/** Revocation succeeds unless a test says otherwise (the default actor rejects: not provided). */
const revokesFine = fromPromise<void, { accessToken: string | null; refreshToken: string }>(async () => undefined);

function startAuthMachine(actors: Partial<AuthActors> = {}) {
  const actor = createActor(authMachine.provide({ actors: { revokeCredentials: revokesFine, ...actors } }), { input: readStoredSession() });
  actor.start();
  return actor;
}

const idle = (actor: ReturnType<typeof startAuthMachine>) => waitFor(actor, (s) => s.matches('idle'));

function storageSnapshot(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key !== null) entries[key] = localStorage.getItem(key) ?? '';
  }
  return entries;
}

beforeEach(() => localStorage.clear());

describe('start', () => {
  it('without a stored session: no tokens, not single sign-on', () => {
    const actor = startAuthMachine();
    expect(actor.getSnapshot().context).toEqual({ accessToken: null, refreshToken: null, isKeycloakAuth: false, userInfo: null, revoking: null });
    expect(hasSession(actor.getSnapshot())).toBe(false);
  });

  it('restores the three stored values (userInfo is not stored)', () => {
    localStorage.setItem('accessToken', 'at-1');
    localStorage.setItem('refreshToken', 'rt-1');
    localStorage.setItem('isKeycloakAuth', 'true');
    const actor = startAuthMachine();
    expect(actor.getSnapshot().context).toEqual({ accessToken: 'at-1', refreshToken: 'rt-1', isKeycloakAuth: true, userInfo: null, revoking: null });
    expect(hasSession(actor.getSnapshot())).toBe(true);
  });

  it('writes nothing at start', () => {
    startAuthMachine();
    expect(localStorage.length).toBe(0);
  });
});

describe('events', () => {
  it('CREDENTIALS_SET stores both tokens, isKeycloakAuth false, and persists exactly the three keys', () => {
    const actor = startAuthMachine();
    actor.send({ type: 'CREDENTIALS_SET', accessToken: 'at-1', refreshToken: 'rt-1' });
    expect(actor.getSnapshot().context).toEqual({ accessToken: 'at-1', refreshToken: 'rt-1', isKeycloakAuth: false, userInfo: null, revoking: null });
    expect(storageSnapshot()).toEqual({ accessToken: 'at-1', refreshToken: 'rt-1', isKeycloakAuth: 'false' });
  });

  it('SSO_SET stores tokens and userInfo, isKeycloakAuth true, and persists (not userInfo)', () => {
    const actor = startAuthMachine();
    const userInfo = { sub: 'usr-anna', name: 'Anna de Vries' };
    actor.send({ type: 'SSO_SET', accessToken: 'sso-at', refreshToken: 'sso-rt', userInfo });
    expect(actor.getSnapshot().context).toEqual({ accessToken: 'sso-at', refreshToken: 'sso-rt', isKeycloakAuth: true, userInfo, revoking: null });
    expect(storageSnapshot()).toEqual({ accessToken: 'sso-at', refreshToken: 'sso-rt', isKeycloakAuth: 'true' });
  });

  it('TOKENS_UPDATED replaces both tokens and persists, leaving the flag and userInfo as they were', () => {
    const actor = startAuthMachine();
    const userInfo = { sub: 'usr-anna' };
    actor.send({ type: 'SSO_SET', accessToken: 'sso-at', refreshToken: 'sso-rt', userInfo });
    actor.send({ type: 'TOKENS_UPDATED', accessToken: 'sso-at-2', refreshToken: 'sso-rt-2' });
    expect(actor.getSnapshot().context).toEqual({ accessToken: 'sso-at-2', refreshToken: 'sso-rt-2', isKeycloakAuth: true, userInfo, revoking: null });
    expect(storageSnapshot()).toEqual({ accessToken: 'sso-at-2', refreshToken: 'sso-rt-2', isKeycloakAuth: 'true' });

    actor.send({ type: 'CREDENTIALS_SET', accessToken: 'at-1', refreshToken: 'rt-1' });
    actor.send({ type: 'TOKENS_UPDATED', accessToken: 'at-2', refreshToken: 'rt-2' });
    expect(actor.getSnapshot().context.isKeycloakAuth).toBe(false);
    expect(storageSnapshot()).toEqual({ accessToken: 'at-2', refreshToken: 'rt-2', isKeycloakAuth: 'false' });
  });

  it('a single-sign-on session without a refresh token stores no refreshToken key', () => {
    const actor = startAuthMachine();
    actor.send({ type: 'SSO_SET', accessToken: 'sso-at', refreshToken: null, userInfo: null });
    expect(storageSnapshot()).toEqual({ accessToken: 'sso-at', isKeycloakAuth: 'true' });
  });

  it('leaves other keys alone', () => {
    localStorage.setItem('activeAdministrationId', 'adm-1');
    localStorage.setItem('i18nextLng', 'nl');
    const actor = startAuthMachine();
    actor.send({ type: 'CREDENTIALS_SET', accessToken: 'at-1', refreshToken: 'rt-1' });
    actor.send({ type: 'LOGOUT' });
    expect(storageSnapshot()).toEqual({ activeAdministrationId: 'adm-1', i18nextLng: 'nl', signedOutAt: expect.stringMatching(/^\d+\.\d+$/) });
  });

  it('rejects unknown events and incomplete payloads at compile time (tsc checks this file)', () => {
    const actor = createActor(authMachine, { input: readStoredSession() });
    const invalid = () => {
      // @ts-expect-error an unknown event type is a type error
      actor.send({ type: 'TOKENS_CLEARED' });
      // @ts-expect-error CREDENTIALS_SET needs both tokens
      actor.send({ type: 'CREDENTIALS_SET', accessToken: 'at' });
    };
    expect(typeof invalid).toBe('function');
  });
});

describe('LOGOUT', () => {
  it('of a credentials session clears all four values, removes the three keys, marks the sign-out and revokes the tokens at the API', async () => {
    const signoutSilent = vi.fn(async (): Promise<void> => undefined);
    const removeProviderUser = vi.fn(async (): Promise<void> => undefined);
    const revoking = deferred();
    const revokeCredentials = vi.fn((_: { input: { accessToken: string | null; refreshToken: string } }) => revoking.promise);
    const actor = startAuthMachine({
      signoutSilent: fromPromise(signoutSilent),
      removeProviderUser: fromPromise(removeProviderUser),
      revokeCredentials: fromPromise(revokeCredentials),
    });
    actor.send({ type: 'CREDENTIALS_SET', accessToken: 'at-1', refreshToken: 'rt-1' });
    actor.send({ type: 'LOGOUT' });
    // The local session is gone at once; the revocation follows, and signing out waits for it.
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, refreshToken: null, isKeycloakAuth: false, userInfo: null });
    expect(Object.keys(storageSnapshot())).toEqual([SIGNED_OUT_MARKER_KEY]);
    expect(revokeCredentials.mock.calls[0]?.[0].input).toEqual({ accessToken: 'at-1', refreshToken: 'rt-1' });
    expect(actor.getSnapshot().value).toBe('revokingCredentials');
    revoking.resolve();
    await idle(actor);
    expect(actor.getSnapshot().context.revoking).toBeNull();
    expect(signoutSilent).not.toHaveBeenCalled();
    expect(removeProviderUser).not.toHaveBeenCalled();
  });

  it('a failed revocation is logged without the tokens and the sign-out still settles', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = startAuthMachine({ revokeCredentials: fromPromise(() => Promise.reject(new Error('API down'))) });
    actor.send({ type: 'CREDENTIALS_SET', accessToken: 'at-secret', refreshToken: 'rt-secret' });
    actor.send({ type: 'LOGOUT' });
    await idle(actor);
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(error.mock.calls)).not.toMatch(/at-secret|rt-secret/);
    expect(readStoredSession()).toEqual({ accessToken: null, refreshToken: null, isKeycloakAuth: false });
  });

  it('SESSION_ENDED_ELSEWHERE forgets the session here without touching storage, the API or the provider', () => {
    const signoutSilent = vi.fn(async (): Promise<void> => undefined);
    const revokeCredentials = vi.fn(async (): Promise<void> => undefined);
    const actor = startAuthMachine({
      signoutSilent: fromPromise(signoutSilent),
      revokeCredentials: fromPromise<void, { accessToken: string | null; refreshToken: string }>(revokeCredentials),
    });
    actor.send({ type: 'SSO_SET', accessToken: 'sso-at', refreshToken: 'sso-rt', userInfo: { sub: 'u' } });
    // Another tab signed in again meanwhile: its keys must survive.
    localStorage.setItem('accessToken', 'other-tab-at');
    actor.send({ type: 'SESSION_ENDED_ELSEWHERE' });
    expect(hasSession(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(localStorage.getItem('accessToken')).toBe('other-tab-at');
    expect(signoutSilent).not.toHaveBeenCalled();
    expect(revokeCredentials).not.toHaveBeenCalled();
  });

  it('of a single-sign-on session signs out silently at the provider', async () => {
    const signingOut = deferred();
    const signoutSilent = vi.fn(() => signingOut.promise);
    const removeProviderUser = vi.fn(async (): Promise<void> => undefined);
    const actor = startAuthMachine({ signoutSilent: fromPromise(signoutSilent), removeProviderUser: fromPromise(removeProviderUser) });
    actor.send({ type: 'SSO_SET', accessToken: 'sso-at', refreshToken: 'sso-rt', userInfo: { sub: 'u' } });
    actor.send({ type: 'LOGOUT' });
    // The local session is gone at once; the provider's side follows.
    expect(actor.getSnapshot().context).toEqual({ accessToken: null, refreshToken: null, isKeycloakAuth: false, userInfo: null, revoking: null });
    expect(Object.keys(storageSnapshot())).toEqual([SIGNED_OUT_MARKER_KEY]);
    expect(actor.getSnapshot().value).toBe('signingOutAtProvider');
    signingOut.resolve();
    await idle(actor);
    expect(signoutSilent).toHaveBeenCalledTimes(1);
    expect(removeProviderUser).not.toHaveBeenCalled();
  });

  it('when the silent sign-out fails: logs it and removes the stored provider user', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const removeProviderUser = vi.fn(async (): Promise<void> => undefined);
    const actor = startAuthMachine({
      signoutSilent: fromPromise(() => Promise.reject(new Error('IFrame timed out without a response'))),
      removeProviderUser: fromPromise(removeProviderUser),
    });
    actor.send({ type: 'SSO_SET', accessToken: 'sso-at', refreshToken: 'sso-rt', userInfo: null });
    actor.send({ type: 'LOGOUT' });
    await idle(actor);
    expect(removeProviderUser).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      'Signing out at the identity provider failed; removing its stored user locally',
      'Error: IFrame timed out without a response',
    );
  });

  it('when removing the provider user fails too: logged, and the machine settles', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = startAuthMachine({
      signoutSilent: fromPromise(() => Promise.reject(new Error('timeout'))),
      removeProviderUser: fromPromise(() => Promise.reject(new Error('storage is full'))),
    });
    actor.send({ type: 'SSO_SET', accessToken: 'sso-at', refreshToken: 'sso-rt', userInfo: null });
    actor.send({ type: 'LOGOUT' });
    await idle(actor);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('with the real oidc-client-ts: a failing silent sign-out ends with the provider user removed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const userManager = new UserManager({
      ...createUserManagerSettings(TEST_RUNTIME_CONFIG, window.location),
      ...QUIET_TEST_SETTINGS,
      metadata: { ...QUIET_TEST_SETTINGS.metadata, end_session_endpoint: undefined },
    });
    storeUser(makeUser());
    const actor = startAuthMachine(createAuthActors(revocable(userManager)));
    actor.send({ type: 'SSO_SET', accessToken: 'sso-access-1', refreshToken: 'sso-refresh-1', userInfo: null });
    actor.send({ type: 'LOGOUT' });
    await idle(actor);
    expect(localStorage.getItem(TEST_USER_STORE_KEY)).toBeNull();
    expect(Object.keys(AUTH_STORAGE_KEYS).some((key) => localStorage.getItem(key) !== null)).toBe(false);
  });

  it('a new session can start while the provider sign-out is still running', async () => {
    const actor = startAuthMachine({ signoutSilent: fromPromise(() => new Promise<void>(() => undefined)) });
    actor.send({ type: 'SSO_SET', accessToken: 'sso-at', refreshToken: 'sso-rt', userInfo: null });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'CREDENTIALS_SET', accessToken: 'at-1', refreshToken: 'rt-1' });
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'at-1', isKeycloakAuth: false });
    expect(storageSnapshot()).toEqual({ accessToken: 'at-1', refreshToken: 'rt-1', isKeycloakAuth: 'false', signedOutAt: expect.any(String) });
  });
});
