import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiFetch, setSessionEndedHandler, setUnauthorizedHandler } from '@/api/client';
import type * as SessionModule from '@/features/auth/session';
import { setRuntimeConfig } from '@/lib/config';
import { createLazyAuth, hasSignInCallback, hasStoredSession } from './lazy-auth';

describe('lazy session start', () => {
  it('recognises a provider callback (sign-in or sign-out) in the query or the hash', () => {
    expect(hasSignInCallback({ search: '?code=abc&state=xyz', hash: '' })).toBe(true);
    expect(hasSignInCallback({ search: '?error=access_denied&state=xyz', hash: '' })).toBe(true);
    expect(hasSignInCallback({ search: '', hash: '#code=abc&state=xyz' })).toBe(true);
    expect(hasSignInCallback({ search: '?state=xyz', hash: '' })).toBe(true);
    expect(hasSignInCallback({ search: '?code=abc', hash: '' })).toBe(false);
    expect(hasSignInCallback({ search: '?redirect=%2Ftemplates', hash: '' })).toBe(false);
  });

  it('reads a stored session without the session module', () => {
    const key = 'oidc.user:http://idp.test:receivables-web';
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(hasStoredSession(localStorage, key, now)).toBe(false);
    localStorage.setItem(key, JSON.stringify({ access_token: 'a', expires_at: now / 1000 + 60 }));
    expect(hasStoredSession(localStorage, key, now)).toBe(true);
    localStorage.setItem(key, JSON.stringify({ access_token: 'a', expires_at: now / 1000 - 1 }));
    expect(hasStoredSession(localStorage, key, now)).toBe(false);
    localStorage.setItem(key, '{not json');
    expect(hasStoredSession(localStorage, key, now)).toBe(false);
    localStorage.setItem('accessToken', 'credentials-token');
    expect(hasStoredSession(localStorage, key, now)).toBe(true);
    localStorage.clear();
  });
});

describe('sign-out in another tab', () => {
  const config = { auth: { authority: 'http://idp.test', clientId: 'receivables-web' } };

  function otherTabSignsOut() {
    const oldValue = localStorage.getItem('accessToken');
    localStorage.removeItem('accessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue, newValue: null, storageArea: localStorage }));
  }

  afterEach(() => localStorage.clear());

  it('reaches a tab that has not loaded the session module: its listeners hear "signed out"', () => {
    localStorage.setItem('accessToken', 'at-1');
    const importSession = vi.fn(() => new Promise<never>(() => undefined));
    const auth = createLazyAuth(config, importSession);
    const heard: boolean[] = [];
    auth.onSignedInChange((signedIn) => heard.push(signedIn));
    expect(auth.isAuthenticated()).toBe(true);
    otherTabSignsOut();
    expect(heard).toEqual([false]);
    expect(auth.isAuthenticated()).toBe(false);
    expect(importSession).not.toHaveBeenCalled();
  });

  it('hands the news to the loaded session module, which forgets the session without calling anyone', async () => {
    localStorage.setItem('accessToken', 'at-1');
    const endSessionElsewhere = vi.fn();
    const service = { isAuthenticated: () => true, endSessionElsewhere, authActor: { subscribe: () => ({ unsubscribe() {} }) } };
    const importSession = vi.fn(async () => ({ startAuth: () => service }) as unknown as typeof SessionModule);
    const auth = createLazyAuth(config, importSession);
    await auth.load();
    otherTabSignsOut();
    expect(endSessionElsewhere).toHaveBeenCalledTimes(1);
  });

  it('ignores what does not end a session: another tab renewing, or session storage', () => {
    localStorage.setItem('accessToken', 'at-1');
    const auth = createLazyAuth(config, () => new Promise<never>(() => undefined));
    const heard: boolean[] = [];
    auth.onSignedInChange((signedIn) => heard.push(signedIn));
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'at-1', newValue: 'at-2', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', oldValue: 'at-1', newValue: null, storageArea: sessionStorage }));
    expect(heard).toEqual([]);
  });
});

describe('a session the API keeps refusing', () => {
  const API = 'http://api.test/v1.0';
  let refreshes = 0;
  const server = setupServer(
    http.post(`${API}/account/refresh`, () => {
      refreshes += 1;
      return HttpResponse.json({ data: { access_token: 'fresh', refresh_token: 'r2' } });
    }),
    // Even the refreshed token is refused (revoked server-side).
    http.get(`${API}/administrations`, () => HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(() => {
    setUnauthorizedHandler(null);
    setSessionEndedHandler(null);
  });

  it('is signed out after one refresh: first 401 → one refresh → retry 401 → sign-out', async () => {
    setRuntimeConfig({ apiRoot: API, auth: { authority: 'http://auth.test/r', clientId: 'web' }, mock: 'off', helpBaseUrl: 'https://docs.test' });
    const signOut = vi.fn(async () => undefined);
    const service = {
      signOut,
      isAuthenticated: () => true,
      authActor: { subscribe: () => ({ unsubscribe: () => undefined }) },
    };
    const importSession = async () =>
      ({
        startAuth: () => {
          // What the session module does on start: its refresh flow becomes the 401 handler.
          setUnauthorizedHandler(async () => {
            await fetch(`${API}/account/refresh`, { method: 'POST' });
            return true;
          });
          return service;
        },
      }) as unknown as typeof SessionModule;
    createLazyAuth({ auth: { authority: 'http://auth.test/r', clientId: 'web' } }, importSession);

    await expect(apiFetch('/administrations')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    // The session ended by itself: what the user typed stays kept for their next sign-in.
    expect(signOut).toHaveBeenCalledWith({ sessionEnded: true });
    expect(refreshes).toBe(1);
  });
});
