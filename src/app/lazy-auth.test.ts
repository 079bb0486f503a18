import { hasSignInCallback, hasStoredSession } from './lazy-auth';

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
