import { isSignOutSignal, markSignedOut, readSignOutMarker, SIGNED_OUT_MARKER_KEY } from './session-signals';

const SSO_KEY = 'oidc.user:https://idp.example:receivables-web';

describe('session signals between tabs', () => {
  beforeEach(() => localStorage.clear());

  it('writes a new marker at every sign-out, even within one millisecond', () => {
    expect(readSignOutMarker(localStorage)).toBeNull();
    markSignedOut(localStorage, 1000);
    const first = readSignOutMarker(localStorage);
    markSignedOut(localStorage, 1000);
    expect(first).toMatch(/^1000\.\d+$/);
    expect(readSignOutMarker(localStorage)).not.toBe(first);
  });

  it.each([
    ['a new sign-out marker', { key: SIGNED_OUT_MARKER_KEY, oldValue: null, newValue: '1.2' }, true],
    ['another sign-out marker', { key: SIGNED_OUT_MARKER_KEY, oldValue: '1.2', newValue: '3.4' }, true],
    ['the access token removed', { key: 'accessToken', oldValue: 'at-1', newValue: null }, true],
    ['the single-sign-on user removed', { key: SSO_KEY, oldValue: '{}', newValue: null }, true],
    ['storage cleared', { key: null, oldValue: null, newValue: null }, true],
    ['a rotated access token', { key: 'accessToken', oldValue: 'at-1', newValue: 'at-2' }, false],
    ['a first sign-in', { key: 'accessToken', oldValue: null, newValue: 'at-1' }, false],
    ['a renewed single-sign-on user', { key: SSO_KEY, oldValue: '{"a":1}', newValue: '{"a":2}' }, false],
    ['an unrelated key', { key: 'administrationId', oldValue: 'a', newValue: null }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(isSignOutSignal(change, SSO_KEY)).toBe(expected);
  });
});
